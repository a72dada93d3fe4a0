import { ReportPage } from './ReportPage';

/** /reportStatistics/accessData: the directory accounts to create, change and disable. */
export default function AccessDataReportPage() {
  return <ReportPage report="accessData" route="accessData" paged />;
}
