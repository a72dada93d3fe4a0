import type { ProcessPart } from '../../server-part';
import { staffEntryProcess } from './definition';

/** The process as the server registers it (processes/index.ts). */
export const staffEntry: ProcessPart = {
  definition: staffEntryProcess,
};
