import {
  AppstoreAddOutlined,
  DownloadOutlined,
  ProfileOutlined,
  ReloadOutlined,
  ThunderboltOutlined,
} from '@ant-design/icons';
import { useIsFetching, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Space, Tabs, Tooltip } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { exportTaskList, getTaskCounts, type TaskCountsByFlow, type TaskListParams, wfKeys } from '../../api/workflow';
import '../../processes/i18n';
import { matchRoute } from '../../router/match';
import { useAppStore } from '../../stores/app';
import { usePermissionStore } from '../../stores/permission';
import { BatchDialog, narrowedTo } from './BatchDialog';
import { type CountState, FlowPicker } from './FlowPicker';
import { TaskTable } from './TaskTable';
import './task.css';

const TABS: readonly CountState[] = ['toDo', 'running', 'completed'];

function isTab(value: string | null): value is CountState {
  return value !== null && (TABS as readonly string[]).includes(value);
}

/** One tab: its process picker, its buttons and its table (each tab keeps its own filters). */
function TaskTab({ state, counts }: { state: CountState; counts: TaskCountsByFlow | undefined }) {
  const { t } = useTranslation();
  const [flowId, setFlowId] = useState<number | undefined>();
  const [batchOpen, setBatchOpen] = useState(false);
  const [exporting, setExporting] = useState(false);
  const paramsRef = useRef<TaskListParams | null>(null);
  const queryClient = useQueryClient();
  const fetching = useIsFetching({ queryKey: wfKeys.list(state) }) > 0;

  const exportRows = async () => {
    if (state === 'toDo') return;
    setExporting(true);
    try {
      await exportTaskList(state, {
        pageIndex: 1,
        pageSize: 10,
        filters: {},
        ...paramsRef.current,
        ...(flowId ? { flowId } : {}),
      });
    } catch {
      // The HTTP layer has shown the error.
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <div className="wf-list-bar">
        <FlowPicker counts={counts} state={state} value={flowId} onChange={setFlowId} />
        <Space wrap>
          <Tooltip title={t('wf.list.reload')}>
            <Button
              icon={<ReloadOutlined spin={fetching} />}
              aria-label={t('wf.list.reload')}
              onClick={() => void queryClient.invalidateQueries({ queryKey: wfKeys.all })}
              data-testid={`reload-${state}`}
            />
          </Tooltip>
          {state === 'toDo' ? (
            <Button
              icon={<ThunderboltOutlined />}
              onClick={() => setBatchOpen(true)}
              disabled={counts?.toDo === 0}
              data-testid="batch-open"
            >
              {t('wf.batch.open')}
            </Button>
          ) : (
            <Button
              icon={<DownloadOutlined />}
              loading={exporting}
              onClick={exportRows}
              data-testid={`export-${state}`}
            >
              {t('wf.list.export')}
            </Button>
          )}
        </Space>
      </div>
      <TaskTable kind={state} flowId={flowId} paramsRef={paramsRef} emptyText={t(`wf.list.empty.${state}`)} />
      {batchOpen && (
        <BatchDialog counts={counts} {...narrowedTo(flowId, paramsRef.current)} onClose={() => setBatchOpen(false)} />
      )}
    </>
  );
}

/**
 * /task/index 'my tasks' (spec §2, kept alive): 待办 / 在办 / 已办 with counts, a process-type
 * picker, filters and sort, export, batch processing; a row opens /process/do.
 */
export default function TaskIndexPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const routes = usePermissionStore((s) => s.routes);
  const mobile = useAppStore((s) => s.device === 'mobile');
  const requested = params.get('tab');
  const [tab, setTab] = useState<CountState>(isTab(requested) ? requested : 'toDo');
  // The dashboard opens this page at a tab (?tab=running); the kept-alive page follows.
  useEffect(() => {
    if (isTab(requested)) setTab(requested);
  }, [requested]);

  const counts = useQuery({ queryKey: wfKeys.counts, queryFn: getTaskCounts });
  const label = (state: CountState) => {
    const n = counts.data?.[state];
    return (
      <span className="wf-tab-label" data-testid={`tab-${state}`}>
        {t(`wf.list.tabs.${state}`)}
        {n !== undefined && (
          <span
            className={`wf-tab-count${state === 'toDo' && n > 0 ? ' is-alert' : ''}`}
            data-testid={`count-${state}`}
          >
            {n > 999 ? '999+' : n}
          </span>
        )}
      </span>
    );
  };

  const extra = (
    <Space wrap>
      {matchRoute(routes, '/task/myTask') && (
        <Button type="text" icon={<ProfileOutlined />} onClick={() => navigate('/task/myTask')}>
          {t('wf.myTask.open')}
        </Button>
      )}
      <Button
        type="primary"
        icon={<AppstoreAddOutlined />}
        onClick={() => navigate('/process/start')}
        data-testid="start-process"
      >
        {t('wf.start.button')}
      </Button>
    </Space>
  );

  return (
    <Card variant="borderless" className="wf-tasks" data-testid="task-index">
      {/* On a phone the three tabs need the whole width: the buttons go above them. */}
      {mobile && <div className="wf-list-bar wf-list-bar--end">{extra}</div>}
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as CountState)}
        items={TABS.map((state) => ({
          key: state,
          label: label(state),
          children: <TaskTab state={state} counts={counts.data} />,
        }))}
        tabBarExtraContent={mobile ? undefined : extra}
      />
    </Card>
  );
}
