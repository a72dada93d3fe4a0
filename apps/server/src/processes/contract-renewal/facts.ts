import {
  addDays,
  employeeLabel,
  type Message,
  msg,
  type RenewalContractType,
  type RenewalResult,
  renewalDeadline,
} from '@hris/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { employee, employeeContract, orgUnit, position, shop, threePeriod } from '../../db/schema';
import { workflowSettings } from '../../workflow/settings';

/**
 * What Basic data says about renewing an employee's contract: the contract in force (the
 * employee record's copy, and its row when there is one), the 三期 the contract's end falls in,
 * and the consecutive fixed terms so far (劳动合同法 §14: after two, the next is open-ended).
 */
export interface RenewalFacts {
  employeeRef: number;
  employeeId: string;
  employeeName: string;
  status: number;
  shopCode: string;
  shopName: string;
  positionName: string;
  currentContractType: string;
  currentContractBeginDay: string;
  /** Empty when the employee has no fixed-term contract in force (nothing to renew). */
  currentContractEndDay: string;
  currentSequence: number;
  jzsj: string;
  /** The end of the 三期 (chain of pregnancy, maternity leave, nursing) the contract's end falls in. */
  threePeriodEndDay: string;
  /** Every 三期 of the employee: a proposed end inside one is moved to its end. */
  periods: { beginDate: string; endDate: string }[];
  fixedTermCount: number;
}

export async function renewalFacts(db: Executor, employeeRef: number): Promise<RenewalFacts> {
  const [person] = await db
    .select({
      id: employee.id,
      employeeId: employee.employeeId,
      name: employee.name,
      status: employee.status,
      contractBeginDate: employee.contractBeginDate,
      contractEndDate: employee.contractEndDate,
      shopCode: shop.code,
      shopName: shop.name,
      unitName: orgUnit.name,
      positionName: position.name,
    })
    .from(employee)
    .leftJoin(shop, eq(shop.id, employee.shopId))
    .innerJoin(orgUnit, eq(orgUnit.id, employee.orgUnitId))
    .innerJoin(position, eq(position.id, employee.positionId))
    .where(eq(employee.id, employeeRef));
  const contracts = await db
    .select({
      sequence: employeeContract.sequence,
      contractType: employeeContract.contractType,
      beginDate: employeeContract.beginDate,
      endDate: employeeContract.endDate,
    })
    .from(employeeContract)
    .where(eq(employeeContract.employeeRef, employeeRef))
    .orderBy(desc(employeeContract.sequence));
  const periods = await db
    .select({ beginDate: threePeriod.beginDate, endDate: threePeriod.endDate })
    .from(threePeriod)
    .where(and(eq(threePeriod.employeeRef, employeeRef)));

  const end = person.contractEndDate ?? '';
  // The contract in force is the row the employee record copies; a record kept before contracts
  // were rows counts as one fixed term.
  const current = contracts.find((c) => c.endDate === person.contractEndDate) ?? contracts[0];
  const currentType = current && current.endDate === person.contractEndDate ? current.contractType : 'fixed';
  let fixedTermCount = 0;
  for (const c of contracts) {
    if (c.contractType !== 'fixed') break;
    fixedTermCount++;
  }
  if (contracts.length === 0 && end) fixedTermCount = 1;
  return {
    employeeRef,
    employeeId: person.employeeId,
    employeeName: person.name,
    status: person.status,
    shopCode: person.shopCode ?? '',
    shopName: person.shopName ?? person.unitName,
    positionName: person.positionName,
    currentContractType: currentType,
    currentContractBeginDay: person.contractBeginDate ?? '',
    currentContractEndDay: end,
    currentSequence: current?.sequence ?? (end ? 1 : 0),
    jzsj: end ? renewalDeadline(end, workflowSettings.renewalDeadlineDays) : '',
    threePeriodEndDay: end ? (threePeriodEndAt(periods, end) ?? '') : '',
    periods,
    fixedTermCount,
  };
}

/**
 * The end of the 三期 that `day` falls in, following on through periods that join it (pregnancy,
 * then maternity leave, then nursing): null when `day` is outside every period.
 */
export function threePeriodEndAt(periods: readonly { beginDate: string; endDate: string }[], day: string) {
  let end: string | null = null;
  let reach = day;
  for (let grew = true; grew; ) {
    grew = false;
    for (const p of periods) {
      const covers = p.beginDate <= (end ? addDays(reach, 1) : reach) && p.endDate >= reach;
      if (covers && (end === null || p.endDate > end)) {
        end = p.endDate;
        reach = p.endDate;
        grew = true;
      }
    }
  }
  return end;
}

/** The proposal a renewal carries, as the form has it. */
export interface Proposal {
  contractReviewResult?: RenewalResult;
  contractTypeText?: RenewalContractType;
  contractBeginDay?: string;
  contractEndDay?: string;
  reasons?: string;
  fixedTermRequested?: boolean;
  extendedForThreePeriods?: boolean;
}

/** A refused proposal: the field to point at and why. */
export interface ProposalProblem {
  field: string;
  message: Message;
}

/**
 * Checks a proposal against the facts and the labour law, and completes it: the new contract
 * follows on from the current one, an end inside a 三期 is moved to the 三期's end (and marked),
 * an open-ended contract has no end. Returns the first problem, or null with `proposal` completed.
 */
export function settleProposal(proposal: Proposal, facts: RenewalFacts): ProposalProblem | null {
  const employee = employeeLabel(facts.employeeName, facts.employeeId);
  const result = proposal.contractReviewResult;
  if (!result) return { field: 'contractReviewResult', message: msg('contractRenewal.resultRequired') };
  proposal.extendedForThreePeriods = false;
  if (result !== 'renew') {
    if (result === 'notRenew' && facts.threePeriodEndDay)
      return {
        field: 'contractReviewResult',
        message: msg('contractRenewal.threePeriodsNotRenew', { employee, end: facts.threePeriodEndDay }),
      };
    if (!proposal.reasons) return { field: 'reasons', message: msg('contractRenewal.reasonsRequired') };
    proposal.contractTypeText = undefined;
    proposal.contractBeginDay = undefined;
    proposal.contractEndDay = undefined;
    proposal.fixedTermRequested = undefined;
    return null;
  }
  if (!proposal.contractTypeText) return { field: 'contractTypeText', message: msg('contractRenewal.typeRequired') };
  const begin = addDays(facts.currentContractEndDay, 1);
  // The new contract follows on from the current one: no gap, no overlap.
  if (proposal.contractBeginDay && proposal.contractBeginDay !== begin)
    return { field: 'contractBeginDay', message: msg('contractRenewal.beginMustFollow', { begin }) };
  proposal.contractBeginDay = begin;
  if (proposal.contractTypeText === 'open_ended') {
    // An end kept from an earlier fixed-term proposal does not belong to an open-ended contract.
    proposal.contractEndDay = undefined;
    proposal.fixedTermRequested = undefined;
    return null;
  }
  if (facts.fixedTermCount >= 2 && !proposal.fixedTermRequested)
    return {
      field: 'contractTypeText',
      message: msg('contractRenewal.openEndedDue', { employee, count: facts.fixedTermCount }),
    };
  if (!proposal.contractEndDay) return { field: 'contractEndDay', message: msg('contractRenewal.endRequired') };
  if (proposal.contractEndDay < begin)
    return { field: 'contractEndDay', message: msg('contractRenewal.endBeforeBegin', { begin }) };
  // 劳动合同法 §42, §45: a contract that ends inside a 三期 lasts until the 三期 ends.
  const periodEnd = threePeriodEndAt(facts.periods, proposal.contractEndDay);
  if (periodEnd && periodEnd > proposal.contractEndDay) {
    proposal.contractEndDay = periodEnd;
    proposal.extendedForThreePeriods = true;
  }
  return null;
}
