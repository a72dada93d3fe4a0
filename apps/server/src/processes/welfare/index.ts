import type { ProcessPart } from '../../server-part';
import { welfareProcess } from './definition';
import { welfareList } from './list';

/** The process as the server registers it (processes/index.ts). */
export const welfare: ProcessPart = {
  definition: welfareProcess,
  lists: [welfareList],
};
