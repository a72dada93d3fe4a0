import { ImportOutlined } from '@ant-design/icons';
import {
  businessToday,
  TRAIN_ATTENDANCES,
  TRAIN_IMPORT_HEADERS,
  TrainPaths,
  type TTrainOverdueRow,
  type TTrainParticipationRow,
} from '@hris/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Form, InputNumber, Modal, Radio, Select, Switch, Tabs } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  downloadParticipationTemplate,
  getTrainOverdue,
  getTrainParticipation,
  getTrainProjectOptions,
  getTrainSessions,
  importParticipation,
  saveParticipation,
  trainKeys,
} from '../../api/train';
import type { DataColumn } from '../../components/DataTable';
import { useEditable } from '../../components/EditAccess';
import { ImportDialog } from '../../components/ImportDialog';
import { ListPage, yesNoOptions } from '../../components/ListPage';
import { toastSuccess } from '../../feedback';
import { orDash } from '../../utils/text';
import { usePerEmployeeColumns } from '../basic-data/shared/employee-columns';
import { sessionColumns } from './columns';
import './i18n';

/**
 * 出勤信息: the enrolled employees' attendance, score and pass (entered one by one or imported per
 * session), and the tab of active employees with a required training not passed (the home page's
 * count opens it: `?tab=overdue`).
 */
export default function ParticipationListPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const tab = search.get('tab') === 'overdue' ? 'overdue' : 'records';
  return (
    <Tabs
      activeKey={tab}
      onChange={(key) => setSearch(key === 'overdue' ? { tab: 'overdue' } : {})}
      items={[
        { key: 'records', label: t('train.tabs.records'), children: <Records /> },
        { key: 'overdue', label: t('train.tabs.overdue'), children: <Overdue /> },
      ]}
      data-testid="train-participation-tabs"
    />
  );
}

function Records() {
  const { t } = useTranslation();
  const employee = usePerEmployeeColumns<TTrainParticipationRow>();
  const editable = useEditable('TrainParticipation');
  const [recording, setRecording] = useState<TTrainParticipationRow | null>(null);
  const [importing, setImporting] = useState(false);
  const columns = useMemo<DataColumn<TTrainParticipationRow>[]>(
    () => [
      ...sessionColumns<TTrainParticipationRow>(t, { projectSortable: false }),
      ...employee.filter((c) => c.key !== 'employeeStatus'),
      { key: 'positionName', name: t('train.position'), width: 100, slot: (r) => r.positionName },
      {
        key: 'attendance',
        name: t('train.attendance'),
        width: 100,
        filter: {
          type: 'select',
          options: [...TRAIN_ATTENDANCES, 'pending'].map((a) => ({ label: t(`train.attendances.${a}`), value: a })),
        },
        slot: (r) => t(`train.attendances.${r.attendance ?? 'pending'}`),
      },
      { key: 'score', name: t('train.score'), width: 80, sortable: true, slot: (r) => orDash(r.score) },
      {
        key: 'passed',
        name: t('train.passedLabel'),
        width: 90,
        filter: { type: 'select', options: yesNoOptions(t) },
        slot: (r) => orDash(r.passedText),
      },
      { key: 'validUntil', name: t('train.validUntil'), width: 110, slot: (r) => orDash(r.validUntil) },
      {
        key: 'actions',
        name: t('common.actions'),
        width: 90,
        fixed: 'right',
        slot: (r) =>
          editable ? (
            <Button type="link" size="small" onClick={() => setRecording(r)} data-testid="train-record">
              {t('train.record')}
            </Button>
          ) : null,
      },
    ],
    [t, employee, editable],
  );
  return (
    <>
      <ListPage<TTrainParticipationRow>
        testId="train-participation-list"
        queryKey={trainKeys.participation}
        hint={t('train.participationHint')}
        actions={
          editable && (
            <Button icon={<ImportOutlined />} onClick={() => setImporting(true)} data-testid="train-import">
              {t('train.import')}
            </Button>
          )
        }
        exportTo={{ path: TrainPaths.exportParticipationPageList, title: 'route.trainParticipation', file: '培训出勤' }}
        columns={columns}
        request={getTrainParticipation}
      />
      {recording && <RecordModal row={recording} onClose={() => setRecording(null)} />}
      <ParticipationImport open={importing} onClose={() => setImporting(false)} />
    </>
  );
}

function RecordModal({ row, onClose }: { row: TTrainParticipationRow; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<{ attendance: 'attended' | 'absent'; score?: number | null; passed: boolean }>();
  const attendance = Form.useWatch('attendance', form);
  const save = useMutation({
    mutationFn: (v: { attendance: 'attended' | 'absent'; score?: number | null; passed: boolean }) =>
      saveParticipation([
        {
          id: row.id,
          attendance: v.attendance,
          score: v.attendance === 'absent' ? null : (v.score ?? null),
          passed: v.attendance === 'absent' ? false : Boolean(v.passed),
        },
      ]),
    onSuccess: async () => {
      toastSuccess(t('train.saved'));
      await queryClient.invalidateQueries({ queryKey: trainKeys.all });
      onClose();
    },
  });
  return (
    <Modal
      open
      title={t('train.recordTitle', { name: row.employeeLabel })}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={save.isPending}
      okButtonProps={{ 'data-testid': 'train-record-save' } as Record<string, string>}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ attendance: row.attendance ?? 'attended', score: row.score, passed: row.passed ?? true }}
        onFinish={(v) => save.mutate(v)}
      >
        <Form.Item name="attendance" label={t('train.attendance')}>
          <Radio.Group
            optionType="button"
            options={TRAIN_ATTENDANCES.map((a) => ({ label: t(`train.attendances.${a}`), value: a }))}
            data-testid="train-record-attendance"
          />
        </Form.Item>
        {attendance !== 'absent' && (
          <>
            <Form.Item name="score" label={t('train.score')}>
              <InputNumber min={0} max={100} step={0.5} style={{ width: 140 }} data-testid="train-record-score" />
            </Form.Item>
            <Form.Item name="passed" label={t('train.passedLabel')} valuePropName="checked">
              <Switch data-testid="train-record-passed" />
            </Form.Item>
          </>
        )}
      </Form>
    </Modal>
  );
}

function ParticipationImport({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [sessionId, setSessionId] = useState<number | undefined>();
  const sessions = useQuery({
    queryKey: [...trainKeys.sessions, 'held'],
    queryFn: () =>
      getTrainSessions({
        pageIndex: 1,
        pageSize: 100,
        filters: { sessionDate: { search: null, searchTwo: businessToday(), isSearch: true } },
      }),
    enabled: open,
  });
  return (
    <ImportDialog
      open={open}
      onClose={onClose}
      title={t('train.importTitle')}
      rules={t('train.importRules', { columns: TRAIN_IMPORT_HEADERS.join('、') })}
      before={
        <Select
          style={{ width: '100%' }}
          placeholder={t('train.importSession')}
          showSearch
          optionFilterProp="label"
          value={sessionId}
          onChange={setSessionId}
          options={(sessions.data?.list ?? []).map((s) => ({
            label: `${s.sessionDate} ${s.projectName}（${s.orgUnitName}）`,
            value: s.id,
          }))}
          data-testid="train-import-session"
        />
      }
      ready={Boolean(sessionId)}
      template={() => downloadParticipationTemplate(sessionId as number)}
      send={(file) => importParticipation(sessionId as number, file)}
      onImported={async (count) => {
        toastSuccess(t('train.imported', { count }));
        await queryClient.invalidateQueries({ queryKey: trainKeys.all });
      }}
      testId="train-import"
    />
  );
}

function Overdue() {
  const { t } = useTranslation();
  const employee = usePerEmployeeColumns<TTrainOverdueRow>();
  const projects = useQuery({ queryKey: trainKeys.projectOptions, queryFn: getTrainProjectOptions });
  const columns = useMemo<DataColumn<TTrainOverdueRow>[]>(
    () => [
      ...employee.filter((c) => c.key !== 'employeeStatus'),
      { key: 'positionName', name: t('train.position'), width: 110, slot: (r) => r.positionName },
      {
        key: 'projectId',
        name: t('train.overdueProjects'),
        width: 260,
        filter: {
          type: 'select',
          options: (projects.data ?? []).filter((p) => p.status === 1).map((p) => ({ label: p.name, value: p.id })),
        },
        slot: (r) => r.overdueProjects,
      },
    ],
    [t, employee, projects.data],
  );
  return (
    <ListPage<TTrainOverdueRow>
      testId="train-overdue-list"
      queryKey={trainKeys.overdue}
      hint={t('train.overdueHint')}
      exportTo={{ path: TrainPaths.exportOverduePageList, title: 'route.trainParticipation', file: '必修培训未完成' }}
      columns={columns}
      request={getTrainOverdue}
    />
  );
}
