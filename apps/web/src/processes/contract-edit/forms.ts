import type { ProcessForms } from '../types';
import { ContractEditStartForm } from './StartForm';
import { ContractEditViewForm } from './ViewForm';

/** 2901 区域HR审核 and 2902 总部HR审批 edit nothing: every step shows the view form. */
const forms: ProcessForms = {
  StartForm: ContractEditStartForm,
  ViewForm: ContractEditViewForm,
};
export default forms;
