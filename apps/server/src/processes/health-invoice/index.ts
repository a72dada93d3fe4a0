import type { ProcessPart } from '../../server-part';
import { healthInvoiceProcess } from './definition';
import { wfHealthRoutes } from './wf-health.routes';

/** The process as the server registers it (processes/index.ts). */
export const healthInvoice: ProcessPart = {
  definition: healthInvoiceProcess,
  routes: [wfHealthRoutes],
};
