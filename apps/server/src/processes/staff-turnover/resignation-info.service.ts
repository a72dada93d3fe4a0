import type { TFinishedResignation, TFinishedResignationPage, TResignationInfo } from '@hris/contract';
import { businessToday, findProcess, formatFlowNo } from '@hris/contract';
import type { Db } from '../../db/client';
import { work } from '../../db/schema';
import type { AuthContext } from '../../http/auth-context';
import { scopeWhere } from '../../http/scope';
import { findTargetEmployee } from '../shared/target';
import { resignationFacts } from './facts';
import * as repo from './resignation-info.repository';

const text = (value: unknown) => (typeof value === 'string' ? value : value == null ? '' : String(value));

/** Active employees, and resigning ones (a resignation is running: the form names it). */
const LEAVING_STATES = [1, 4] as const;

/** What the start forms of 员工离职 (15) and 离职信息变更 (28) read. */
export class StaffTurnoverService {
  constructor(
    private readonly db: Db,
    private readonly clock: () => Date,
  ) {}

  /** The leaver as Basic data says today: what the server will write into the resignation's form. */
  async resignationInfo(auth: AuthContext, employeeId: string): Promise<TResignationInfo> {
    const person = await findTargetEmployee(this.db, auth, employeeId, LEAVING_STATES);
    const facts = await resignationFacts(this.db, person.id, businessToday(this.clock()));
    const running = await repo.findRunningResignation(this.db, person.id);
    return {
      employeeId: facts.employeeId,
      employeeName: facts.employeeName,
      status: facts.status,
      shopCode: facts.shopCode,
      shopName: facts.shopName,
      regionName: facts.regionName,
      positionName: facts.positionName,
      entryDate: facts.entryDate,
      contractEndDay: facts.contractEndDay,
      isThreePeriodsTitle: facts.threePeriodEndDay ? '是' : '否',
      threePeriodEndDay: facts.threePeriodEndDay,
      isUser: facts.userId != null,
      runningFlowNo: running ? formatFlowNo(15, running.id) : '',
    };
  }

  /** Finished resignations in the caller's scope, each with why flow 28 cannot start from it now: its picker. */
  async finishedResignations(
    auth: AuthContext,
    request: { search?: string; pageIndex: number; pageSize: number },
  ): Promise<TFinishedResignationPage> {
    const { pageIndex, pageSize } = request;
    const { total, rows } = await repo.findFinishedResignations(this.db, {
      scope: scopeWhere(auth, { orgPath: work.orgPath, employeeRef: work.targetEmployeeRef }),
      search: request.search,
      offset: (pageIndex - 1) * pageSize,
      limit: pageSize,
    });
    const list = rows.map((r): TFinishedResignation => {
      const f = (r.formData ?? {}) as Record<string, unknown>;
      return {
        workId: r.id,
        flowNo: formatFlowNo(15, r.id),
        employeeId: r.employeeId,
        employeeName: r.employeeName,
        shopCode: r.shopCode ?? text(f.shopCode),
        shopName: text(f.shopName),
        dimissionType: text(f.dimissionType),
        dimissionReason: text(f.dimissionReason),
        dimissionResetReason: text(f.dimissionResetReason),
        lastWorkingDay: text(f.lastWorkingDay),
        dishonorableDischarge: f.dishonorableDischarge === 1 ? 1 : 0,
        dishonorableRemark: text(f.dishonorableRemark),
        finishedTime: r.finishedAt?.toISOString() ?? '',
        blocked:
          r.runningChangeId !== null
            ? { runningFlowNo: formatFlowNo(28, r.runningChangeId), runningFlowName: findProcess(28)?.name ?? '' }
            : r.employeeStatus !== 0 && r.employeeStatus !== 4
              ? { status: r.employeeStatus }
              : null,
      };
    });
    return { list, total };
  }
}
