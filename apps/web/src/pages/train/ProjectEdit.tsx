import { TRAIN_CATEGORIES, ZSaveTrainProjectRequestSchema } from '@hris/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Form, Input, InputNumber, Radio, Select, Skeleton, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { getTrainProject, saveTrainProject, trainKeys } from '../../api/train';
import { RequireEdit } from '../../components/EditAccess';
import { useSaveForm } from '../../components/SaveForm';
import { toastSuccess } from '../../feedback';
import { pagePath } from '../../router/paths';
import { usePositionOptions } from '../basic-data/shared/options';
import './i18n';

interface Values {
  name?: string;
  category?: string;
  requiredPositionIds?: number[];
  hours?: number;
  validMonths?: number | null;
  owner?: string;
  status?: 0 | 1;
  remark?: string;
}

/** 新增 / 修改培训项目 (hidden page of /train/project). */
export default function ProjectEditPage() {
  return <RequireEdit menuCode="TrainPoject">{() => <ProjectEditForm />}</RequireEdit>;
}

export function ProjectEditForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const id = search.get('id') ? Number(search.get('id')) : undefined;
  const [form] = Form.useForm<Values>();
  const positions = usePositionOptions();
  const detail = useQuery({
    queryKey: trainKeys.project(id ?? 0),
    queryFn: () => getTrainProject(id as number),
    enabled: Boolean(id),
  });
  const { submit, saving, onValuesChange } = useSaveForm({
    form,
    schema: ZSaveTrainProjectRequestSchema,
    save: saveTrainProject,
    invalidates: trainKeys.all,
    onSaved: () => {
      toastSuccess(t('train.saved'));
      navigate(pagePath('trainProject'));
    },
  });
  if (id && detail.isPending) return <Skeleton active />;
  const p = detail.data;
  const initial: Values = p
    ? {
        name: p.name,
        category: p.category,
        requiredPositionIds: p.requiredPositions.map((r) => r.id),
        hours: p.hours,
        validMonths: p.validMonths,
        owner: p.owner,
        status: p.status as 0 | 1,
        remark: p.remark,
      }
    : { status: 1, requiredPositionIds: [], validMonths: 12, hours: 2 };
  return (
    <Card
      variant="borderless"
      title={id ? t('train.editProject') : t('train.addProject')}
      data-testid="train-project-edit"
      style={{ maxWidth: 760 }}
    >
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={initial}
        onValuesChange={onValuesChange}
        onFinish={(v) =>
          submit({
            id,
            name: v.name,
            category: v.category,
            requiredPositionIds: v.requiredPositionIds ?? [],
            hours: v.hours,
            validMonths: v.validMonths ?? null,
            owner: v.owner,
            status: v.status,
            remark: v.remark ?? '',
            updatedTime: p?.updatedTime,
          })
        }
      >
        <Form.Item name="name" label={t('train.name')} rules={[{ required: true, message: t('train.required.name') }]}>
          <Input maxLength={64} data-testid="train-project-name" />
        </Form.Item>
        <Space size={16} wrap>
          <Form.Item
            name="category"
            label={t('train.category')}
            rules={[{ required: true, message: t('train.required.category') }]}
          >
            <Select
              style={{ width: 220 }}
              options={TRAIN_CATEGORIES.map((c) => ({ label: c, value: c }))}
              data-testid="train-project-category"
            />
          </Form.Item>
          <Form.Item
            name="hours"
            label={t('train.hours')}
            rules={[{ required: true, message: t('train.required.hours') }]}
          >
            <InputNumber min={0.5} max={999} step={0.5} style={{ width: 120 }} />
          </Form.Item>
          <Form.Item name="validMonths" label={t('train.validMonths')} extra={t('train.forever')}>
            <InputNumber min={1} max={120} precision={0} style={{ width: 140 }} />
          </Form.Item>
        </Space>
        <Form.Item name="requiredPositionIds" label={t('train.requiredPositions')}>
          <Select mode="multiple" allowClear options={positions} optionFilterProp="label" />
        </Form.Item>
        <Space size={16} wrap>
          <Form.Item
            name="owner"
            label={t('train.owner')}
            rules={[{ required: true, message: t('train.required.owner') }]}
          >
            <Input maxLength={32} style={{ width: 220 }} />
          </Form.Item>
          <Form.Item name="status" label={t('train.status')}>
            <Radio.Group
              options={[1, 0].map((s) => ({ label: t(`train.statuses.${s}`), value: s }))}
              optionType="button"
            />
          </Form.Item>
        </Space>
        <Form.Item name="remark" label={t('train.remark')}>
          <Input.TextArea rows={3} maxLength={500} showCount />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" loading={saving} data-testid="train-project-save">
            {t('train.save')}
          </Button>
          <Button onClick={() => navigate(pagePath('trainProject'))}>{t('train.cancel')}</Button>
        </Space>
      </Form>
    </Card>
  );
}
