import type { ProcessPart } from '../../server-part';
import { deductionProcess } from './definition';
import { deductionList } from './list';

/** The process as the server registers it (processes/index.ts). */
export const deduction: ProcessPart = {
  definition: deductionProcess,
  lists: [deductionList],
};
