import type { ProcessForms } from '../types';
import { EvaluationAuditForm } from './AuditForm';
import { EvaluationStartForm } from './StartForm';
import { EvaluationViewForm } from './ViewForm';

/**
 * 1302 门店HR考核 and 1303 区域HR审核 decide the result; 1306 总部HR确认 shows the view form. The
 * system starts the work, so the start form only says so.
 */
const forms: ProcessForms = {
  StartForm: EvaluationStartForm,
  ViewForm: EvaluationViewForm,
  AuditForm: EvaluationAuditForm,
};
export default forms;
