import { ReportPage } from './ReportPage';

/** /reportStatistics/movement. */
export default function MovementReportPage() {
  return <ReportPage report="movement" route="movement" paged />;
}
