import type { ProcessPart } from '../../server-part';
import { staffEntryProcess } from './definition';
import { staffEntryList } from './list';
import { toEntryWeeklyReport } from './to-entry-weekly';

/** The process as the server registers it (processes/index.ts). */
export const staffEntry: ProcessPart = {
  definition: staffEntryProcess,
  lists: [staffEntryList],
  reports: [toEntryWeeklyReport],
};
