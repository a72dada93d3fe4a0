import type { ProcessPart } from '../../server-part';
import { violationProcess } from './definition';
import { violationLetterRoutes } from './violation-letter.routes';

/** The process as the server registers it (processes/index.ts). */
export const violation: ProcessPart = {
  definition: violationProcess,
  routes: [violationLetterRoutes],
};
