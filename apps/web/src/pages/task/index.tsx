import {
  AppstoreAddOutlined,
  DownloadOutlined,
  PrinterOutlined,
  ProfileOutlined,
  ReloadOutlined,
  ThunderboltOutlined,
} from '@ant-design/icons';
import { MAX_PRINT_WORKS } from '@hris/contract';
import { useIsFetching, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Space, Tabs, Tooltip } from 'antd';
import { type Key, lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { approvalKeys, getCopiedCounts, openPrintWindow } from '../../api/approval';
import {
  exportTaskList,
  getTaskCounts,
  type TaskCountsByFlow,
  type TaskListParams,
  type TaskRow,
  wfKeys,
} from '../../api/workflow';
import { toastWarning } from '../../feedback';
import '../../processes/i18n';
import { loadWithRetry } from '../../router/lazy';
import { matchRoute } from '../../router/match';
import { useAppStore } from '../../stores/app';
import { usePermissionStore } from '../../stores/permission';
import { narrowedTo } from './batch-scope';
import { CopiedTab } from './CopiedTab';
import { type CountState, FlowPicker } from './FlowPicker';
import { TaskTable, taskRowKey } from './TaskTable';
import './task.css';

// Opened on a click: its code (the form, the dialog, the radio buttons) is not part of the list's.
const loadBatchDialog = () => loadWithRetry(() => import('./BatchDialog'));
const BatchDialog = lazy(() => loadBatchDialog().then((m) => ({ default: m.BatchDialog })));

type TabKey = CountState | 'copied';

const TABS: readonly TabKey[] = ['toDo', 'running', 'completed', 'copied'];

function isTab(value: string | null): value is TabKey {
  return value !== null && (TABS as readonly string[]).includes(value);
}

/**
 * The completed works ticked for 批量打印, across pages: each row's key and work. At most
 * MAX_PRINT_WORKS print at once.
 */
function usePrintSelection() {
  const { t } = useTranslation();
  const [keys, setKeys] = useState<Key[]>([]);
  const works = useRef(new Map<Key, number>());
  const onChange = (next: Key[], rows: (TaskRow | undefined)[]) => {
    for (const row of rows) if (row) works.current.set(taskRowKey(row), row.workId);
    setKeys(next);
  };
  const print = () => {
    const workIds = keys.map((key) => works.current.get(key)).filter((id): id is number => id !== undefined);
    if (workIds.length === 0) toastWarning(t('wf.list.printNone'));
    else if (workIds.length > MAX_PRINT_WORKS)
      toastWarning(t('wf.list.printTooMany', { max: MAX_PRINT_WORKS, count: workIds.length }));
    else openPrintWindow(workIds);
  };
  return { keys, onChange, print };
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
  // 批量打印 on the completed works; a phone shows cards, without ticks or printing.
  const mobile = useAppStore((s) => s.device === 'mobile');
  const printable = state === 'completed' && !mobile;
  const selection = usePrintSelection();

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
              onPointerEnter={() => void loadBatchDialog().catch(() => {})}
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
          {printable && (
            <Button icon={<PrinterOutlined />} onClick={selection.print} data-testid="batch-print">
              {selection.keys.length > 0
                ? t('wf.list.batchPrintCount', { count: selection.keys.length })
                : t('wf.list.batchPrint')}
            </Button>
          )}
        </Space>
      </div>
      <TaskTable
        kind={state}
        flowId={flowId}
        paramsRef={paramsRef}
        emptyText={t(`wf.list.empty.${state}`)}
        rowSelection={
          printable
            ? {
                selectedRowKeys: selection.keys,
                onChange: selection.onChange,
                preserveSelectedRowKeys: true,
                getCheckboxProps: (row) => ({ 'aria-label': t('wf.list.selectRow', { flowNo: row.flowNo }) }),
              }
            : undefined
        }
      />
      {batchOpen && (
        <Suspense fallback={null}>
          <BatchDialog counts={counts} {...narrowedTo(flowId, paramsRef.current)} onClose={() => setBatchOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

/**
 * /task/index 'my tasks' (spec §2, kept alive): 待办 / 在办 / 已办 with counts, a process-type
 * picker, filters and sort, export, batch processing and printing; 抄送我的 with its unread
 * count. A row opens /process/do.
 */
export default function TaskIndexPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const routes = usePermissionStore((s) => s.routes);
  const mobile = useAppStore((s) => s.device === 'mobile');
  const requested = params.get('tab');
  const [tab, setTab] = useState<TabKey>(isTab(requested) ? requested : 'toDo');
  // The dashboard opens this page at a tab (?tab=running); the kept-alive page follows.
  useEffect(() => {
    if (isTab(requested)) setTab(requested);
  }, [requested]);

  const counts = useQuery({ queryKey: wfKeys.counts, queryFn: getTaskCounts });
  const copiedCounts = useQuery({ queryKey: approvalKeys.copiedCounts, queryFn: getCopiedCounts });
  const label = (state: TabKey) => {
    // 抄送我的 counts what is unread, and says so to a screen reader.
    const n = state === 'copied' ? copiedCounts.data?.unread : counts.data?.[state];
    const alert = (state === 'toDo' || state === 'copied') && n !== undefined && n > 0;
    return (
      <span className="wf-tab-label" data-testid={`tab-${state}`}>
        {t(`wf.list.tabs.${state}`)}
        {n !== undefined && (
          <span className={`wf-tab-count${alert ? ' is-alert' : ''}`} data-testid={`count-${state}`}>
            {n > 999 ? '999+' : n}
            {state === 'copied' && <span className="hris-sr-only">{t('wf.copied.unreadSuffix')}</span>}
          </span>
        )}
      </span>
    );
  };
  const content = (state: TabKey): ReactNode =>
    state === 'copied' ? <CopiedTab counts={copiedCounts.data} /> : <TaskTab state={state} counts={counts.data} />;

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
        onChange={(key) => setTab(key as TabKey)}
        items={TABS.map((state) => ({ key: state, label: label(state), children: content(state) }))}
        // The buttons beside the tabs, not inside the tab list: a tab list holds only tabs (ARIA), so
        // antd's tabBarExtraContent, drawn inside it, was a critical axe finding.
        renderTabBar={
          mobile
            ? undefined
            : (props, DefaultTabBar) => (
                <div className="wf-tabs-bar">
                  <DefaultTabBar {...props} />
                  {extra}
                </div>
              )
        }
      />
    </Card>
  );
}
