import { ContractRenewalPaths, type TFinishedRenewal, type TRenewalInfo } from '@hris/contract';
import { http } from './http';

/**
 * The employee's current contract as a renewal (flow 14) starts from it. Silent: the start form
 * shows a refusal (no fixed-term contract, not active) under the employee it is about.
 */
export const getRenewalInfo = (employeeId: string) =>
  http.post<TRenewalInfo>(ContractRenewalPaths.getRenewalInfo, { employeeId }, { silent: true });

/** The employee's finished renewals a result change (flow 29) may correct. */
export const getFinishedRenewals = (employeeId: string) =>
  http.post<TFinishedRenewal[]>(ContractRenewalPaths.getFinishedRenewals, { employeeId });
