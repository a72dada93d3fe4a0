import type { ProcessPart } from '../../server-part';
import { violationProcess } from './definition';

/** The process as the server registers it (processes/index.ts). */
export const violation: ProcessPart = {
  definition: violationProcess,
};
