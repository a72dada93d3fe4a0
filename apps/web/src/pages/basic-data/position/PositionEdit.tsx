import { type TPositionRow, ZCreatePositionRequestSchema, ZUpdatePositionRequestSchema } from '@hris/contract';
import { Form, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { createPosition, getPositionDetail, updatePosition } from '../../../api/basic-data';
import { bdKeys } from '../../../api/keys';
import { SelectItem, TextItem } from '../../../components/FormFields';
import { RecordPage } from '../../../components/RecordPage';
import { RecordForm } from '../../../components/SaveForm';
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
  const list = useListPath();
  return (
    <RecordForm<typeof ZUpdatePositionRequestSchema | typeof ZCreatePositionRequestSchema, { id: number }>
      title={position ? t('bd.position.editTitle', { name: position.name }) : t('bd.position.add')}
      testId="position-form"
      className="hris-form hris-form--narrow"
      request={{
        schema: position ? ZUpdatePositionRequestSchema : ZCreatePositionRequestSchema,
        save: (body) => ('id' in body ? updatePosition(body) : createPosition(body)),
        invalidates: bdKeys.all,
      }}
      back={list}
      toBody={(values: Record<string, unknown>) =>
        position ? { id: position.id, updatedTime: position.updatedTime, ...values } : values
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
      actions={{ saveTestId: 'position-save' }}
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
    </RecordForm>
  );
}
