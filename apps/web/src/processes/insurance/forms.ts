import type { ProcessForms } from '../types';
import { InsuranceStartForm } from './StartForm';
import { InsuranceViewForm } from './ViewForm';

/** 2101 and 2102 decide (approve, return, terminate) but change no field: the view form. */
const forms: ProcessForms = { StartForm: InsuranceStartForm, ViewForm: InsuranceViewForm };
export default forms;
