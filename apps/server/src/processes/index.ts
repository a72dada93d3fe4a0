import type { ProcessPart, ServerPart } from '../server-part';
import { changeOfPersonnel } from './change-of-personnel';
import { contractEdit } from './contract-edit';
import { contractRenewal } from './contract-renewal';
import { deduction } from './deduction';
import { evaluation } from './evaluation';
import { healthInvoice } from './health-invoice';
import { healthUpdate } from './health-update';
import { holiday } from './holiday';
import { insurance } from './insurance';
import { jobChange } from './job-change';
import { proof } from './proof';
import { rboTransfer } from './rbo-transfer';
import { personnelApplyJob } from './shared/work-changes';
import { staffEntry } from './staff-entry';
import { staffTurnover } from './staff-turnover';
import { staffTurnoverModify } from './staff-turnover-modify';
import { violation } from './violation';
import { welfare } from './welfare';

/**
 * Every process the server runs, each one line (ARCHITECTURE §6 "A new process, file by file"):
 * its folder's index.ts says what it brings — the definition, its routes, its jobs.
 */
export const PROCESS_PARTS: readonly ProcessPart[] = [
  staffEntry,
  deduction,
  changeOfPersonnel,
  rboTransfer,
  jobChange,
  contractRenewal,
  contractEdit,
  evaluation,
  staffTurnover,
  staffTurnoverModify,
  violation,
  welfare,
  insurance,
  proof,
  holiday,
  healthUpdate,
  healthInvoice,
];

/** What the processes share (processes/shared): the personnel changes' effective-date job. */
export const SHARED_PROCESS_PART: ServerPart = { jobs: [personnelApplyJob] };
