import type { ProcessPart } from '../../server-part';
import { proofProcess } from './definition';
import { proofList } from './list';
import { proofDocumentsRoutes } from './proof-documents.routes';

/** The process as the server registers it (processes/index.ts). */
export const proof: ProcessPart = {
  definition: proofProcess,
  lists: [proofList],
  routes: [proofDocumentsRoutes],
};
