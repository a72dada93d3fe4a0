import type { ProcessForms } from '../types';
import { WelfareAuditForm } from './AuditForm';
import { WelfareStartForm } from './StartForm';
import { WelfareViewForm } from './ViewForm';

/** 2002 总部HR审批 books the amount (AuditForm); 2001 decides on the view form. */
const forms: ProcessForms = { StartForm: WelfareStartForm, ViewForm: WelfareViewForm, AuditForm: WelfareAuditForm };
export default forms;
