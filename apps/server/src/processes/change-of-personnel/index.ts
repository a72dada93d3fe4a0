import type { ProcessPart } from '../../server-part';
import { personnelRoutes } from '../shared/personnel-batch/personnel.routes';
import { changeOfPersonnelProcess } from './definition';
import { changeOfPersonnelList } from './list';
import { transferNoticeRoutes } from './transfer-notice.routes';

/** The process as the server registers it (processes/index.ts). */
export const changeOfPersonnel: ProcessPart = {
  definition: changeOfPersonnelProcess,
  lists: [changeOfPersonnelList],
  routes: [personnelRoutes, transferNoticeRoutes],
};
