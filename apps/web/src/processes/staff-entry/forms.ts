import type { ProcessForms } from '../types';
import { StaffEntryAuditForm } from './AuditForm';
import { StaffEntryStartForm } from './StartForm';
import { StaffEntryViewForm } from './ViewForm';

/** 1203 区域HR确认到岗 edits the arrival; the other steps show the view form. */
const forms: ProcessForms = {
  StartForm: StaffEntryStartForm,
  ViewForm: StaffEntryViewForm,
  AuditForm: StaffEntryAuditForm,
};
export default forms;
