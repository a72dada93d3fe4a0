import type { ProcessPart } from '../../server-part';
import { personnelRoutes } from '../shared/personnel-batch/personnel.routes';
import { changeOfPersonnelProcess } from './definition';

/** The process as the server registers it (processes/index.ts). */
export const changeOfPersonnel: ProcessPart = {
  definition: changeOfPersonnelProcess,
  routes: [personnelRoutes],
};
