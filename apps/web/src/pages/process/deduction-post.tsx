import '../../processes/i18n';
import { StartWork } from './components/StartWork';
import './process.css';

/** /deduction/post (spec §2): the start page of 失物扣款 (flow 8). */
export default function DeductionPostPage() {
  return <StartWork flowId={8} />;
}
