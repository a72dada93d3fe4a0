import type { ProcessForms } from '../types';
import { TurnoverModifyStartForm } from './StartForm';
import { TurnoverModifyViewForm } from './ViewForm';

/** 2801 区域HR审核, 2802 总部HR审批 and 2803 HR总监审批 edit nothing: every step shows the view form. */
const forms: ProcessForms = {
  StartForm: TurnoverModifyStartForm,
  ViewForm: TurnoverModifyViewForm,
};
export default forms;
