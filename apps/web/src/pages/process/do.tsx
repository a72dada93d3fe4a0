import { Button, Card, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import '../../processes/i18n';
import { StartWork } from './components/StartWork';
import { WorkPage } from './components/WorkPage';
import { positiveParam } from './params';
import './process.css';

/**
 * /process/do?flowId&workId&nodeId (spec §2): without a work the flow's start form, otherwise
 * the work — its audit form when I hold the to-do. The tab is reused for the next work opened,
 * so everything below is keyed by the work.
 */
export default function ProcessDoPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const flowId = positiveParam(params.get('flowId')) ?? positiveParam(params.get('flowkey'));
  const workId = positiveParam(params.get('workId')) ?? positiveParam(params.get('workid'));
  const nodeId = positiveParam(params.get('nodeId'));

  if (!flowId) {
    return (
      <Card variant="borderless">
        <Result
          status="404"
          title={t('wf.work.missingFlow')}
          extra={
            <Button type="primary" onClick={() => navigate('/task/index')}>
              {t('wf.work.toTasks')}
            </Button>
          }
        />
      </Card>
    );
  }
  if (!workId) return <StartWork key={`start-${flowId}`} flowId={flowId} />;
  return <WorkPage key={`${flowId}-${workId}`} flowId={flowId} workId={workId} nodeId={nodeId} />;
}
