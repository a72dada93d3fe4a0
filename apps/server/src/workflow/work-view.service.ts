import {
  EMPLOYEE_STATUS_TEXT,
  ErrorCode,
  findProcess,
  formatFlowNo,
  type MessageKey,
  maskedClassOf,
  msg,
  TASK_ACTIONS,
  type TFlowChart,
  type TToolbar,
} from '@hris/contract';
import type { Db } from '../db/client';
import type { AuthContext } from '../http/auth-context';
import { AppError } from '../http/errors';
import { shown } from '../http/language';
import { workAccess } from './access';
import { flowNameShown, label, starterNameShown, stepNameShown } from './display-names';
import { markCopyRead, type TaskAction, type WorkflowEngine, withdrawTarget } from './engine';
import { findUsers } from './engine/repository';
import { RESULT_ADDED_BEFORE } from './engine/types';
import { markWorkMessagesRead } from './notify';
import { getProcess, nodeOf } from './registry';
import { startNodeId } from './types';
import * as repo from './workflow.repository';

/**
 * The masked figures of a work's form its caller sees in clear: those the step they hold edits or
 * reads (NodeDefinition.reads); none at the start step (no start form asks for a salary: the
 * starter never sees the person's), for an added approver (加签 decides, does not edit) or anyone else.
 */
export function figuresInClear(
  flowId: number,
  myTask: { nodeId: number; addedBy: unknown } | null,
): ReadonlySet<string> | undefined {
  const process = getProcess(flowId);
  if (!myTask || myTask.addedBy || !process) return undefined;
  const node = nodeOf(process, myTask.nodeId);
  if (!node || myTask.nodeId === startNodeId(flowId)) return undefined;
  const figures = [...(node.editable ?? []), ...(node.reads ?? [])].filter((f) => maskedClassOf(f) === 'salary');
  return figures.length > 0 ? new Set(figures) : undefined;
}

const STATUS_LABEL: Record<string, MessageKey> = {
  running: 'display.workStatus.running',
  finished: 'display.workStatus.finished',
  stopped: 'display.workStatus.stopped',
};
const statusText = (status: string) => (STATUS_LABEL[status] ? label(STATUS_LABEL[status]) : status);

/** The work page (/process/do): what a work shows, the buttons, the progress, the history and the chart. */
export class WorkViewService {
  constructor(
    private readonly db: Db,
    private readonly engine: WorkflowEngine,
  ) {}

  /** How the caller reaches the work (workAccess); 40401 for no such work, 40303 when they may not see it. */
  async assertCanView(auth: AuthContext, workId: number): Promise<'takesPart' | 'copied'> {
    const access = await workAccess(this.db, auth, workId);
    if (access) return access;
    if ((await repo.findWorkFlowId(this.db, workId)) === undefined)
      throw new AppError(ErrorCode.NotFound, msg('workflow.workNotFound'));
    throw new AppError(ErrorCode.OutOfScope, msg('scope.work'));
  }

  /** Everything /process/do needs to show a work: form, target, attachments, my open task. */
  async detail(auth: AuthContext, workId: number) {
    const access = await this.assertCanView(auth, workId);
    const w = await repo.findWorkDetail(this.db, workId);
    const info = findProcess(w.w.flowId);
    const process = getProcess(w.w.flowId);
    const files = await repo.findWorkAttachments(this.db, workId);
    const mine = await repo.findOpenTaskOf(this.db, workId, auth.userId);
    const currentNode = w.w.currentNodeId != null && process ? nodeOf(process, w.w.currentNodeId) : undefined;
    const returned = w.w.status === 'running' ? await this.lastReturn(workId) : null;
    const markedRead = await markWorkMessagesRead(this.db, auth.userId, workId);
    const copiedOnly = access === 'copied';
    // Opening a copied work reads the copy (a no-op for a work not copied to the caller).
    await markCopyRead(this.db, auth.userId, workId, new Date());
    const addedBy = mine?.additionId ? await this.addedBy(mine.additionId) : null;
    return {
      workId: w.w.id,
      flowId: w.w.flowId,
      flowNo: formatFlowNo(w.w.flowId, w.w.id),
      flowName: flowNameShown(w.w.flowId),
      startForm: info?.startForm ?? null,
      viewForm: info?.viewForm ?? info?.startForm ?? null,
      status: w.w.status,
      statusText: statusText(w.w.status),
      stopReason: w.w.stopReason,
      currentNodeId: w.w.currentNodeId,
      currentNodeName: currentNode ? stepNameShown(w.w.flowId, currentNode.nodeId) : null,
      form: (w.w.formData ?? {}) as Record<string, unknown>,
      starterName: starterNameShown(w.starterName, w.starterAccount),
      startedTime: w.w.startedAt.toISOString(),
      finishedTime: w.w.finishedAt?.toISOString() ?? null,
      target: w.targetName
        ? {
            name: w.targetName,
            employeeId: w.targetEmployeeId ?? '',
            shopCode: w.shopCode,
            shopName: w.shopName,
            statusText: EMPLOYEE_STATUS_TEXT[w.targetStatus ?? 1]
              ? shown(EMPLOYEE_STATUS_TEXT[w.targetStatus ?? 1]!)
              : '',
          }
        : null,
      attachments: files.map((f) => ({
        id: f.id,
        fileName: f.fileName,
        routeUrl: `/api/File/DownloadFile?attachmentId=${f.id}`,
        byteLength: f.byteLength,
      })),
      myTask:
        mine && process
          ? {
              taskId: mine.taskId,
              nodeId: mine.nodeId,
              nodeName: stepNameShown(w.w.flowId, mine.nodeId),
              onBehalfOfName: mine.onBehalfOfName,
              deadlineTime: mine.deadlineAt?.toISOString() ?? null,
              addedBy,
            }
          : null,
      returned: returned
        ? {
            byName: returned.byName ?? '',
            fromNodeName: stepNameShown(w.w.flowId, returned.nodeId),
            opinion: returned.msg,
            time: returned.createdAt.toISOString(),
          }
        : null,
      markedRead,
      copiedOnly,
    };
  }

  /** Who added the caller as an approver (加签), how and why. */
  private async addedBy(additionId: number) {
    const found = await repo.findAddition(this.db, additionId);
    return found ? { name: found.adderName, mode: found.a.mode, reason: found.a.reason } : null;
  }

  /** Whether the caller takes part in the work (not only copied on it): they may add files to it. */
  async assertTakesPart(auth: AuthContext, workId: number) {
    if ((await this.assertCanView(auth, workId)) === 'copied')
      throw new AppError(ErrorCode.Forbidden, msg('workflow.copiedReadOnly'));
  }

  /** The rollback that put a running work where it waits, if the last move of the work was one. */
  private async lastReturn(workId: number) {
    const last = await repo.findLastMove(this.db, workId);
    return last?.kind === 'rollback' ? last : null;
  }

  /** The buttons the current user may press on a flow step (GetFlowToolbarConfigByFlowNo). */
  async toolbar(auth: AuthContext, flowId: number, workId?: number) {
    // Also refuses a flow that does not exist or is not built yet.
    this.engine.requireProcess(flowId);
    if (!workId)
      return {
        buttons: ['start' as const, 'attach' as const],
        rollbackTargets: [],
        taskId: null,
        editableFields: ['*'],
        addedBy: null,
      };
    await this.assertCanView(auth, workId);
    const process = this.engine.requireProcess(flowId);
    const w = await repo.findWork(this.db, workId);
    const buttons: TToolbar['buttons'] = ['progress', 'print'];
    const mine = await repo.findOpenTaskOf(this.db, workId, auth.userId);
    let rollbackTargets: { nodeId: number; nodeName: string }[] = [];
    let editableFields: string[] = [];
    const addedBy = w.status === 'running' && mine?.additionId ? await this.addedBy(mine.additionId) : null;
    if (addedBy && mine) {
      // An added approver (加签) approves, or returns the step to whoever added them.
      buttons.push('approve', 'rollback', 'attach');
      rollbackTargets = [{ nodeId: mine.nodeId, nodeName: label('display.step.addedBy', { name: addedBy.name }) }];
      return { buttons, rollbackTargets, taskId: mine.taskId, editableFields, addedBy };
    }
    if (w.status === 'running' && mine) {
      const node = nodeOf(process, mine.nodeId);
      for (const a of node?.actions ?? []) buttons.push(a);
      buttons.push('attach');
      if (node?.actions.includes('rollback')) rollbackTargets = await this.engine.rollbackOptions(workId, mine.taskId);
      if (rollbackTargets.length === 0)
        buttons.splice(buttons.indexOf('rollback'), buttons.includes('rollback') ? 1 : 0);
      editableFields = mine.nodeId === startNodeId(flowId) ? ['*'] : [...(node?.editable ?? [])];
      if (mine.nodeId !== startNodeId(flowId) && node?.addable?.length) buttons.push('addSign');
      buttons.push('copy');
    }
    if (w.status === 'running' && (await this.mayWithdraw(auth, w))) buttons.push('withdraw');
    // 催办 reaches the current handlers: not while the work is back with the starter.
    if (w.status === 'running' && w.starterUserId === auth.userId && w.currentNodeId !== startNodeId(flowId))
      buttons.push('remind');
    return { buttons, rollbackTargets, taskId: mine?.taskId ?? null, editableFields, addedBy: null };
  }

  /** The engine's own withdraw rules (engine/withdraw.ts#withdrawTarget), read without a lock. */
  private async mayWithdraw(auth: AuthContext, w: { id: number; flowId: number; starterUserId: number }) {
    return withdrawTarget(this.db, auth, w).then(
      () => true,
      (error: unknown) => {
        if (error instanceof AppError) return false;
        throw error;
      },
    );
  }

  /** Approval progress rows: one per task, with its action and how long it took. */
  async progress(auth: AuthContext, flowId: number, workId: number) {
    await this.assertCanView(auth, workId);
    this.engine.requireProcess(flowId);
    const rows = await repo.findTasksWithNames(this.db, workId);
    const w = await repo.findWorkStart(this.db, workId);
    const startRow = {
      nodeId: startNodeId(flowId),
      nodeName: label('display.step.start'),
      actionType: 'start' as const,
      actionTypeText: label('display.event.start'),
      msg: null,
      processorName: starterNameShown(w.starterName, w.starterAccount),
      startedTime: w.startedAt.toISOString(),
      completedTime: w.startedAt.toISOString(),
      taskIntervalText: intervalText(w.startedAt, w.startedAt),
    };
    const skipped = (await repo.findSkippedSteps(this.db, workId)).map((e) => ({
      afterTaskId: e.afterTaskId,
      nodeId: e.nodeId,
      nodeName: stepNameShown(flowId, e.nodeId),
      actionType: 'skip' as const,
      actionTypeText: eventText('skip'),
      msg: e.msg,
      processorName: label('display.system'),
      startedTime: e.createdAt.toISOString(),
      completedTime: e.createdAt.toISOString(),
      taskIntervalText: intervalText(e.createdAt, e.createdAt),
    }));
    const handled = rows
      .filter((r) => r.t.status !== 'cancelled' || r.t.result !== null)
      .flatMap((r) => {
        // The decision by its result code (0 approve, 1 rollback, 2 finish); none while waiting.
        // 3: the handler added approvers before themselves (前加签).
        const action: TaskAction | 'addSign' | null =
          r.t.status === 'todo' || r.t.result == null
            ? null
            : r.t.result === RESULT_ADDED_BEFORE
              ? 'addSign'
              : (TASK_ACTIONS[r.t.result] ?? null);
        const stepName = stepNameShown(flowId, r.t.nodeId) || String(r.t.nodeId);
        const row = {
          nodeId: r.t.nodeId,
          nodeName: r.t.additionId !== null ? label('display.step.added', { step: stepName }) : stepName,
          actionType: action,
          actionTypeText: action === 'addSign' ? eventText('addSign') : action ? label(`display.action.${action}`) : '',
          msg: r.t.opinion,
          processorName: handlerName(r.name, r.behalfName),
          startedTime: r.t.arrivedAt.toISOString(),
          completedTime: r.t.completedAt?.toISOString() ?? null,
          taskIntervalText: intervalText(r.t.arrivedAt, r.t.completedAt ?? new Date()),
        };
        // A skipped step follows the approval that skipped it.
        const after = skipped.filter((s) => s.afterTaskId === r.t.id).map(({ afterTaskId: _, ...s }) => s);
        return [row, ...after];
      });
    return [startRow, ...handled];
  }

  /** Work history events (GetFlowHistory): start, approve, roll back, withdraw, transfer … */
  async history(auth: AuthContext, workId: number) {
    await this.assertCanView(auth, workId);
    // assertCanView has found the work.
    const process = getProcess((await repo.findWorkFlowId(this.db, workId))!);
    const rows = await repo.findWorkEvents(this.db, workId);
    return rows.map((r) => ({
      id: r.e.id,
      kind: r.e.kind,
      kindText: eventText(r.e.kind),
      nodeId: r.e.nodeId,
      nodeName: process ? stepNameShown(process.info.flowId, r.e.nodeId) : '',
      actorName: r.actorName ? handlerName(r.actorName, r.behalfName) : label('display.system'),
      msg: r.e.msg,
      time: r.e.createdAt.toISOString(),
    }));
  }

  /** The flow chart drawn from the definition, with this work's passed/current nodes and rollbacks. */
  async chart(auth: AuthContext, flowId: number, workId?: number) {
    const process = this.engine.requireProcess(flowId);
    const start = startNodeId(flowId);
    const ordered = process.nodes.slice(1);
    let passed = new Set<number>();
    let current: number | null = null;
    const rollbacks: { from: number; to: number }[] = [];
    let finished = false;
    let additions: ChartAddition[] = [];
    if (workId) {
      await this.assertCanView(auth, workId);
      const w = await repo.findWork(this.db, workId);
      if (w.flowId !== flowId) throw new AppError(ErrorCode.Validation, msg('workflow.flowMismatch'));
      const tasks = await repo.findWorkTasks(this.db, workId);
      passed = new Set(tasks.filter((t) => t.result === 0).map((t) => t.nodeId));
      for (const s of await repo.findSkippedSteps(this.db, workId)) if (s.nodeId != null) passed.add(s.nodeId);
      current = w.status === 'running' ? w.currentNodeId : null;
      finished = w.status === 'finished';
      for (const t of tasks.filter((x) => x.result === 1 && x.additionId === null)) {
        const next = tasks.find((x) => x.fromTaskId === t.id);
        if (next) rollbacks.push({ from: t.nodeId, to: next.nodeId });
      }
      additions = await this.chartAdditions(workId, tasks, w.status === 'running');
    }
    const END = 0;
    const nodes: TFlowChart['nodes'] = [
      {
        nodeId: start,
        name: label('display.step.start'),
        assigneeText: label('display.step.starter'),
        kind: 'start' as const,
        // Back with the starter after a rollback, the start is where the work waits.
        state: current === start ? ('current' as const) : workId ? ('passed' as const) : ('pending' as const),
      },
      ...ordered.map((n) => ({
        nodeId: n.nodeId,
        name: shown({ zh: n.name, en: n.nameEn }),
        assigneeText: label(`assigneeRule.${n.assignee}`),
        kind: 'step' as const,
        state:
          n.nodeId === current
            ? ('current' as const)
            : passed.has(n.nodeId)
              ? ('passed' as const)
              : ('pending' as const),
      })),
      {
        nodeId: END,
        name: label(finished ? 'display.workStatus.finished' : 'display.step.end'),
        assigneeText: '',
        kind: 'end' as const,
        state: finished ? ('passed' as const) : ('pending' as const),
      },
    ];
    // Approvers added at a step (加签) are extra nodes before or after it, in the chain.
    const chain = [start];
    for (const n of ordered) {
      const here = additions.filter((a) => a.stepId === n.nodeId);
      chain.push(...here.filter((a) => a.mode === 'before').map((a) => a.nodeId));
      chain.push(n.nodeId);
      chain.push(...here.filter((a) => a.mode === 'after').map((a) => a.nodeId));
    }
    chain.push(END);
    nodes.splice(
      nodes.length - 1,
      0,
      ...additions.map((a) => ({
        nodeId: a.nodeId,
        name: `加签：${a.name}`,
        assigneeText: a.mode === 'before' ? '前加签' : '后加签',
        kind: 'added' as const,
        state: a.state,
      })),
    );
    const passedInChain = (id: number) =>
      passed.has(id) || additions.some((a) => a.nodeId === id && a.state === 'passed');
    const edges: { from: number; to: number; kind: 'normal' | 'rollback'; taken: boolean }[] = chain
      .slice(0, -1)
      .map((from, i) => ({
        from,
        to: chain[i + 1],
        kind: 'normal',
        taken: from === start ? Boolean(workId) : passedInChain(from),
      }));
    for (const r of rollbacks) edges.push({ from: r.from, to: r.to, kind: 'rollback', taken: true });
    return { nodes, edges };
  }

  /**
   * The chart's added approvers (加签): one node each (id below zero), passed once they approved,
   * current while their to-do waits, pending while an earlier one of the addition decides.
   */
  private async chartAdditions(
    workId: number,
    tasks: {
      nodeId: number;
      additionId: number | null;
      assigneeUserId: number;
      status: string;
      result: number | null;
    }[],
    running: boolean,
  ): Promise<ChartAddition[]> {
    const additions = await repo.findAdditions(this.db, workId);
    const users = await findUsers(
      this.db,
      additions.flatMap((a) => a.approverUserIds),
    );
    return additions.flatMap((a) =>
      a.approverUserIds.map((userId, i) => {
        const own = tasks.filter((t) => t.additionId === a.id && t.assigneeUserId === userId);
        const state: ChartAddition['state'] =
          running && own.some((t) => t.status === 'todo')
            ? 'current'
            : own.some((t) => t.result === 0)
              ? 'passed'
              : 'pending';
        return {
          nodeId: -(a.id * 10 + i + 1),
          stepId: a.nodeId,
          mode: a.mode,
          name: users.get(userId)?.name ?? '',
          state,
        };
      }),
    );
  }

  /** Who was copied on the work (抄送), by whom, at which step, when; read or not. */
  async copies(auth: AuthContext, workId: number) {
    await this.assertCanView(auth, workId);
    const flowId = (await repo.findWorkFlowId(this.db, workId))!;
    const rows = await repo.findWorkCopies(this.db, workId);
    return rows.map((r) => ({
      userName: r.userName,
      byName: r.byName ?? label('display.system'),
      nodeName: r.nodeId == null ? label('display.step.finish') : stepNameShown(flowId, r.nodeId),
      copiedTime: r.copiedAt.toISOString(),
      readTime: r.readAt?.toISOString() ?? null,
    }));
  }
}

interface ChartAddition {
  nodeId: number;
  stepId: number;
  mode: 'before' | 'after';
  name: string;
  state: 'passed' | 'current' | 'pending';
}

/** A history event's or a progress row's action, by its kind (the catalogue's `display.event.*`). */
function eventText(kind: string): string {
  return kind in EVENT_LABEL ? label(EVENT_LABEL[kind as keyof typeof EVENT_LABEL]) : kind;
}

const EVENT_LABEL = Object.fromEntries(
  [
    'start',
    'approve',
    'rollback',
    'terminate',
    'finish',
    'withdraw',
    'skip',
    'transfer',
    'remind',
    'stop',
    'overdue',
    'amend',
    'addSign',
    'copy',
  ].map((kind) => [kind, `display.event.${kind}`]),
) as Record<string, MessageKey>;

/** Who handled a step, and for whom when they stood in: "张三（代 李四）". */
function handlerName(name: string, behalfName: string | null): string {
  return behalfName ? `${name}（代 ${behalfName}）` : name;
}

/** "1天3小时", "2小时5分钟", "12分钟". */
export function intervalText(from: Date, to: Date): string {
  const minutes = Math.max(0, Math.floor((to.getTime() - from.getTime()) / 60_000));
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const mins = minutes % 60;
  if (days > 0) return label('display.interval.days', { days, hours });
  if (hours > 0) return label('display.interval.hours', { hours, minutes: mins });
  return label('display.interval.minutes', { minutes: mins });
}
