import type { ProcessPart } from '../../server-part';
import { holidayProcess } from './definition';
import { holidayRoutes } from './holiday.routes';

/** The process as the server registers it (processes/index.ts). */
export const holiday: ProcessPart = {
  definition: holidayProcess,
  routes: [holidayRoutes],
};
