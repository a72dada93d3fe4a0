import { ReportPage } from './ReportPage';

/** /reportStatistics/store: storeReport. */
export default function StoreReportPage() {
  return <ReportPage report="store" route="storeReport" />;
}
