import type { ProcessForms } from '../types';
import { JobChangeAuditForm } from './AuditForm';
import { JobChangeStartForm } from './StartForm';
import { JobChangeViewForm } from './ViewForm';

/** 3204 总部薪酬审核 sets the pay change; 3206 confirms the date; the other steps show the view form. */
const forms: ProcessForms = {
  StartForm: JobChangeStartForm,
  ViewForm: JobChangeViewForm,
  AuditForm: JobChangeAuditForm,
};
export default forms;
