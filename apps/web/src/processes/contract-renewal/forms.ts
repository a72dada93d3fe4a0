import type { ProcessForms } from '../types';
import { ContractRenewalAuditForm } from './AuditForm';
import { ContractRenewalStartForm } from './StartForm';
import { ContractRenewalViewForm } from './ViewForm';

/**
 * 1402/1403 edit the proposal, 1406 the signing day; 1404, 1405 and 1407 show the view form. The
 * start form is also the starter's after a return to the start.
 */
const forms: ProcessForms = {
  StartForm: ContractRenewalStartForm,
  ViewForm: ContractRenewalViewForm,
  AuditForm: ContractRenewalAuditForm,
};
export default forms;
