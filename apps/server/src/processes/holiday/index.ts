import { describeBy } from '../../http/log-targets';
import type { ProcessPart } from '../../server-part';
import { holidayProcess } from './definition';
import { holidayRoutes } from './holiday.routes';
import { holiday as holidayTable } from './tables';

/** The process as the server registers it (processes/index.ts). */
export const holiday: ProcessPart = {
  definition: holidayProcess,
  routes: [holidayRoutes],
  logTargets: {
    holiday: {
      noun: '节日',
      describe: describeBy(holidayTable, holidayTable.id, holidayTable.name, { byId: true }),
    },
  },
};
