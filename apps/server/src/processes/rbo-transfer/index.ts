import type { ProcessPart } from '../../server-part';
import { rboTransferProcess } from './definition';

/** The process as the server registers it (processes/index.ts). */
export const rboTransfer: ProcessPart = {
  definition: rboTransferProcess,
};
