import { ReportPage } from './ReportPage';

/** /reportStatistics/transfeweekly. */
export default function TransferweeklyReportPage() {
  return <ReportPage report="transfeweekly" route="transfeweekly" />;
}
