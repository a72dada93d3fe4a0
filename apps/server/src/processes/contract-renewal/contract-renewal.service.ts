import {
  addDays,
  ErrorCode,
  employeeLabel,
  formatFlowNo,
  msg,
  RENEWAL_CONTRACT_TYPES,
  type RenewalResult,
  type TFinishedRenewal,
  type TRenewalInfo,
} from '@hris/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { work } from '../../db/schema';
import type { AuthContext } from '../../http/auth-context';
import { AppError } from '../../http/errors';
import { findTargetEmployee } from '../shared/target';
import { resultText } from './effects';
import { renewalFacts } from './facts';

const contractTypeText = (type: string | undefined) =>
  RENEWAL_CONTRACT_TYPES.find((t) => t.value === type)?.label ??
  (type === 'internship' ? '实习' : type === 'labour_service' ? '劳务' : '');

/** What the start forms of 合同续签 (14) and 续签结果变更 (29) read. */
export class ContractRenewalService {
  constructor(private readonly db: Db) {}

  /** An active employee's contract in force and what the law says about renewing it. */
  async renewalInfo(auth: AuthContext, employeeId: string): Promise<TRenewalInfo> {
    const person = await findTargetEmployee(this.db, auth, employeeId, [1]);
    const facts = await renewalFacts(this.db, person.id);
    if (!facts.currentContractEndDay)
      throw new AppError(
        ErrorCode.Validation,
        msg('contractRenewal.noFixedContract', { employee: employeeLabel(facts.employeeName, facts.employeeId) }),
      );
    const [running] = await this.db
      .select({ id: work.id })
      .from(work)
      .where(and(eq(work.flowId, 14), eq(work.status, 'running'), eq(work.targetEmployeeRef, person.id)))
      .limit(1);
    return {
      employeeId: facts.employeeId,
      employeeName: facts.employeeName,
      shopCode: facts.shopCode,
      shopName: facts.shopName,
      positionName: facts.positionName,
      currentContractType: facts.currentContractType,
      currentContractTypeText: contractTypeText(facts.currentContractType),
      currentContractBeginDay: facts.currentContractBeginDay,
      currentContractEndDay: facts.currentContractEndDay,
      currentSequence: facts.currentSequence,
      suggestedBeginDay: addDays(facts.currentContractEndDay, 1),
      jzsj: facts.jzsj,
      isThreePeriodsTitle: facts.threePeriodEndDay ? '是' : '否',
      threePeriodEndDay: facts.threePeriodEndDay,
      fixedTermCount: facts.fixedTermCount,
      openEndedDue: facts.fixedTermCount >= 2,
      runningFlowNo: running ? formatFlowNo(14, running.id) : '',
    };
  }

  /** An employee's finished renewals, newest first: what a result change may correct. */
  async finishedRenewals(auth: AuthContext, employeeId: string): Promise<TFinishedRenewal[]> {
    const person = await findTargetEmployee(this.db, auth, employeeId, [0, 1, 4]);
    const rows = await this.db
      .select({ id: work.id, form: work.formData, finishedAt: work.finishedAt })
      .from(work)
      .where(and(eq(work.flowId, 14), eq(work.status, 'finished'), eq(work.targetEmployeeRef, person.id)))
      .orderBy(desc(work.finishedAt), desc(work.id));
    return rows.map((r) => {
      const f = r.form as Record<string, string | undefined>;
      const result = (f.contractReviewResult ?? 'renew') as RenewalResult;
      return {
        workId: r.id,
        flowNo: formatFlowNo(14, r.id),
        contractReviewResult: result,
        contractReviewResultText: resultText(result),
        contractTypeText: contractTypeText(f.contractTypeText),
        contractBeginDay: f.contractBeginDay ?? '',
        contractEndDay: f.contractEndDay ?? '',
        finishedTime: r.finishedAt?.toISOString() ?? '',
      };
    });
  }
}
