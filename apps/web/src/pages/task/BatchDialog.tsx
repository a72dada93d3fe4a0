import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Empty, Form, Input, Modal, Radio, Select, Space, Table } from 'antd';
import { type Key, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type BatchNode,
  type BatchResult,
  batchProcessingTasks,
  getBatchNodesInfo,
  getTaskList,
  type TaskAction,
  type TaskCountsByFlow,
  type TaskRow,
  wfKeys,
} from '../../api/workflow';
import { targetText } from '../../components/EmployeeSearch';
import { modal } from '../../feedback';
import { useAppStore } from '../../stores/app';
import { formatDateTime } from '../../utils/date';
import { BUILT_FLOWS, flowName } from './columns';
import { TaskResults } from './TaskResults';
import '../../processes/i18n';
import { processBatchColumns } from '../../processes/registry';

export { narrowedTo } from './batch-scope';

const OPINION_MAX = 1000;

/** The to-dos of one batch node, read from the to-do list and matched to the node's task ids. */
async function nodeRows(flowId: number, node: BatchNode): Promise<TaskRow[]> {
  const page = await getTaskList('toDo', {
    pageIndex: 1,
    pageSize: 1000,
    flowId,
    sortFieldName: 'arrivedTime',
    sortDirection: 'asc',
    filters: { nodeName: { search: node.nodeName, searchTwo: null, isSearch: true } },
  });
  const ids = new Set(node.taskIds);
  return page.list.filter((row) => row.taskId !== null && ids.has(row.taskId));
}

/** Actions offered: only those every task of the node allows (the server lists them per node). */
export function batchActions(node: BatchNode | undefined): TaskAction[] {
  const order: TaskAction[] = ['approve', 'rollback', 'finish'];
  return order.filter((a) => node?.actions.includes(a));
}

/** The step the list is narrowed to by its 当前步骤 filter, if the filter names one step of the flow. */
export function nodeNamed(nodes: readonly BatchNode[], filter: string | undefined): BatchNode | undefined {
  const text = filter?.trim();
  if (!text) return undefined;
  const matching = nodes.filter((n) => n.nodeName.includes(text));
  return matching.length === 1 ? matching[0] : matching.find((n) => n.nodeName === text);
}

/**
 * 批量处理 (mounted while open, so every opening starts afresh): the process and step the list is
 * narrowed to (else the user picks them; a process is preset only when it is the one with to-dos)
 * → the to-dos of that step, none ticked → one action and opinion → a confirmation naming what
 * will happen → BatchProcessingTasks → a result per task with its flow number and person.
 */
export function BatchDialog({
  onClose,
  counts,
  initialFlowId,
  initialNodeName,
}: {
  onClose: () => void;
  counts: TaskCountsByFlow | undefined;
  /** The process the list shows (its picker or its 流程类型 filter). */
  initialFlowId?: number;
  /** The list's 当前步骤 filter text. */
  initialNodeName?: string;
}) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const mobile = useAppStore((s) => s.device === 'mobile');
  const [flowId, setFlowId] = useState<number | undefined>(() => {
    if (initialFlowId) return initialFlowId;
    const withToDo = (counts?.byFlow ?? []).filter((f) => f.toDo > 0);
    return withToDo.length === 1 ? withToDo[0]?.flowId : undefined;
  });
  const [nodeFilter, setNodeFilter] = useState(initialNodeName);
  const [starter, setStarter] = useState('');
  const [nodeId, setNodeId] = useState<number | undefined>();
  const [selected, setSelected] = useState<Key[]>([]);
  const [action, setAction] = useState<TaskAction>('approve');
  const [opinion, setOpinion] = useState('');
  const [opinionError, setOpinionError] = useState<string | null>(null);
  const [result, setResult] = useState<BatchResult | null>(null);

  const nodes = useQuery({
    queryKey: ['task', 'batchNodes', flowId, starter],
    queryFn: () => getBatchNodesInfo({ flowId: flowId!, ...(starter ? { starterUserDispName: starter } : {}) }),
    enabled: Boolean(flowId) && !result,
    staleTime: 0,
  });
  // Every batch-enabled step comes back, with a count: the steps with to-dos are the choices, the
  // others only name where batch is allowed when there is nothing to do.
  const withToDos = useMemo(() => (nodes.data ?? []).filter((n) => n.count > 0), [nodes.data]);
  // The step the user chose, else the one the list is filtered to, else the only one there is.
  const node =
    withToDos.find((n) => n.nodeId === nodeId) ??
    nodeNamed(withToDos, nodeFilter) ??
    (withToDos.length === 1 ? withToDos[0] : undefined);
  const chooseNode = (id: number | undefined) => {
    setNodeId(id);
    setNodeFilter(undefined);
    setSelected([]);
  };

  const rows = useQuery({
    queryKey: ['task', 'batchRows', flowId, node?.nodeId, node?.taskIds.join(',')],
    queryFn: () => nodeRows(flowId!, node!),
    enabled: Boolean(flowId && node) && !result,
    staleTime: 0,
  });
  // Nothing is ticked at first: the user ticks the to-dos (or 全选) they have looked at.
  const allIds = useMemo(() => (rows.data ?? []).map((r) => r.taskId as number), [rows.data]);
  const actions = useMemo(() => batchActions(node), [node]);
  useEffect(() => {
    if (actions.length > 0 && !actions.includes(action)) setAction(actions[0] as TaskAction);
  }, [actions, action]);

  const run = useMutation({
    mutationFn: () =>
      batchProcessingTasks({
        taskIds: selected.map(Number),
        action,
        ...(opinion.trim() ? { opinion: opinion.trim() } : {}),
      }),
    onSuccess: (data) => {
      setResult(data);
      void queryClient.invalidateQueries({ queryKey: wfKeys.all });
    },
  });

  const flowText = flowId ? flowName(flowId, i18n.language) : '';
  const submit = () => {
    if (action === 'rollback' && !opinion.trim()) {
      setOpinionError(t('wf.rollback.opinionRequired'));
      return;
    }
    setOpinionError(null);
    modal().confirm({
      title: t('wf.batch.confirmTitle'),
      content: (
        <span data-testid="batch-confirm-text">
          {t('wf.batch.confirm', {
            action: t(`wf.batch.actions.${action}`),
            n: selected.length,
            flow: flowText,
            node: node?.nodeName ?? '',
          })}
        </span>
      ),
      okText: t(`wf.batch.actions.${action}`),
      okButtonProps: { danger: action !== 'approve', 'data-testid': 'batch-confirm' },
      cancelText: t('wf.action.cancel'),
      onOk: () => run.mutateAsync().catch(() => {}),
    });
  };

  const flowOptions = BUILT_FLOWS.map((p) => {
    const count = counts?.byFlow.find((f) => f.flowId === p.flowId)?.toDo ?? 0;
    return { value: p.flowId, label: `${flowName(p.flowId, i18n.language)}（${count}）` };
  });

  const footer = result ? (
    <Button type="primary" onClick={onClose} data-testid="batch-done">
      {t('wf.batch.done')}
    </Button>
  ) : (
    <Space>
      <Button onClick={onClose}>{t('wf.action.cancel')}</Button>
      <Button
        type="primary"
        danger={action !== 'approve'}
        disabled={selected.length === 0 || actions.length === 0}
        loading={run.isPending}
        onClick={submit}
        data-testid="batch-submit"
      >
        {t('wf.batch.submit', { n: selected.length })}
      </Button>
    </Space>
  );

  return (
    <Modal
      open
      onCancel={onClose}
      title={t('wf.batch.title')}
      width={1000}
      centered={!mobile}
      footer={footer}
      destroyOnHidden
      maskClosable={false}
      data-testid="batch-dialog"
    >
      {result ? (
        <TaskResults result={result} />
      ) : (
        <div className="wf-batch">
          <Form layout={mobile ? 'vertical' : 'inline'} className="wf-batch__filters">
            <Form.Item label={t('wf.list.flowName')}>
              <Select
                value={flowId}
                onChange={(value: number) => {
                  setFlowId(value);
                  chooseNode(undefined);
                }}
                placeholder={t('wf.batch.flowPlaceholder')}
                showSearch={{ optionFilterProp: 'label' }}
                options={flowOptions}
                className="wf-batch__flow"
                data-testid="batch-flow"
              />
            </Form.Item>
            <Form.Item label={t('wf.list.starter')}>
              <Input.Search
                allowClear
                placeholder={t('wf.batch.starterPlaceholder')}
                onSearch={(value) => setStarter(value.trim())}
                className="wf-batch__starter"
              />
            </Form.Item>
          </Form>

          <div className="wf-batch__nodes">
            <span className="wf-batch__label">{t('wf.batch.node')}</span>
            {!flowId ? (
              <span className="wf-batch__hint" data-testid="batch-pick-flow">
                {t('wf.batch.pickFlow')}
              </span>
            ) : nodes.isPending ? (
              <span className="wf-batch__hint">{t('wf.batch.loading')}</span>
            ) : withToDos.length === 0 ? (
              <span className="wf-batch__hint" data-testid="batch-no-nodes">
                {(nodes.data ?? []).length === 0
                  ? t('wf.batch.notSupported')
                  : t('wf.batch.noNodes', { nodes: (nodes.data ?? []).map((n) => `「${n.nodeName}」`).join('、') })}
              </span>
            ) : (
              <Radio.Group
                optionType="button"
                value={node?.nodeId}
                onChange={(event) => chooseNode(event.target.value as number)}
                options={withToDos.map((n) => ({
                  value: n.nodeId,
                  label: `${n.nodeName}（${n.count}）`,
                }))}
                data-testid="batch-nodes"
              />
            )}
          </div>

          {flowId && !nodes.isPending && withToDos.length > 1 && !node && (
            <p className="wf-batch__hint" data-testid="batch-pick-node">
              {t('wf.batch.pickNode')}
            </p>
          )}

          {node && (
            <div className="wf-batch__select">
              <span data-testid="batch-selected">
                {t('wf.batch.selected', { n: selected.length, total: allIds.length })}
              </span>
              <Button
                size="small"
                onClick={() => setSelected(allIds)}
                disabled={allIds.length === 0 || selected.length === allIds.length}
                data-testid="batch-select-all"
              >
                {t('wf.batch.selectAll', { n: allIds.length })}
              </Button>
              <Button size="small" onClick={() => setSelected([])} disabled={selected.length === 0}>
                {t('wf.batch.selectNone')}
              </Button>
            </div>
          )}

          {node && (
            <Table<TaskRow>
              size="small"
              className="wf-batch__table"
              rowKey={(r) => r.taskId as number}
              loading={rows.isFetching}
              dataSource={rows.data ?? []}
              pagination={{
                pageSize: 10,
                size: 'small',
                showSizeChanger: false,
                showTotal: (n) => t('table.total', { total: n }),
              }}
              scroll={{ x: 720 }}
              locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('wf.list.noRows')} /> }}
              rowSelection={{ selectedRowKeys: selected, onChange: setSelected, preserveSelectedRowKeys: true }}
              data-testid="batch-table"
              columns={[
                { key: 'flowNo', dataIndex: 'flowNo', title: t('wf.list.flowNo'), width: 120 },
                {
                  key: 'employee',
                  title: t('wf.list.employee'),
                  width: 150,
                  render: (_, r) => targetText(r),
                },
                { key: 'shopCode', dataIndex: 'shopCode', title: t('wf.list.shop'), width: 90 },
                ...processBatchColumns(flowId),
                { key: 'starterName', dataIndex: 'starterName', title: t('wf.list.starter'), width: 100 },
                {
                  key: 'arrivedTime',
                  dataIndex: 'arrivedTime',
                  title: t('wf.list.arrivedTime'),
                  width: 150,
                  render: (v: string) => formatDateTime(v),
                },
              ]}
            />
          )}

          {node && (
            <div className="wf-batch__decision">
              <div className="wf-batch__row">
                <span className="wf-batch__label">{t('wf.batch.action')}</span>
                <Radio.Group
                  value={action}
                  onChange={(event) => setAction(event.target.value as TaskAction)}
                  options={actions.map((a) => ({ value: a, label: t(`wf.batch.actions.${a}`) }))}
                  data-testid="batch-action"
                />
              </div>
              <Form.Item
                validateStatus={opinionError ? 'error' : undefined}
                help={opinionError ?? undefined}
                className="wf-batch__opinion"
              >
                <Input.TextArea
                  value={opinion}
                  onChange={(event) => setOpinion(event.target.value)}
                  rows={2}
                  maxLength={OPINION_MAX}
                  showCount
                  placeholder={
                    action === 'rollback' ? t('wf.rollback.opinionPlaceholder') : t('wf.opinion.placeholder')
                  }
                  data-testid="batch-opinion"
                />
              </Form.Item>
            </div>
          )}
        </div>
      )}
    </Modal>
  );
}
