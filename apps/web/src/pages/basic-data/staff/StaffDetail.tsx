import { EmployeeStatus, type TStaffDetail } from '@hris/contract';
import { Card, Empty, Space, Tabs, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getStaffDetail } from '../../../api/basic-data';
import { bdKeys } from '../../../api/keys';
import { AttachmentList } from '../../../components/AttachmentList';
import { EditButton } from '../../../components/EditAccess';
import { DetailGrid, RecordPage, RelatedTable } from '../../../components/RecordPage';
import { SensitiveValue } from '../../../components/SensitiveValue';
import { DimissionProofButton } from '../../../processes/staff-turnover/Documents';
import { pagePath } from '../../../router/paths';
import { dateText, formatDateTime } from '../../../utils/date';
import { orDash } from '../../../utils/text';
import { SalaryFigure } from '../salary/SalaryFigure';
import { EmployeeStatusTag, shopText } from '../shared/employee-columns';
import { contractColumns } from '../shared/record-items';
import { EnabledTag, PUNISHMENT_COLOR, YesTag } from '../shared/tags';
import { StaffAccessLog } from './StaffAccessLog';
import { StaffProcessLinks } from './StaffProcessLinks';
import '../shared/i18n';
import { StaffTraining } from '../../train/StaffTraining';

type Staff = TStaffDetail;

const range = (begin: string | null, end: string | null) =>
  begin || end ? `${dateText(begin)} ~ ${dateText(end)}` : '—';

/** 员工详情: all data of one person, with the history of processes, contracts, violations, salary. */
export default function StaffDetailPage() {
  return (
    <RecordPage queryKey={bdKeys.record('staffDetail')} fetch={getStaffDetail}>
      {(staff) => <StaffDetailView staff={staff} />}
    </RecordPage>
  );
}

function StaffDetailView({ staff }: { staff: Staff }) {
  const { t } = useTranslation();
  const yesNo = (value: boolean) => (value ? t('common.yes') : t('common.no'));

  const basic = (
    <DetailGrid
      testId="staff-basic"
      items={[
        { key: 'employeeId', label: t('bd.staff.employeeId'), children: staff.employeeId },
        { key: 'name', label: t('bd.staff.name'), children: staff.name },
        { key: 'gender', label: t('bd.staff.gender'), children: staff.genderText },
        { key: 'status', label: t('bd.staff.status'), children: <EmployeeStatusTag status={staff.status} /> },
        { key: 'type', label: t('bd.staff.employeeType'), children: staff.employeeTypeText },
        {
          key: 'identity',
          label: t('bd.staff.identityNumber'),
          children: (
            <SensitiveValue
              value={staff.identityNumber}
              subject="employee"
              id={staff.id}
              field="identityNumber"
              label={t('bd.staff.identityNumber')}
              testId="staff-identity"
            />
          ),
        },
        { key: 'birthDate', label: t('bd.staff.birthDate'), children: dateText(staff.birthDate) },
        {
          key: 'phone',
          label: t('bd.staff.phone'),
          children: (
            <SensitiveValue
              value={staff.phone}
              subject="employee"
              id={staff.id}
              field="phone"
              label={t('bd.staff.phone')}
              testId="staff-phone"
            />
          ),
        },
        { key: 'email', label: t('bd.staff.email'), children: orDash(staff.email) },
        { key: 'shop', label: t('bd.staff.shop'), children: shopText(staff) },
        { key: 'region', label: t('bd.staff.region'), children: orDash(staff.regionName) },
        { key: 'orgUnit', label: t('bd.staff.orgUnit'), children: staff.orgUnitName },
        { key: 'position', label: t('bd.staff.position'), children: staff.positionName },
        { key: 'rank', label: t('bd.staff.rank'), children: orDash(staff.rank) },
        { key: 'entryDate', label: t('bd.staff.entryDate'), children: dateText(staff.entryDate) },
        {
          key: 'probation',
          label: t('bd.staff.probation'),
          children: range(staff.probationBeginDate, staff.probationEndDate),
        },
        ...(staff.regularDate
          ? [{ key: 'regularDate', label: t('bd.staff.regularDate'), children: dateText(staff.regularDate) }]
          : []),
        {
          key: 'contract',
          label: t('bd.staff.contractPeriod'),
          children: range(staff.contractBeginDate, staff.contractEndDate),
        },
        { key: 'leaveDate', label: t('bd.staff.leaveDate'), children: dateText(staff.leaveDate) },
        ...(staff.leaveType ? [{ key: 'leaveType', label: t('bd.staff.leaveType'), children: staff.leaveType }] : []),
        { key: 'dishonorable', label: t('bd.staff.dishonorable'), children: yesNo(staff.dishonorableDischarge === 1) },
        {
          key: 'account',
          label: t('bd.staff.account'),
          span: 'filled',
          children: staff.account ? (
            <span data-testid="staff-account">
              {staff.account.account} <EnabledTag enabled={staff.account.isEnabled} />
            </span>
          ) : (
            '—'
          ),
        },
      ]}
    />
  );

  const history = (
    <>
      <RelatedTable
        title={t('bd.staff.processes')}
        rows={staff.processes}
        rowKey="workId"
        columns={[
          { key: 'workId', dataIndex: 'workId', title: t('bd.staff.workId'), width: 90 },
          { key: 'flowName', dataIndex: 'flowName', title: t('bd.staff.flowName') },
          { key: 'statusText', dataIndex: 'statusText', title: t('bd.staff.processStatus'), width: 110 },
          {
            key: 'startedTime',
            title: t('bd.staff.startedTime'),
            width: 160,
            render: (_: unknown, r) => formatDateTime(r.startedTime),
          },
          {
            key: 'finishedTime',
            title: t('bd.staff.finishedTime'),
            width: 160,
            render: (_: unknown, r) => formatDateTime(r.finishedTime) || '—',
          },
        ]}
      />
      <RelatedTable
        title={t('bd.staff.changes')}
        rows={staff.history}
        rowKey="id"
        testId="staff-history"
        columns={[
          {
            key: 'effectiveDate',
            title: t('bd.staff.effectiveDate'),
            width: 120,
            render: (_: unknown, r) => dateText(r.effectiveDate),
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
    <RelatedTable
      rows={staff.contracts}
      rowKey="id"
      testId="staff-contracts"
      columns={[
        ...contractColumns<Staff['contracts'][number]>(t),
        {
          key: 'isThreePeriods',
          title: t('bd.contract.threePeriods'),
          render: (_: unknown, r) => <YesTag value={r.isThreePeriods} />,
        },
        { key: 'transferSignStatusText', dataIndex: 'transferSignStatusText', title: t('bd.contract.transferSign') },
      ]}
    />
  );

  const violations = (
    <RelatedTable
      rows={staff.violations}
      rowKey="id"
      columns={[
        {
          key: 'violationDate',
          title: t('bd.violation.date'),
          width: 120,
          render: (_: unknown, r) => (
            <Link to={pagePath('violationDetail', { id: r.id })}>{dateText(r.violationDate)}</Link>
          ),
        },
        {
          key: 'punishment',
          title: t('bd.violation.punishment'),
          width: 160,
          render: (_: unknown, r) => <Tag color={PUNISHMENT_COLOR[r.punishment]}>{r.punishmentText}</Tag>,
        },
        { key: 'description', dataIndex: 'description', title: t('bd.violation.description'), ellipsis: true },
      ]}
    />
  );

  const salary = staff.salaryVisible ? (
    <RelatedTable
      rows={staff.salaryChanges}
      rowKey="id"
      columns={[
        {
          key: 'effectiveDate',
          title: t('bd.salary.effectiveDate'),
          width: 120,
          render: (_: unknown, r) => dateText(r.effectiveDate),
        },
        { key: 'basisText', dataIndex: 'basisText', title: t('bd.salary.basis'), width: 110 },
        {
          key: 'previousAmount',
          title: t('bd.salary.previousAmount'),
          align: 'right',
          render: (_: unknown, r) => (
            <SalaryFigure
              change={r}
              field="previousAmount"
              label={t('bd.salary.previousAmount')}
              testId={`staff-salary-previousAmount-${r.id}`}
            />
          ),
        },
        {
          key: 'amount',
          title: t('bd.salary.amount'),
          align: 'right',
          render: (_: unknown, r) => (
            <SalaryFigure
              change={r}
              field="amount"
              label={t('bd.salary.amount')}
              testId={`staff-salary-amount-${r.id}`}
            />
          ),
        },
        { key: 'reason', dataIndex: 'reason', title: t('bd.salary.reason') },
      ]}
    />
  ) : (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('bd.staff.salaryHidden')} />
  );

  const others = (
    <>
      <RelatedTable
        title={t('bd.staff.performances')}
        rows={staff.performances}
        rowKey="id"
        columns={[
          { key: 'period', dataIndex: 'period', title: t('bd.performance.period') },
          { key: 'grade', dataIndex: 'grade', title: t('bd.performance.grade') },
          {
            key: 'score',
            title: t('bd.performance.score'),
            align: 'right',
            render: (_: unknown, r) => r.score.toFixed(1),
          },
          { key: 'reviewer', dataIndex: 'reviewer', title: t('bd.performance.reviewer') },
        ]}
      />
      <RelatedTable
        title={t('bd.staff.threePeriods')}
        rows={staff.threePeriods}
        rowKey="id"
        columns={[
          {
            key: 'kindText',
            title: t('bd.threePeriods.kind'),
            render: (_: unknown, r) => <Link to={pagePath('threePeriodsDetail', { id: r.id })}>{r.kindText}</Link>,
          },
          { key: 'beginDate', title: t('bd.threePeriods.beginDate'), render: (_: unknown, r) => dateText(r.beginDate) },
          { key: 'endDate', title: t('bd.threePeriods.endDate'), render: (_: unknown, r) => dateText(r.endDate) },
          {
            key: 'childBirthDate',
            title: t('bd.threePeriods.childBirthDate'),
            render: (_: unknown, r) => dateText(r.childBirthDate),
          },
        ]}
      />
    </>
  );

  const count = (n: number) => (n > 0 ? ` (${n})` : '');

  return (
    <Card
      variant="borderless"
      data-testid="staff-detail"
      title={`${staff.label} · ${staff.positionName}`}
      extra={
        <Space size="large">
          <StaffProcessLinks staff={staff} />
          {/* A resigned employee's 离职证明, generated from their finished resignation. */}
          {staff.status === EmployeeStatus.Resigned && <DimissionProofButton employeeId={staff.employeeId} />}
          <EditButton menuCode="StaffList" to={pagePath('staffEdit', { id: staff.id })} testId="staff-edit" />
        </Space>
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
            key: 'training',
            label: t('train.history'),
            children: <StaffTraining employeeId={staff.employeeId} />,
          },
          {
            key: 'attachments',
            label: `${t('bd.staff.tabAttachments')}${count(staff.attachments.length)}`,
            children: <AttachmentList files={staff.attachments} />,
          },
          {
            key: 'accessLog',
            label: t('bd.staff.tabAccessLog'),
            children: <StaffAccessLog employeeRef={staff.id} />,
          },
        ]}
      />
    </Card>
  );
}
