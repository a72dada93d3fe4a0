import { ReportPage } from './ReportPage';

/** /reportStatistics/quitweekly. */
export default function QuitweeklyReportPage() {
  return <ReportPage report="quitweekly" route="quitweekly" />;
}
