import type { ProcessUi } from '../types';
import { StaffEntryAuditForm } from './AuditForm';
import { StaffEntryStartForm } from './StartForm';
import { StaffEntryViewForm } from './ViewForm';

/** 员工入职 (flow 12): 1203 区域HR确认到岗 edits the arrival; the other steps show the view form. */
export const staffEntryUi: ProcessUi = {
  flowId: 12,
  StartForm: StaffEntryStartForm,
  ViewForm: StaffEntryViewForm,
  AuditForm: StaffEntryAuditForm,
};
