import type { ProcessPart } from '../../server-part';
import { staffTurnoverModifyProcess } from './definition';
import { staffTurnoverModifyList } from './list';

/** The process as the server registers it (processes/index.ts). */
export const staffTurnoverModify: ProcessPart = {
  definition: staffTurnoverModifyProcess,
  lists: [staffTurnoverModifyList],
};
