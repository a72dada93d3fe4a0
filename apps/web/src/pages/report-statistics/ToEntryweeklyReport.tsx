import { ReportPage } from './ReportPage';

/** /reportStatistics/toEntryweekly. */
export default function ToEntryweeklyReportPage() {
  return <ReportPage report="toEntryweekly" route="toEntryweekly" />;
}
