import type { ProcessPart } from '../../server-part';
import { insuranceProcess } from './definition';
import { insuranceList } from './list';

/** The process as the server registers it (processes/index.ts). */
export const insurance: ProcessPart = {
  definition: insuranceProcess,
  lists: [insuranceList],
};
