import type { ProcessForms } from '../types';
import { RboStartForm, RboViewForm } from './RboForms';

/** Started from the RBO template (the start page's batch card); 2701 shows the view form. */
const forms: ProcessForms = { StartForm: RboStartForm, ViewForm: RboViewForm };
export default forms;
