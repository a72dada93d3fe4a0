import { ReportPage } from './ReportPage';

/** /reportStatistics/store. */
export default function StoreReportPage() {
  return <ReportPage report="store" route="storeReport" />;
}
