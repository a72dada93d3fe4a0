import type { ProcessPart } from '../../server-part';
import { deductionProcess } from './definition';

/** The process as the server registers it (processes/index.ts). */
export const deduction: ProcessPart = {
  definition: deductionProcess,
};
