import type { ProcessUi } from '../types';
import { DeductionStartForm } from './StartForm';
import { DeductionViewForm } from './ViewForm';

/** 失物扣款 (flow 8): 801 区域HR审核 and 802 总部HR确认 change nothing, so they show the view form. */
export const deductionUi: ProcessUi = {
  flowId: 8,
  StartForm: DeductionStartForm,
  ViewForm: DeductionViewForm,
};
