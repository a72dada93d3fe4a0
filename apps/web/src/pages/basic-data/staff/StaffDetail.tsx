import { EditOutlined, PaperClipOutlined } from '@ant-design/icons';
import type { TStaffDetail } from '@hris/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Descriptions, Empty, Table, Tabs, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { getStaffDetail } from '../../../api/basic-data';
import { formatBytes } from '../../../utils/bytes';
import { formatDate, formatDateTime } from '../../../utils/date';
import { money, orDash, useEditable } from '../shared/components';
import { PageState } from '../shared/PageState';
import { useIdParam } from '../shared/useIdParam';

type Staff = TStaffDetail;

const date = (v: string | null | undefined) => formatDate(v) || '—';

/** 员工详情: all data of one person, with the history of processes, contracts, violations, salary. */
export default function StaffDetailPage() {
  const id = useIdParam();
  const query = useQuery({
    queryKey: ['bd', 'staffDetail', id],
    queryFn: () => getStaffDetail(id as number),
    enabled: id !== null,
  });
  return (
    <PageState id={id} loading={query.isPending} error={query.isError} backTo="/basicData/staffList">
      {() => <StaffDetailView staff={query.data as Staff} />}
    </PageState>
  );
}

function StaffDetailView({ staff }: { staff: Staff }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const editable = useEditable('StaffList');
  const empty = <Empty description={t('bd.common.none')} />;

  const basic = (
    <Descriptions bordered size="small" column={{ xs: 1, md: 2, xl: 3 }} data-testid="staff-basic">
      <Descriptions.Item label={t('bd.staff.employeeId')}>{staff.employeeId}</Descriptions.Item>
      <Descriptions.Item label={t('bd.staff.name')}>{staff.name}</Descriptions.Item>
      <Descriptions.Item label={t('bd.staff.gender')}>{staff.genderText}</Descriptions.Item>
      <Descriptions.Item label={t('bd.staff.status')}>
        <Tag>{staff.statusText}</Tag>
      </Descriptions.Item>
      <Descriptions.Item label={t('bd.staff.employeeType')}>{staff.employeeTypeText}</Descriptions.Item>
      <Descriptions.Item label={t('bd.staff.identityNumber')}>{staff.identityNumber}</Descriptions.Item>
      <Descriptions.Item label={t('bd.staff.birthDate')}>{date(staff.birthDate)}</Descriptions.Item>
      <Descriptions.Item label={t('bd.staff.phone')}>{orDash(staff.phone)}</Descriptions.Item>
      <Descriptions.Item label={t('bd.staff.email')}>{orDash(staff.email)}</Descriptions.Item>
      <Descriptions.Item label={t('bd.staff.shop')}>
        {staff.shopCode ? `${staff.shopCode} ${staff.shopName ?? ''}` : '—'}
      </Descriptions.Item>
      <Descriptions.Item label={t('bd.staff.region')}>{orDash(staff.regionName)}</Descriptions.Item>
      <Descriptions.Item label={t('bd.staff.orgUnit')}>{staff.orgUnitName}</Descriptions.Item>
      <Descriptions.Item label={t('bd.staff.position')}>{staff.positionName}</Descriptions.Item>
      <Descriptions.Item label={t('bd.staff.rank')}>{orDash(staff.rank)}</Descriptions.Item>
      <Descriptions.Item label={t('bd.staff.entryDate')}>{date(staff.entryDate)}</Descriptions.Item>
      <Descriptions.Item label={t('bd.staff.probation')}>
        {staff.probationBeginDate || staff.probationEndDate
          ? `${date(staff.probationBeginDate)} ~ ${date(staff.probationEndDate)}`
          : '—'}
      </Descriptions.Item>
      <Descriptions.Item label={t('bd.staff.contractPeriod')}>
        {staff.contractBeginDate || staff.contractEndDate
          ? `${date(staff.contractBeginDate)} ~ ${date(staff.contractEndDate)}`
          : '—'}
      </Descriptions.Item>
      <Descriptions.Item label={t('bd.staff.leaveDate')}>{date(staff.leaveDate)}</Descriptions.Item>
      <Descriptions.Item label={t('bd.staff.dishonorable')}>
        {staff.dishonorableDischarge ? t('bd.common.yes') : t('bd.common.no')}
      </Descriptions.Item>
      <Descriptions.Item label={t('bd.staff.account')}>
        {staff.account ? (
          <>
            {staff.account.account}{' '}
            <Tag color={staff.account.isEnabled ? 'green' : 'red'}>
              {staff.account.isEnabled ? t('bd.common.enabled') : t('bd.common.disabled')}
            </Tag>
          </>
        ) : (
          '—'
        )}
      </Descriptions.Item>
    </Descriptions>
  );

  const history = (
    <>
      <h4>{t('bd.staff.processes')}</h4>
      <Table
        size="small"
        rowKey="workId"
        pagination={false}
        dataSource={staff.processes}
        locale={{ emptyText: empty }}
        columns={[
          { key: 'workId', dataIndex: 'workId', title: t('bd.staff.workId'), width: 90 },
          { key: 'flowName', dataIndex: 'flowName', title: t('bd.staff.flowName') },
          { key: 'statusText', dataIndex: 'statusText', title: t('bd.staff.processStatus'), width: 110 },
          {
            key: 'startedTime',
            title: t('bd.staff.startedTime'),
            width: 160,
            render: (_: unknown, r: Staff['processes'][number]) => formatDateTime(r.startedTime),
          },
          {
            key: 'finishedTime',
            title: t('bd.staff.finishedTime'),
            width: 160,
            render: (_: unknown, r: Staff['processes'][number]) => formatDateTime(r.finishedTime) || '—',
          },
        ]}
      />
      <h4 style={{ marginTop: 16 }}>{t('bd.staff.changes')}</h4>
      <Table
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={staff.history}
        locale={{ emptyText: empty }}
        data-testid="staff-history"
        columns={[
          {
            key: 'effectiveDate',
            title: t('bd.staff.effectiveDate'),
            width: 120,
            render: (_: unknown, r) => date(r.effectiveDate),
          },
          { key: 'fieldText', dataIndex: 'fieldText', title: t('bd.staff.changedField'), width: 120 },
          { key: 'old', title: t('bd.staff.oldValue'), render: (_: unknown, r) => orDash(r.oldText ?? r.oldValue) },
          { key: 'new', title: t('bd.staff.newValue'), render: (_: unknown, r) => orDash(r.newText ?? r.newValue) },
          { key: 'remark', title: t('bd.staff.remark'), render: (_: unknown, r) => orDash(r.remark) },
          {
            key: 'createdTime',
            title: t('bd.staff.recordedTime'),
            width: 160,
            render: (_: unknown, r) => formatDateTime(r.createdTime),
          },
        ]}
      />
    </>
  );

  const contracts = (
    <Table
      size="small"
      rowKey="id"
      pagination={false}
      dataSource={staff.contracts}
      locale={{ emptyText: empty }}
      columns={[
        { key: 'sequence', dataIndex: 'sequence', title: t('bd.contract.sequence'), width: 80 },
        { key: 'contractTypeText', dataIndex: 'contractTypeText', title: t('bd.contract.type') },
        { key: 'beginDate', title: t('bd.contract.beginDate'), render: (_: unknown, r) => date(r.beginDate) },
        { key: 'endDate', title: t('bd.contract.endDate'), render: (_: unknown, r) => date(r.endDate) },
        {
          key: 'isThreePeriods',
          title: t('bd.contract.threePeriods'),
          render: (_: unknown, r) =>
            r.isThreePeriods ? <Tag color="magenta">{t('bd.common.yes')}</Tag> : t('bd.common.no'),
        },
        { key: 'transferSignStatusText', dataIndex: 'transferSignStatusText', title: t('bd.contract.transferSign') },
      ]}
    />
  );

  const violations = (
    <Table
      size="small"
      rowKey="id"
      pagination={false}
      dataSource={staff.violations}
      locale={{ emptyText: empty }}
      columns={[
        {
          key: 'violationDate',
          title: t('bd.violation.date'),
          width: 120,
          render: (_: unknown, r) => date(r.violationDate),
        },
        { key: 'punishmentText', dataIndex: 'punishmentText', title: t('bd.violation.punishment'), width: 160 },
        { key: 'description', dataIndex: 'description', title: t('bd.violation.description') },
      ]}
    />
  );

  const salary = staff.salaryVisible ? (
    <Table
      size="small"
      rowKey="id"
      pagination={false}
      dataSource={staff.salaryChanges}
      locale={{ emptyText: empty }}
      columns={[
        {
          key: 'effectiveDate',
          title: t('bd.salary.effectiveDate'),
          width: 120,
          render: (_: unknown, r) => date(r.effectiveDate),
        },
        { key: 'basisText', dataIndex: 'basisText', title: t('bd.salary.basis'), width: 110 },
        {
          key: 'previousAmount',
          title: t('bd.salary.previousAmount'),
          align: 'right',
          render: (_: unknown, r) => money(r.previousAmount),
        },
        { key: 'amount', title: t('bd.salary.amount'), align: 'right', render: (_: unknown, r) => money(r.amount) },
        { key: 'reason', dataIndex: 'reason', title: t('bd.salary.reason') },
      ]}
    />
  ) : (
    <Empty description={t('bd.staff.salaryHidden')} />
  );

  const others = (
    <>
      <h4>{t('bd.staff.performances')}</h4>
      <Table
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={staff.performances}
        locale={{ emptyText: empty }}
        columns={[
          { key: 'period', dataIndex: 'period', title: t('bd.performance.period') },
          { key: 'grade', dataIndex: 'grade', title: t('bd.performance.grade') },
          { key: 'score', dataIndex: 'score', title: t('bd.performance.score'), align: 'right' },
          { key: 'reviewer', dataIndex: 'reviewer', title: t('bd.performance.reviewer') },
        ]}
      />
      <h4 style={{ marginTop: 16 }}>{t('bd.staff.threePeriods')}</h4>
      <Table
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={staff.threePeriods}
        locale={{ emptyText: empty }}
        columns={[
          { key: 'kindText', dataIndex: 'kindText', title: t('bd.threePeriods.kind') },
          { key: 'beginDate', title: t('bd.threePeriods.beginDate'), render: (_: unknown, r) => date(r.beginDate) },
          { key: 'endDate', title: t('bd.threePeriods.endDate'), render: (_: unknown, r) => date(r.endDate) },
          {
            key: 'childBirthDate',
            title: t('bd.threePeriods.childBirthDate'),
            render: (_: unknown, r) => date(r.childBirthDate),
          },
        ]}
      />
    </>
  );

  const attachments =
    staff.attachments.length === 0 ? (
      empty
    ) : (
      <ul className="bd-attachments">
        {staff.attachments.map((file) => (
          <li key={file.id}>
            <PaperClipOutlined />{' '}
            <a href={file.routeUrl} target="_blank" rel="noopener noreferrer">
              {file.fileName}
            </a>{' '}
            <span className="bd-muted">
              {formatBytes(file.byteLength)} · {file.source}
            </span>
          </li>
        ))}
      </ul>
    );

  const count = (n: number) => (n > 0 ? ` (${n})` : '');

  return (
    <Card
      variant="borderless"
      data-testid="staff-detail"
      title={`${staff.label} · ${staff.positionName}`}
      extra={
        editable && (
          <Button
            type="primary"
            icon={<EditOutlined />}
            onClick={() => navigate(`/basicData/staffEdit?id=${staff.id}`)}
            data-testid="staff-edit"
          >
            {t('bd.common.edit')}
          </Button>
        )
      }
    >
      <Tabs
        items={[
          { key: 'basic', label: t('bd.staff.tabBasic'), children: basic },
          {
            key: 'history',
            label: `${t('bd.staff.tabHistory')}${count(staff.processes.length + staff.history.length)}`,
            children: history,
          },
          {
            key: 'contracts',
            label: `${t('bd.staff.tabContracts')}${count(staff.contracts.length)}`,
            children: contracts,
          },
          {
            key: 'violations',
            label: `${t('bd.staff.tabViolations')}${count(staff.violations.length)}`,
            children: violations,
          },
          { key: 'salary', label: `${t('bd.staff.tabSalary')}${count(staff.salaryChanges.length)}`, children: salary },
          {
            key: 'others',
            label: `${t('bd.staff.tabOthers')}${count(staff.performances.length + staff.threePeriods.length)}`,
            children: others,
          },
          {
            key: 'attachments',
            label: `${t('bd.staff.tabAttachments')}${count(staff.attachments.length)}`,
            children: attachments,
          },
        ]}
      />
    </Card>
  );
}
