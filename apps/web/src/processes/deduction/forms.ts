import type { ProcessForms } from '../types';
import { DeductionStartForm } from './StartForm';
import { DeductionViewForm } from './ViewForm';

/** 801 区域HR审核 and 802 总部HR确认 change nothing, so they show the view form. */
const forms: ProcessForms = { StartForm: DeductionStartForm, ViewForm: DeductionViewForm };
export default forms;
