import type { ProcessPart } from '../../server-part';
import { jobChangeProcess } from './definition';

/** The process as the server registers it (processes/index.ts). */
export const jobChange: ProcessPart = {
  definition: jobChangeProcess,
};
