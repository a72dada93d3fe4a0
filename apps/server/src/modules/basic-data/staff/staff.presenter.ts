import {
  type Bilingual,
  EMPLOYEE_HISTORY_KIND_TEXT,
  EMPLOYEE_STATUS_TEXT,
  EMPLOYEE_TYPE_LABEL,
  ENUM_LABELS,
  employeeLabel,
  FilePaths,
  GENDER_LABEL,
  maskIdentityNumber,
  type TStaffDetail,
  type TStaffRow,
} from '@hris/contract';
import type { employeeHistory } from '../../../db/schema';
import { shown, shownEnum } from '../../../http/language';
import { flowNameShown } from '../../../workflow/display-names';
import type * as contractRepo from '../contract/contract.repository';
import type * as performanceRepo from '../performance/performance.repository';
import { salaryFigures } from '../salary/salary.presenter';
import type * as salaryRepo from '../salary/salary.repository';
import type * as threePeriodsRepo from '../three-periods/three-periods.repository';
import type * as violationRepo from '../violation/violation.repository';
import type * as repo from './staff.repository';

export const statusText = (status: number) => shownEnum(EMPLOYEE_STATUS_TEXT, status);

export function presentStaffRow(row: repo.StaffRow, options: { showIdentity: boolean }): TStaffRow {
  return {
    id: row.id,
    employeeId: row.employeeId,
    name: row.name,
    label: employeeLabel(row.name, row.employeeId),
    gender: row.gender,
    genderText: shown(GENDER_LABEL[row.gender]),
    employeeType: row.employeeType,
    employeeTypeText: shown(EMPLOYEE_TYPE_LABEL[row.employeeType]),
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

const HISTORY_FIELD_TEXT: Record<string, Bilingual> = {
  status: { zh: '状态', en: 'Status' },
  shopId: { zh: '门店', en: 'Store' },
  orgUnitId: { zh: '所属组织', en: 'Organisation' },
  positionId: { zh: '岗位', en: 'Position' },
  rank: { zh: '职级', en: 'Rank' },
  contractEndDate: { zh: '合同结束日期', en: 'Contract end date' },
  probationEndDate: { zh: '试用期结束日期', en: 'Probation end date' },
  regularDate: { zh: '转正日期', en: 'Regularisation date' },
  lastWorkingDay: { zh: '最后工作日', en: 'Last working day' },
  dimissionType: { zh: '离职类型', en: 'Resignation type' },
  dimissionReason: { zh: '离职原因', en: 'Resignation reason' },
  dimissionResetReason: { zh: '具体原因', en: 'Specific reason' },
  dishonorableDischarge: { zh: '永不录用', en: 'Never rehire' },
  dishonorableRemark: { zh: '永不录用说明', en: 'Never-rehire note' },
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

const WORK_STATUS_TEXT: Record<string, Bilingual> = {
  running: { zh: '进行中', en: 'In progress' },
  finished: { zh: '已完成', en: 'Completed' },
  stopped: { zh: '已终止', en: 'Terminated' },
};

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
      kindText: shown(EMPLOYEE_HISTORY_KIND_TEXT[h.kind]),
      field: h.field,
      fieldText: shownEnum(HISTORY_FIELD_TEXT, h.field),
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
      flowName: flowNameShown(w.flowId),
      status: w.status,
      statusText: shownEnum(WORK_STATUS_TEXT, w.status),
      startedTime: w.startedAt.toISOString(),
      finishedTime: w.finishedAt?.toISOString() ?? null,
    })),
    contracts: p.contracts.map((c) => ({
      id: c.id,
      contractType: c.contractType,
      contractTypeText: shownEnum(ENUM_LABELS.CONTRACT_TYPE_TEXT, c.contractType),
      sequence: c.sequence,
      beginDate: c.beginDate,
      endDate: c.endDate,
      isThreePeriods: c.isThreePeriods,
      transferSignStatus: c.transferSignStatus,
      transferSignStatusText: shownEnum(ENUM_LABELS.TRANSFER_SIGN_STATUS_TEXT, c.transferSignStatus),
    })),
    violations: p.violations.map((v) => ({
      id: v.id,
      violationDate: v.violationDate,
      punishment: v.punishment,
      punishmentText: shownEnum(ENUM_LABELS.PUNISHMENT_TEXT, v.punishment),
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
      kindText: shownEnum(ENUM_LABELS.THREE_PERIOD_KIND_TEXT, t.kind),
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
        basisText: shownEnum(ENUM_LABELS.SALARY_BASIS_TEXT, s.basis),
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
