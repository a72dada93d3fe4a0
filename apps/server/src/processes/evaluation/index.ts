import type { ProcessPart } from '../../server-part';
import { evaluationProcess } from './definition';
import { evaluationList } from './list';

/** The process as the server registers it (processes/index.ts). */
export const evaluation: ProcessPart = {
  definition: evaluationProcess,
  lists: [evaluationList],
};
