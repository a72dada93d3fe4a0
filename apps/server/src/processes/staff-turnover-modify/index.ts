import type { ProcessPart } from '../../server-part';
import { staffTurnoverModifyProcess } from './definition';

/** The process as the server registers it (processes/index.ts). */
export const staffTurnoverModify: ProcessPart = {
  definition: staffTurnoverModifyProcess,
};
