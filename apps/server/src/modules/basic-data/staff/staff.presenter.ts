import {
  CONTRACT_TYPE_TEXT,
  EMPLOYEE_HISTORY_KIND_TEXT,
  EMPLOYEE_STATUS_TEXT,
  EMPLOYEE_TYPE_TEXT,
  employeeLabel,
  FilePaths,
  GENDER_TEXT,
  maskIdentityNumber,
  PROCESSES,
  PUNISHMENT_TEXT,
  SALARY_BASIS_TEXT,
  THREE_PERIOD_KIND_TEXT,
  TRANSFER_SIGN_STATUS_TEXT,
  type TStaffDetail,
  type TStaffRow,
} from '@hris/contract';
import type { employeeHistory } from '../../../db/schema';
import type * as contractRepo from '../contract/contract.repository';
import type * as performanceRepo from '../performance/performance.repository';
import { salaryFigures } from '../salary/salary.presenter';
import type * as salaryRepo from '../salary/salary.repository';
import type * as threePeriodsRepo from '../three-periods/three-periods.repository';
import type * as violationRepo from '../violation/violation.repository';
import type * as repo from './staff.repository';

export const statusText = (status: number) => EMPLOYEE_STATUS_TEXT[status]?.zh ?? String(status);

export function presentStaffRow(row: repo.StaffRow, options: { showIdentity: boolean }): TStaffRow {
  return {
    id: row.id,
    employeeId: row.employeeId,
    name: row.name,
    label: employeeLabel(row.name, row.employeeId),
    gender: row.gender,
    genderText: GENDER_TEXT[row.gender],
    employeeType: row.employeeType,
    employeeTypeText: EMPLOYEE_TYPE_TEXT[row.employeeType],
    status: row.status,
    statusText: statusText(row.status),
    shopCode: row.shopCode,
    shopName: row.shopName,
    regionName: row.regionName,
    orgUnitName: row.orgUnitName,
    positionId: row.positionId,
    positionName: row.positionName,
    rank: row.rank,
    entryDate: row.entryDate,
    contractEndDate: row.contractEndDate,
    probationEndDate: row.probationEndDate,
    phone: row.phone,
    email: row.email,
    identityNumber: options.showIdentity ? row.identityNumber : maskIdentityNumber(row.identityNumber),
    // Every answer is masked on its way out (http/personal-data.ts); SensitiveData reveals one value.
    identityMasked: true,
  };
}

const HISTORY_FIELD_TEXT: Record<string, string> = {
  status: '状态',
  shopId: '门店',
  orgUnitId: '所属组织',
  positionId: '岗位',
  rank: '职级',
  contractEndDate: '合同结束日期',
  probationEndDate: '试用期结束日期',
  regularDate: '转正日期',
  lastWorkingDay: '最后工作日',
  dimissionType: '离职类型',
  dimissionReason: '离职原因',
  dimissionResetReason: '具体原因',
  dishonorableDischarge: '永不录用',
  dishonorableRemark: '永不录用说明',
};

/** History values are codes (status digits, shop / position / org-unit codes); this names them. */
function historyText(field: string, value: string | null, names: Map<string, string>): string | null {
  if (value == null) return null;
  switch (field) {
    case 'status':
      return statusText(Number(value));
    case 'shopId':
      return names.has(`shop:${value}`) ? `${names.get(`shop:${value}`)}（${value}）` : value;
    case 'positionId':
      return names.get(`position:${value}`) ?? value;
    case 'orgUnitId':
      return names.get(`unit:${value}`) ?? value;
    default:
      return value;
  }
}

const WORK_STATUS_TEXT: Record<string, string> = { running: '进行中', finished: '已完成', stopped: '已终止' };

export interface StaffDetailParts {
  row: repo.StaffRow;
  showIdentity: boolean;
  history: (typeof employeeHistory.$inferSelect)[];
  names: Map<string, string>;
  processes: Awaited<ReturnType<typeof repo.findProcesses>>;
  account: Awaited<ReturnType<typeof repo.findAccount>>;
  attachments: Awaited<ReturnType<typeof repo.findAttachments>>;
  contracts: Awaited<ReturnType<typeof contractRepo.findContractsOfEmployee>>;
  violations: Awaited<ReturnType<typeof violationRepo.findViolationsOfEmployee>>;
  performances: Awaited<ReturnType<typeof performanceRepo.findPerformanceOfEmployee>>;
  threePeriods: Awaited<ReturnType<typeof threePeriodsRepo.findPeriodsOfEmployee>>;
  /** Null when the caller may not see salaries. */
  salaries: Awaited<ReturnType<typeof salaryRepo.findSalaryOfEmployee>> | null;
  placementLocked: boolean;
  statusLocked: boolean;
}

const routeUrl = (id: number) => `${FilePaths.downloadFile}?attachmentId=${id}`;

export function presentStaffDetail(p: StaffDetailParts): TStaffDetail {
  const { row } = p;
  return {
    ...presentStaffRow(row, { showIdentity: p.showIdentity }),
    placementLocked: p.placementLocked,
    statusLocked: p.statusLocked,
    version: row.version,
    birthDate: row.birthDate,
    orgUnitId: row.orgUnitId,
    shopId: row.shopId,
    probationBeginDate: row.probationBeginDate,
    probationEndDate: row.probationEndDate,
    regularDate: row.regularDate,
    contractBeginDate: row.contractBeginDate,
    leaveDate: row.leaveDate,
    leaveType: row.leaveType,
    dishonorableDischarge: row.dishonorableDischarge,
    account: p.account,
    history: p.history.map((h) => ({
      id: h.id,
      kind: h.kind,
      kindText: EMPLOYEE_HISTORY_KIND_TEXT[h.kind].zh,
      field: h.field,
      fieldText: HISTORY_FIELD_TEXT[h.field] ?? h.field,
      oldValue: h.oldValue,
      newValue: h.newValue,
      oldText: historyText(h.field, h.oldValue, p.names),
      newText: historyText(h.field, h.newValue, p.names),
      effectiveDate: h.effectiveDate,
      remark: h.remark,
      createdTime: h.createdAt.toISOString(),
    })),
    processes: p.processes.map((w) => ({
      workId: w.workId,
      flowId: w.flowId,
      flowName: PROCESSES.find((f) => f.flowId === w.flowId)?.name ?? String(w.flowId),
      status: w.status,
      statusText: WORK_STATUS_TEXT[w.status] ?? w.status,
      startedTime: w.startedAt.toISOString(),
      finishedTime: w.finishedAt?.toISOString() ?? null,
    })),
    contracts: p.contracts.map((c) => ({
      id: c.id,
      contractType: c.contractType,
      contractTypeText: CONTRACT_TYPE_TEXT[c.contractType],
      sequence: c.sequence,
      beginDate: c.beginDate,
      endDate: c.endDate,
      isThreePeriods: c.isThreePeriods,
      transferSignStatus: c.transferSignStatus,
      transferSignStatusText: TRANSFER_SIGN_STATUS_TEXT[c.transferSignStatus] ?? String(c.transferSignStatus),
    })),
    violations: p.violations.map((v) => ({
      id: v.id,
      violationDate: v.violationDate,
      punishment: v.punishment,
      punishmentText: PUNISHMENT_TEXT[v.punishment],
      description: v.description,
    })),
    performances: p.performances.map((r) => ({
      id: r.id,
      period: r.period,
      grade: r.grade,
      score: r.score,
      reviewer: r.reviewer,
    })),
    threePeriods: p.threePeriods.map((t) => ({
      id: t.id,
      kind: t.kind,
      kindText: THREE_PERIOD_KIND_TEXT[t.kind],
      beginDate: t.beginDate,
      endDate: t.endDate,
      childBirthDate: t.childBirthDate,
    })),
    salaryVisible: p.salaries !== null,
    salaryChanges: (p.salaries ?? []).map((s) => {
      const { amount, previousAmount } = salaryFigures(s);
      return {
        id: s.id,
        effectiveDate: s.effectiveDate,
        basis: s.basis,
        basisText: SALARY_BASIS_TEXT[s.basis] ?? String(s.basis),
        amount,
        previousAmount,
        reason: s.reason,
      };
    }),
    attachments: [
      ...p.attachments.own.map((a) => ({
        id: a.id,
        fileName: a.fileName,
        routeUrl: routeUrl(a.id),
        byteLength: a.byteLength,
        source: '员工资料',
      })),
      ...p.attachments.ofViolations.map((a) => ({
        id: a.id,
        fileName: a.fileName,
        routeUrl: routeUrl(a.id),
        byteLength: a.byteLength,
        source: `违纪记录（${a.violationDate}）`,
      })),
    ],
  };
}
