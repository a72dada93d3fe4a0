import type { ProcessPart } from '../../server-part';
import { insuranceProcess } from './definition';

/** The process as the server registers it (processes/index.ts). */
export const insurance: ProcessPart = {
  definition: insuranceProcess,
};
