import type { ProcessForms } from '../types';
import { HolidayAuditForm } from './AuditForm';
import { HolidayStartForm } from './StartForm';
import { HolidayViewForm } from './ViewForm';

/** 2202 区域HR汇总 may correct 实发人数 and its remark; 2203 and 2204 show the view form. */
const forms: ProcessForms = { StartForm: HolidayStartForm, ViewForm: HolidayViewForm, AuditForm: HolidayAuditForm };
export default forms;
