import type { ProcessPart } from '../../server-part';
import { healthUpdateProcess } from './definition';

/** The process as the server registers it (processes/index.ts). */
export const healthUpdate: ProcessPart = {
  definition: healthUpdateProcess,
};
