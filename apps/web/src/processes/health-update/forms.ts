import type { ProcessForms } from '../types';
import { HealthUpdateStartForm } from './StartForm';
import { HealthUpdateViewForm } from './ViewForm';

/** 3801 and 3802 decide (approve, return, terminate) and change no field: they show the view form. */
const forms: ProcessForms = { StartForm: HealthUpdateStartForm, ViewForm: HealthUpdateViewForm };
export default forms;
