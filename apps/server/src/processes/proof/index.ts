import type { ProcessPart } from '../../server-part';
import { proofProcess } from './definition';

/** The process as the server registers it (processes/index.ts). */
export const proof: ProcessPart = {
  definition: proofProcess,
};
