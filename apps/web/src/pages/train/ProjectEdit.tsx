import { TRAIN_CATEGORIES, ZSaveTrainProjectRequestSchema } from '@hris/contract';
import { Form, Input, InputNumber, Radio, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { getTrainProject, saveTrainProject, trainKeys } from '../../api/train';
import { RequireEdit } from '../../components/EditAccess';
import { RecordForm, useRecordToEdit } from '../../components/SaveForm';
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
  const positions = usePositionOptions();
  const { id, record: p, loading } = useRecordToEdit(trainKeys.project, getTrainProject);
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
    <RecordForm
      title={id ? t('train.editProject') : t('train.addProject')}
      testId="train-project-edit"
      maxWidth={760}
      loading={loading}
      request={{ schema: ZSaveTrainProjectRequestSchema, save: saveTrainProject, invalidates: trainKeys.all }}
      saved={t('train.saved')}
      back={pagePath('trainProject')}
      initialValues={initial}
      toBody={(v: Values) => ({
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
      })}
      actions={{ saveTestId: 'train-project-save', cancelText: t('train.cancel') }}
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
    </RecordForm>
  );
}
