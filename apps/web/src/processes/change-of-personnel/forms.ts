import type { ProcessForms } from '../types';
import { TransferAuditForm } from './AuditForm';
import { TransferStartForm } from './StartForm';
import { TransferViewForm } from './ViewForm';

/** 1803 调入门店确认接收 edits the effective date (AuditForm); the other steps show the view form. */
const forms: ProcessForms = { StartForm: TransferStartForm, ViewForm: TransferViewForm, AuditForm: TransferAuditForm };
export default forms;
