import {
  EMPLOYEE_STATUS_TEXT,
  ErrorCode,
  EXPIRING_CONTRACT_DAYS,
  EXPIRING_PROBATION_DAYS,
  employeeLabel,
  msg,
  type TExpiringCounts,
  type TPageRequest,
} from '@hris/contract';
import { eq, type SQL } from 'drizzle-orm';

export { weekRange } from '@hris/contract';

import type { Db } from '../../db/client';
import { employee } from '../../db/schema';
import type { AuthContext } from '../../http/auth-context';
import { AppError, errors } from '../../http/errors';
import { checkListRequest } from '../../http/list-request';
import { scopeWhere } from '../../http/scope';
import { addDays, addMonths } from '../../lists/format';
import { startBlocks } from '../../workflow/startable';
import { presentEmployeeBrief } from './employee.presenter';
import * as repo from './employee.repository';

export interface StartLookup {
  employeeId: string;
  employeeType?: 'store' | 'office';
  employeeState?: number;
  isCanSend?: boolean;
  isSelectRBO?: boolean;
}

export class EmployeeService {
  constructor(private readonly db: Db) {}

  private scope(auth: AuthContext) {
    return scopeWhere(auth, { orgPath: employee.orgPath, employeeRef: employee.id });
  }

  /**
   * Looks up the target of a process a user is about to start: must exist, be in the caller's
   * scope and match the requested type and state. Out-of-scope looks like not found on purpose.
   */
  async lookupForStart(auth: AuthContext, q: StartLookup) {
    const conditions: (SQL | undefined)[] = [this.scope(auth)];
    if (q.employeeType) conditions.push(eq(employee.employeeType, q.employeeType));
    if (q.isSelectRBO) conditions.push(eq(employee.employeeType, 'store'));
    const row = await repo.findByEmployeeId(this.db, q.employeeId, conditions);
    if (!row) throw errors.employeeNumberNotFound(q.employeeId);
    if (q.employeeState !== undefined && row.status !== q.employeeState) {
      throw new AppError(
        ErrorCode.Validation,
        msg('process.statusNamedRefused', {
          employee: employeeLabel(row.name, row.employeeId),
          status: EMPLOYEE_STATUS_TEXT[row.status] ?? String(row.status),
        }),
      );
    }
    return presentEmployeeBrief(row);
  }

  /** By name or number in the caller's scope; with `flowId`, whether that process can be started for each. */
  async search(auth: AuthContext, keyword: string, limit: number, flowId?: number) {
    const rows = await repo.search(this.db, keyword, limit, this.scope(auth));
    const blocks = flowId === undefined ? undefined : await startBlocks(this.db, flowId, rows);
    return rows.map(({ id, name, employeeId, shopCode }) => ({
      name,
      employeeId,
      shopCode,
      ...(blocks ? { blocked: blocks.get(id) ?? null } : {}),
    }));
  }

  /** The new-hire lists sort by entry date only and filter by nothing. */
  checkNewHireQuery(page: TPageRequest) {
    checkListRequest(page, { sorts: ['entryDate'], filters: {} });
  }

  async newHires(auth: AuthContext, range: { from: string; to: string }, page: TPageRequest) {
    this.checkNewHireQuery(page);
    const { rows, total } = await repo.newHires(this.db, range, this.scope(auth), {
      offset: (page.pageIndex - 1) * page.pageSize,
      limit: page.pageSize,
      sortDirection: page.sortDirection,
    });
    return {
      list: rows.map(({ orgPath: _orgPath, entryDate, ...r }) => ({ ...r, entryDate: entryDate ?? '' })),
      total,
    };
  }

  /**
   * The home page's 60天内到期合同 and 30天内试用期到期: active employees of the caller's scope whose
   * contract (probation) ends between `today` and 60 (30) days later, both days included.
   */
  async expiringCounts(auth: AuthContext, today: string): Promise<Omit<TExpiringCounts, 'health' | 'train'>> {
    const contractRange = { from: today, to: addDays(today, EXPIRING_CONTRACT_DAYS) };
    const probationRange = { from: today, to: addDays(today, EXPIRING_PROBATION_DAYS) };
    // Counted only for who may read the dates (the dashboard route is open to HealthOfList too).
    if (!auth.menus.has('EmployeeContract') && !auth.menus.has('StaffList')) {
      return { contractsEnding: null, contractRange, probationsEnding: null, probationRange };
    }
    const { contracts, probations } = await repo.countExpiring(
      this.db,
      { contract: contractRange, probation: probationRange },
      this.scope(auth),
    );
    return { contractsEnding: contracts, contractRange, probationsEnding: probations, probationRange };
  }
}

/** The calendar month of `today` (a business date, YYYY-MM-DD). */
export function monthRange(today: string): { from: string; to: string } {
  const first = `${today.slice(0, 8)}01`;
  return { from: first, to: addDays(addMonths(first, 1), -1) };
}
