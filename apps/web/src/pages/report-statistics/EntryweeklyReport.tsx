import { ReportPage } from './ReportPage';

/** /reportStatistics/entryweekly. */
export default function EntryweeklyReportPage() {
  return <ReportPage report="entryweekly" route="entryweekly" />;
}
