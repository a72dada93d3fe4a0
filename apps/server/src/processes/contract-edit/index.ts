import type { ProcessPart } from '../../server-part';
import { contractEditProcess } from './definition';

/** The process as the server registers it (processes/index.ts). */
export const contractEdit: ProcessPart = {
  definition: contractEditProcess,
};
