import {
  DEFAULT_PAGE_SIZE,
  RETENTION_STATE_TEXT,
  RETENTION_STATES,
  type TRetentionListRequest,
  type TRetentionRow,
  type TRetentionState,
  ZHoldPersonalDataSchema,
} from '@hris/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Button,
  type ButtonProps,
  Card,
  Empty,
  Form,
  Input,
  Segmented,
  Space,
  Table,
  type TableColumnsType,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getRetentionList, holdPersonalData, privacyKeys, releasePersonalDataHold } from '../../api/privacy';
import { RecordDialog } from '../../components/SaveForm';
import { modal, toastSuccess } from '../../feedback';
import { formatDateTime } from '../../utils/date';
import { orDash } from '../../utils/text';

const STATE_COLOR: Record<TRetentionState, string> = { due: 'orange', held: 'blue', anonymised: 'default' };

/** The limits of 保留原因, as ZHoldPersonalDataSchema checks them (after trimming). */
const REASON_MIN = 2;
const REASON_MAX = 200;

/** 待匿名化 / 争议保留 / 已匿名化 in the interface language. */
function useStateText() {
  const { i18n } = useTranslation();
  const en = i18n.language.startsWith('en');
  return (state: TRetentionState) => RETENTION_STATE_TEXT[state][en ? 'en' : 'zh'];
}

/**
 * 保留期限: the leavers past the personal-data retention, by state — 待匿名化 (whom the next daily run
 * anonymises: its dry run), 争议保留 (kept for a labour dispute) and 已匿名化 — with the hold and its
 * release.
 */
export function RetentionList({ editable }: { editable: boolean }) {
  const { t } = useTranslation();
  const stateText = useStateText();
  const queryClient = useQueryClient();
  const [state, setState] = useState<TRetentionState>('due');
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState({ index: 1, size: DEFAULT_PAGE_SIZE });
  const [holding, setHolding] = useState<TRetentionRow | null>(null);
  const request: TRetentionListRequest = {
    state,
    pageIndex: page.index,
    pageSize: page.size,
    ...(keyword ? { keyword } : {}),
  };
  const list = useQuery({
    queryKey: privacyKeys.retentionList(request),
    queryFn: () => getRetentionList(request),
    placeholderData: keepPreviousData,
  });
  const release = useMutation({
    mutationFn: (row: TRetentionRow) => releasePersonalDataHold(row.employeeRef),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: privacyKeys.retention });
      toastSuccess(t('system.privacyLog.retention.released'));
    },
  });

  const confirmRelease = (row: TRetentionRow) =>
    modal().confirm({
      title: t('system.privacyLog.retention.releaseTitle', { name: row.name, employeeId: row.employeeId }),
      content: t('system.privacyLog.retention.releaseContent'),
      okText: t('system.privacyLog.retention.release'),
      cancelText: t('common.cancel'),
      okButtonProps: { danger: true, 'data-testid': 'retention-release-confirm' } as ButtonProps,
      // A refusal is shown by the request's own message; the dialog closes either way.
      onOk: () => release.mutateAsync(row).catch(() => undefined),
    });

  const columns: TableColumnsType<TRetentionRow> = [
    { key: 'employeeId', title: t('system.privacyLog.retention.employeeId'), dataIndex: 'employeeId', width: 110 },
    { key: 'name', title: t('system.privacyLog.retention.name'), dataIndex: 'name', width: 110 },
    { key: 'orgName', title: t('system.privacyLog.retention.orgName'), dataIndex: 'orgName', width: 180 },
    {
      key: 'leaveDate',
      title: t('system.privacyLog.retention.leaveDate'),
      width: 110,
      render: (_, r) => orDash(r.leaveDate),
    },
    {
      key: 'dueDate',
      title: t('system.privacyLog.retention.dueDate'),
      width: 110,
      render: (_, r) => orDash(r.dueDate),
    },
    {
      key: 'state',
      title: t('system.privacyLog.retention.state'),
      width: 110,
      render: (_, r) => <Tag color={STATE_COLOR[r.state]}>{stateText(r.state)}</Tag>,
    },
    ...(state === 'held'
      ? ([
          {
            key: 'holdReason',
            title: t('system.privacyLog.retention.holdReason'),
            width: 240,
            ellipsis: true,
            render: (_, r) => orDash(r.holdReason),
          },
          {
            key: 'holdBy',
            title: t('system.privacyLog.retention.holdBy'),
            width: 110,
            render: (_, r) => orDash(r.holdBy),
          },
          {
            key: 'holdTime',
            title: t('system.privacyLog.retention.holdTime'),
            width: 170,
            render: (_, r) => orDash(formatDateTime(r.holdTime)),
          },
        ] satisfies TableColumnsType<TRetentionRow>)
      : []),
    ...(state === 'anonymised'
      ? ([
          {
            key: 'anonymisedTime',
            title: t('system.privacyLog.retention.anonymisedTime'),
            width: 170,
            render: (_, r) => orDash(formatDateTime(r.anonymisedTime)),
          },
        ] satisfies TableColumnsType<TRetentionRow>)
      : []),
    ...(state === 'anonymised' || !editable
      ? []
      : ([
          {
            key: 'actions',
            title: t('system.privacyLog.retention.actions'),
            width: 110,
            fixed: 'right',
            // By the row's own state: rows of the state left stay on screen until the new ones come.
            render: (_, r) =>
              r.state === 'due' ? (
                <Button type="link" size="small" onClick={() => setHolding(r)} data-testid="retention-hold">
                  {t('system.privacyLog.retention.hold')}
                </Button>
              ) : r.state === 'held' ? (
                <Button
                  type="link"
                  size="small"
                  danger
                  onClick={() => confirmRelease(r)}
                  data-testid="retention-release"
                >
                  {t('system.privacyLog.retention.release')}
                </Button>
              ) : null,
          },
        ] satisfies TableColumnsType<TRetentionRow>)),
  ];

  return (
    <Card variant="borderless" data-testid="privacy-retention">
      <Typography.Paragraph type="secondary" data-testid="privacy-retention-hint">
        {list.data ? t('system.privacyLog.retention.hint', { years: list.data.retentionYears }) : null}
      </Typography.Paragraph>
      <div className="hris-toolbar">
        <Segmented<TRetentionState>
          value={state}
          onChange={(value) => {
            setState(value);
            setPage((p) => ({ ...p, index: 1 }));
          }}
          options={RETENTION_STATES.map((value) => ({ value, label: stateText(value) }))}
          name="retention-state"
          aria-label={t('system.privacyLog.retention.state')}
          data-testid="retention-state"
        />
        <Space wrap className="hris-toolbar__end">
          <Input.Search
            allowClear
            maxLength={32}
            placeholder={t('system.privacyLog.retention.keywordPlaceholder')}
            aria-label={t('system.privacyLog.retention.keyword')}
            onSearch={(value) => {
              setKeyword(value.trim());
              setPage((p) => ({ ...p, index: 1 }));
            }}
            style={{ width: 240 }}
            data-testid="retention-keyword"
          />
        </Space>
      </div>
      <Table<TRetentionRow>
        rowKey="employeeRef"
        size="middle"
        columns={columns}
        dataSource={list.data?.list ?? []}
        loading={list.isFetching}
        scroll={{ x: 'max-content' }}
        locale={{
          emptyText: (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(`system.privacyLog.retention.empty.${state}`)} />
          ),
        }}
        pagination={{
          current: page.index,
          pageSize: page.size,
          total: list.data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (total) => t('table.total', { total }),
          onChange: (index, size) => setPage({ index: size !== page.size ? 1 : index, size }),
        }}
        data-testid="retention-list"
      />
      {holding && <HoldDialog row={holding} onClose={() => setHolding(null)} />}
    </Card>
  );
}

/** 争议保留: why the person's data is kept past the retention (2–200 characters). */
function HoldDialog({ row, onClose }: { row: TRetentionRow; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <RecordDialog<typeof ZHoldPersonalDataSchema, null, { reason?: string }>
      title={t('system.privacyLog.retention.holdTitle', { name: row.name, employeeId: row.employeeId })}
      request={{ schema: ZHoldPersonalDataSchema, save: holdPersonalData, invalidates: privacyKeys.retention }}
      saved={t('system.privacyLog.retention.held')}
      toBody={(v) => ({ employeeRef: row.employeeRef, reason: v.reason ?? '' })}
      onClose={onClose}
      okText={t('system.privacyLog.retention.hold')}
      cancelText={t('common.cancel')}
      okTestId="retention-hold-confirm"
      data-testid="retention-hold-form"
    >
      <Typography.Paragraph type="secondary">{t('system.privacyLog.retention.holdNotice')}</Typography.Paragraph>
      <Form.Item
        name="reason"
        label={t('system.privacyLog.retention.holdReason')}
        required
        rules={[
          {
            validator: async (_rule, value: unknown) => {
              const reason = typeof value === 'string' ? value.trim() : '';
              if (reason === '') throw new Error(t('system.privacyLog.retention.reasonRequired'));
              if (reason.length < REASON_MIN)
                throw new Error(t('system.privacyLog.retention.reasonTooShort', { min: REASON_MIN }));
              if (reason.length > REASON_MAX)
                throw new Error(t('system.privacyLog.retention.reasonTooLong', { max: REASON_MAX }));
            },
          },
        ]}
      >
        <Input.TextArea
          rows={3}
          maxLength={REASON_MAX}
          showCount
          placeholder={t('system.privacyLog.retention.reasonPlaceholder')}
          data-testid="retention-hold-reason"
        />
      </Form.Item>
    </RecordDialog>
  );
}
