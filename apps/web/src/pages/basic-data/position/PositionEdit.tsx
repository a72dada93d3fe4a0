import { type TPositionRow, ZCreatePositionRequestSchema, ZUpdatePositionRequestSchema } from '@hris/contract';
import { Card, Form, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { createPosition, getPositionDetail, updatePosition } from '../../../api/basic-data';
import { bdKeys } from '../../../api/keys';
import { FormActions, SelectItem, TextItem } from '../../../components/FormFields';
import { RecordPage } from '../../../components/RecordPage';
import { useSaveForm } from '../../../components/SaveForm';
import { toastSuccess } from '../../../feedback';
import { useListPath } from '../../../router/paths';
import { employeeTypeOptions } from '../shared/options';
import '../shared/i18n';

/** 编辑职位: creates a position without ?id, edits it with one. */
export default function PositionEditPage() {
  return (
    <RecordPage
      requireEdit="PositionList"
      queryKey={bdKeys.record('positionDetail')}
      fetch={getPositionDetail}
      create={() => <PositionForm position={null} />}
    >
      {(position) => <PositionForm key={position.id} position={position} />}
    </RecordPage>
  );
}

function PositionForm({ position }: { position: TPositionRow | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useListPath();
  const [form] = Form.useForm();
  const { submit, saving, onValuesChange } = useSaveForm<
    typeof ZUpdatePositionRequestSchema | typeof ZCreatePositionRequestSchema,
    { id: number }
  >({
    form,
    schema: position ? ZUpdatePositionRequestSchema : ZCreatePositionRequestSchema,
    invalidates: bdKeys.all,
    save: (body) => ('id' in body ? updatePosition(body) : createPosition(body)),
    onSaved: () => {
      toastSuccess(t('common.saved'));
      navigate(list);
    },
  });
  return (
    <Card
      variant="borderless"
      title={position ? t('bd.position.editTitle', { name: position.name }) : t('bd.position.add')}
      data-testid="position-form"
    >
      <Form
        form={form}
        onValuesChange={onValuesChange}
        layout="vertical"
        className="hris-form hris-form--narrow"
        onFinish={(values: Record<string, unknown>) =>
          submit(position ? { id: position.id, updatedTime: position.updatedTime, ...values } : values)
        }
        initialValues={
          position
            ? {
                code: position.code,
                name: position.name,
                employeeType: position.employeeType,
                defaultRank: position.defaultRank,
                isActive: position.isActive,
              }
            : { isActive: true, defaultRank: '' }
        }
      >
        <TextItem name="code" label={t('bd.position.code')} required maxLength={32} testId="position-code" />
        <TextItem name="name" label={t('bd.position.name')} required maxLength={64} testId="position-name" />
        <SelectItem name="employeeType" label={t('bd.staff.employeeType')} required options={employeeTypeOptions(t)} />
        <TextItem name="defaultRank" label={t('bd.position.defaultRank')} maxLength={16} />
        <Form.Item name="isActive" label={t('bd.position.isActive')} valuePropName="checked">
          <Switch
            checkedChildren={t('bd.common.enabled')}
            unCheckedChildren={t('bd.common.disabled')}
            data-testid="position-active"
          />
        </Form.Item>
        <FormActions saving={saving} onCancel={() => navigate(list)} saveTestId="position-save" />
      </Form>
    </Card>
  );
}
