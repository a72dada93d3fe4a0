import type { ProcessForms } from '../types';
import { StaffTurnoverAuditForm } from './AuditForm';
import { StaffTurnoverStartForm } from './StartForm';
import { StaffTurnoverViewForm } from './ViewForm';

/**
 * 1501 edits the last working day and the type, reason and never-rehire choice, 1503 the
 * handover; 1502 shows the view form. The start form is also the starter's after a return.
 */
const forms: ProcessForms = {
  StartForm: StaffTurnoverStartForm,
  ViewForm: StaffTurnoverViewForm,
  AuditForm: StaffTurnoverAuditForm,
};
export default forms;
