import type { ProcessForms } from '../types';
import { ViolationStartForm } from './StartForm';
import { ViolationViewForm } from './ViewForm';

/**
 * 3001–3004 decide (approve, return, terminate) but change no field, so they show the view
 * form; the punishment letter is the work page's document button once the work is finished.
 */
const forms: ProcessForms = { StartForm: ViolationStartForm, ViewForm: ViolationViewForm };
export default forms;
