import type { Toolbar, WorkDetail } from '../../api/workflow';

/** The buttons /process/do can show, in the order they appear (primary first). */
export type ActionKey =
  | 'submit'
  | 'approve'
  | 'rollback'
  | 'addSign'
  | 'finish'
  | 'transfer'
  | 'copy'
  | 'withdraw'
  | 'remind'
  | 'print'
  | 'progress';

/** start: a new work; resubmit: the starter revises after a rollback; audit: my to-do; view: read only. */
export type PageMode = 'start' | 'resubmit' | 'audit' | 'view';

const ORDER: readonly ActionKey[] = [
  'submit',
  'approve',
  'rollback',
  'addSign',
  'finish',
  'transfer',
  'copy',
  'withdraw',
  'remind',
  'print',
  'progress',
];

/** The start node of a flow (flowId × 100): a to-do there means "revise and resubmit". */
export function startNodeOf(flowId: number): number {
  return flowId * 100;
}

export function pageMode(flowId: number, detail: WorkDetail | undefined, toolbar: Toolbar | undefined): PageMode {
  if (!detail) return 'start';
  if (detail.status === 'running' && detail.myTask && toolbar?.taskId) {
    return detail.myTask.nodeId === startNodeOf(flowId) ? 'resubmit' : 'audit';
  }
  return 'view';
}

/**
 * The toolbar of GetFlowToolbarConfigByFlowNo turned into buttons. Acting on a to-do needs its
 * task id; rolling back needs somewhere to go; once the work has ended nothing but the progress
 * and printing is offered. 抄送 is the server's to offer: only to a current handler.
 */
export function visibleActions(mode: PageMode, toolbar: Toolbar | undefined, running = true): ActionKey[] {
  if (!toolbar) return [];
  const has = (b: Toolbar['buttons'][number]) => toolbar.buttons.includes(b);
  const keys = new Set<ActionKey>();
  if (mode === 'start') {
    if (has('start')) keys.add('submit');
    return [...keys];
  }
  const holding = (mode === 'audit' || mode === 'resubmit') && toolbar.taskId !== null;
  if (holding && running) {
    if (has('approve')) keys.add('approve');
    if (has('rollback') && toolbar.rollbackTargets.length > 0) keys.add('rollback');
    if (has('finish')) keys.add('finish');
    if (has('transfer')) keys.add('transfer');
    // An added approver (加签) only approves or returns; they cannot add others.
    if (has('addSign') && !toolbar.addedBy) keys.add('addSign');
  }
  if (running && has('copy')) keys.add('copy');
  if (running && has('withdraw')) keys.add('withdraw');
  if (running && has('remind')) keys.add('remind');
  if (has('print')) keys.add('print');
  if (has('progress')) keys.add('progress');
  return ORDER.filter((k) => keys.has(k));
}

/**
 * i18n key of a button's label: approving the start node is resubmitting the form; an added
 * approver's rollback returns the work to whoever added them.
 */
export function actionLabelKey(action: ActionKey, mode: PageMode, added = false): string {
  if (action === 'approve' && mode === 'resubmit') return 'wf.action.resubmit';
  if (action === 'rollback' && added) return 'wf.action.rollbackToAdder';
  return `wf.action.${action}`;
}

/** The rollback target offered first: the nearest earlier step (the list is in flow order). */
export function defaultRollbackTarget(toolbar: Toolbar | undefined): number | undefined {
  const targets = toolbar?.rollbackTargets ?? [];
  return targets[targets.length - 1]?.nodeId;
}

/** Whether uploads may be added on this page. */
export function canAttach(mode: PageMode, toolbar: Toolbar | undefined): boolean {
  return mode === 'start' || Boolean(toolbar?.buttons.includes('attach'));
}
