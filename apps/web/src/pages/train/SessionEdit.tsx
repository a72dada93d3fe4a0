import {
  type TEnrolCandidate,
  TRAIN_MODES,
  type TTrainParticipationRow,
  ZSaveTrainSessionRequestSchema,
} from '@hris/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Card,
  DatePicker,
  Form,
  Input,
  InputNumber,
  Popconfirm,
  Radio,
  Select,
  Skeleton,
  Space,
  Table,
  Tag,
  Typography,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  enrolEmployees,
  getEnrolCandidates,
  getTrainProjectOptions,
  getTrainSession,
  removeEnrolment,
  saveTrainSession,
  type TrainSessionDetail,
  trainKeys,
} from '../../api/train';
import { useEditable } from '../../components/EditAccess';
import { RecordForm, useRecordToEdit } from '../../components/SaveForm';
import { toastSuccess } from '../../feedback';
import { pagePath } from '../../router/paths';
import { useOrgUnits, usePositionOptions, useShops } from '../basic-data/shared/options';
import './i18n';

interface Values {
  projectId?: number;
  sessionDate?: Dayjs;
  mode?: 'offline' | 'online';
  place?: string;
  trainer?: string;
  orgUnitId?: number;
  capacity?: number;
  remark?: string;
}

/** 培训场次: the session's form (new or of the caller's scope) and, once saved, its enrolment panel. */
export default function SessionEditPage() {
  const { id, record: detail, loading } = useRecordToEdit(trainKeys.session, getTrainSession);
  if (loading) return <Skeleton active />;
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <SessionForm id={id} detail={detail} />
      {id && detail && <EnrolmentPanel detail={detail} />}
    </Space>
  );
}

function SessionForm({ id, detail }: { id?: number; detail?: TrainSessionDetail }) {
  const { t } = useTranslation();
  const editable = useEditable('TrainInfo') && (!detail || detail.session.editable);
  const projects = useQuery({ queryKey: trainKeys.projectOptions, queryFn: getTrainProjectOptions });
  const units = useOrgUnits();
  const unitOptions = (units.data ?? [])
    .filter((u) => u.inScope && (u.kind === 'region' || u.kind === 'store'))
    .map((u) => ({ label: u.name, value: u.id }));
  const s = detail?.session;
  const initial: Values = s
    ? {
        projectId: s.projectId,
        sessionDate: dayjs(s.sessionDate),
        mode: s.mode,
        place: s.place,
        trainer: s.trainer,
        orgUnitId: s.orgUnitId,
        capacity: s.capacity,
        remark: s.remark,
      }
    : { mode: 'offline', capacity: 20 };
  return (
    <RecordForm
      title={s ? `${t('train.viewSession')}：${s.projectName} ${s.sessionDate}` : t('train.addSession')}
      testId="train-session-edit"
      note={
        s && !s.editable && <Alert type="info" showIcon message={t('train.readOnly')} style={{ marginBottom: 16 }} />
      }
      request={{ schema: ZSaveTrainSessionRequestSchema, save: saveTrainSession, invalidates: trainKeys.all }}
      saved={t('train.saved')}
      back={pagePath('trainInfo')}
      // A new session reopens as saved, for its enrolment; an edited one stays on the page.
      next={(result) => (id ? undefined : pagePath('trainInfoEdit', { id: result.id }))}
      initialValues={initial}
      disabled={!editable}
      toBody={(v: Values) => ({
        id,
        projectId: v.projectId,
        sessionDate: v.sessionDate?.format('YYYY-MM-DD'),
        mode: v.mode,
        place: v.place,
        trainer: v.trainer,
        orgUnitId: v.orgUnitId,
        capacity: v.capacity,
        remark: v.remark ?? '',
        updatedTime: s?.updatedTime,
      })}
      actions={{ saveTestId: 'train-session-save', cancelText: t('train.cancel'), canSave: editable }}
    >
      <Space size={16} wrap align="start">
        <Form.Item
          name="projectId"
          label={t('train.project')}
          rules={[{ required: true, message: t('train.required.project') }]}
        >
          <Select
            style={{ width: 260 }}
            showSearch
            optionFilterProp="label"
            options={(projects.data ?? [])
              .filter((p) => p.status === 1 || p.id === s?.projectId)
              .map((p) => ({ label: `${p.name}（${p.category}）`, value: p.id }))}
            data-testid="train-session-project"
          />
        </Form.Item>
        <Form.Item
          name="sessionDate"
          label={t('train.sessionDate')}
          rules={[{ required: true, message: t('train.required.date') }]}
        >
          <DatePicker style={{ width: 180 }} data-testid="train-session-date" />
        </Form.Item>
        <Form.Item name="mode" label={t('train.mode')}>
          <Radio.Group
            optionType="button"
            options={TRAIN_MODES.map((m) => ({ label: t(`train.modes.${m}`), value: m }))}
          />
        </Form.Item>
      </Space>
      <Space size={16} wrap align="start">
        <Form.Item
          name="place"
          label={t('train.place')}
          rules={[{ required: true, message: t('train.required.place') }]}
        >
          <Input maxLength={100} style={{ width: 260 }} data-testid="train-session-place" />
        </Form.Item>
        <Form.Item
          name="trainer"
          label={t('train.trainer')}
          rules={[{ required: true, message: t('train.required.trainer') }]}
        >
          <Input maxLength={32} style={{ width: 180 }} data-testid="train-session-trainer" />
        </Form.Item>
        <Form.Item
          name="orgUnitId"
          label={t('train.unit')}
          rules={[{ required: true, message: t('train.required.unit') }]}
        >
          <Select
            style={{ width: 220 }}
            showSearch
            optionFilterProp="label"
            options={s && !s.editable ? [{ label: s.orgUnitName, value: s.orgUnitId }] : unitOptions}
            data-testid="train-session-unit"
          />
        </Form.Item>
        <Form.Item
          name="capacity"
          label={t('train.capacity')}
          rules={[{ required: true, message: t('train.required.capacity') }]}
        >
          <InputNumber min={1} max={500} precision={0} style={{ width: 120 }} data-testid="train-session-capacity" />
        </Form.Item>
      </Space>
      <Form.Item name="remark" label={t('train.remark')}>
        <Input.TextArea rows={2} maxLength={500} showCount />
      </Form.Item>
    </RecordForm>
  );
}

function EnrolmentPanel({ detail }: { detail: TrainSessionDetail }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const editable = useEditable('TrainInfo');
  const { session, enrolments } = detail;
  const shops = useShops();
  const positions = usePositionOptions();
  const [filter, setFilter] = useState<{ shopId?: number; positionId?: number; keyword?: string }>({});
  const [selected, setSelected] = useState<string[]>([]);
  const candidates = useQuery({
    queryKey: trainKeys.candidates(session.id, filter),
    queryFn: () => getEnrolCandidates({ sessionId: session.id, ...filter }),
    enabled: editable,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: trainKeys.all });
  const enrol = useMutation({
    mutationFn: () => enrolEmployees(session.id, selected),
    onSuccess: async (result) => {
      toastSuccess(`${t('train.saved')}（${result.enrolled}）`);
      setSelected([]);
      await refresh();
    },
  });
  const remove = useMutation({ mutationFn: removeEnrolment, onSuccess: refresh });

  return (
    <Card variant="borderless" title={t('train.enrolment')} data-testid="train-enrolment">
      <Typography.Paragraph type="secondary">
        {t('train.enrolHint', { capacity: session.capacity, enrolled: session.enrolledCount })}
      </Typography.Paragraph>
      {editable && (
        <>
          <Space wrap style={{ marginBottom: 12 }}>
            <Select
              allowClear
              showSearch
              optionFilterProp="label"
              placeholder={t('train.byShop')}
              style={{ width: 200 }}
              options={(shops.data ?? []).map((s) => ({ label: `${s.shopCode} ${s.shopName}`, value: s.id }))}
              onChange={(shopId?: number) => setFilter((f) => ({ ...f, shopId }))}
              data-testid="train-enrol-shop"
            />
            <Select
              allowClear
              showSearch
              optionFilterProp="label"
              placeholder={t('train.byPosition')}
              style={{ width: 160 }}
              options={positions}
              onChange={(positionId?: number) => setFilter((f) => ({ ...f, positionId }))}
            />
            <Input.Search
              allowClear
              placeholder={t('train.keyword')}
              style={{ width: 200 }}
              onSearch={(keyword) => setFilter((f) => ({ ...f, keyword: keyword || undefined }))}
              data-testid="train-enrol-keyword"
            />
            <Button
              type="primary"
              disabled={selected.length === 0}
              loading={enrol.isPending}
              onClick={() => enrol.mutate()}
              data-testid="train-enrol-submit"
            >
              {t('train.enrolSelected', { count: selected.length })}
            </Button>
          </Space>
          <Table<TEnrolCandidate>
            size="small"
            rowKey="employeeId"
            loading={candidates.isPending}
            dataSource={candidates.data ?? []}
            pagination={{ pageSize: 8, size: 'small' }}
            rowSelection={{
              selectedRowKeys: selected,
              onChange: (keys) => setSelected(keys as string[]),
              getCheckboxProps: (r) => ({ disabled: r.enrolled }),
            }}
            columns={[
              { key: 'employeeId', dataIndex: 'employeeId', title: t('train.employeeId'), width: 120 },
              { key: 'name', dataIndex: 'name', title: t('train.employeeName'), width: 100 },
              {
                key: 'shop',
                title: t('train.shop'),
                render: (_, r) => (r.shopName ? `${r.shopCode} ${r.shopName}` : '—'),
              },
              { key: 'positionName', dataIndex: 'positionName', title: t('train.position'), width: 120 },
              {
                key: 'enrolled',
                title: '',
                width: 80,
                render: (_, r) => (r.enrolled ? <Tag color="green">{t('train.alreadyEnrolled')}</Tag> : null),
              },
            ]}
            data-testid="train-candidates"
          />
        </>
      )}
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {t('train.enrolledList')}（{enrolments.length}）
      </Typography.Title>
      <Table<TTrainParticipationRow>
        size="small"
        rowKey="id"
        dataSource={enrolments}
        pagination={enrolments.length > 10 ? { pageSize: 10, size: 'small' } : false}
        data-testid="train-enrolled"
        columns={[
          { key: 'employeeId', dataIndex: 'employeeId', title: t('train.employeeId'), width: 120 },
          { key: 'employeeName', dataIndex: 'employeeName', title: t('train.employeeName'), width: 100 },
          { key: 'shopName', title: t('train.shop'), render: (_, r) => r.shopName ?? '—' },
          { key: 'positionName', dataIndex: 'positionName', title: t('train.position'), width: 110 },
          {
            key: 'attendance',
            title: t('train.attendance'),
            width: 90,
            render: (_, r) => t(`train.attendances.${r.attendance ?? 'pending'}`),
          },
          { key: 'score', title: t('train.score'), width: 70, render: (_, r) => r.score ?? '—' },
          { key: 'passed', title: t('train.passedLabel'), width: 80, render: (_, r) => r.passedText || '—' },
          {
            key: 'actions',
            title: '',
            width: 100,
            render: (_, r) =>
              editable && !r.attendance ? (
                <Popconfirm
                  title={t('train.removeConfirm', { name: r.employeeName })}
                  onConfirm={() => remove.mutate(r.id)}
                >
                  <Button type="link" size="small" danger>
                    {t('train.remove')}
                  </Button>
                </Popconfirm>
              ) : null,
          },
        ]}
      />
    </Card>
  );
}
