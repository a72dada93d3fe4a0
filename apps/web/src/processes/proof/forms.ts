import type { ProcessForms } from '../types';
import { ProofAuditForm } from './AuditForm';
import { ProofStartForm } from './StartForm';
import { ProofViewForm } from './ViewForm';

/**
 * 2501 and 2504 decide without changing a field (the view form); 2502 edits the monthly income of
 * an income letter. The letter itself is the work page's document button once it is issued.
 */
const forms: ProcessForms = { StartForm: ProofStartForm, ViewForm: ProofViewForm, AuditForm: ProofAuditForm };
export default forms;
