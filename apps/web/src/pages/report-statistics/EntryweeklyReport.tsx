import { ReportPage } from './ReportPage';

/** /reportStatistics/entryweekly: entryweekly. */
export default function EntryweeklyReportPage() {
  return <ReportPage report="entryweekly" route="entryweekly" />;
}
