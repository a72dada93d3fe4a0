import type { ProcessForms } from '../types';
import { HealthInvoiceStartForm } from './StartForm';
import { HealthInvoiceViewForm } from './ViewForm';

/** 3901, 3902 and 3904 decide and change no field: they show the view form. */
const forms: ProcessForms = { StartForm: HealthInvoiceStartForm, ViewForm: HealthInvoiceViewForm };
export default forms;
