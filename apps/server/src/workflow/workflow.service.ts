import {
  businessToday,
  ErrorCode,
  findProcess,
  formatFlowNo,
  type Message,
  msg,
  PROCESSES,
  TASK_ACTIONS,
} from '@hris/contract';
import { and, asc, desc, eq, gte, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Executor } from '../db/client';
import {
  appUser,
  attachment,
  employee,
  orgUnit,
  role,
  shop,
  substitute,
  task,
  userRole,
  work,
  workEvent,
} from '../db/schema';
import type { Actor } from '../http/actor';
import type { AuthContext } from '../http/auth-context';
import { AppError, errors } from '../http/errors';
import { escapeLike, inScope, scopeWhere } from '../http/scope';
import { canViewWork } from './access';
import { mayDecide, ROLE_BY_RULE, RULE_LABEL } from './assign';
import { ACTION_TEXT, mayHandleFor, type TaskAction, WorkflowEngine, withdrawTarget } from './engine';
import { nodeHolders } from './engine/nodes';
import { markWorkMessagesRead } from './notify';
import { getProcess, nodeOf } from './registry';
import { startNodeId } from './types';

const STATUS_TEXT: Record<string, string> = { running: '审批中', finished: '已办结', stopped: '已终止' };
const EMPLOYEE_STATUS = ['离职', '在职', '调出', '入职中', '离职中'];

export class WorkflowService {
  readonly engine: WorkflowEngine;

  constructor(
    private readonly db: Db,
    clock?: () => Date,
  ) {
    this.engine = new WorkflowEngine(db, clock);
  }

  async assertCanView(auth: AuthContext, workId: number) {
    if (await canViewWork(this.db, auth, workId)) return;
    const [exists] = await this.db.select({ id: work.id }).from(work).where(eq(work.id, workId));
    if (!exists) throw new AppError(ErrorCode.NotFound, msg('workflow.workNotFound'));
    throw new AppError(ErrorCode.OutOfScope, msg('scope.work'));
  }

  /** Everything /process/do needs to show a work: form, target, attachments, my open task. */
  async detail(auth: AuthContext, workId: number) {
    await this.assertCanView(auth, workId);
    const [w] = await this.db
      .select({
        w: work,
        starterName: appUser.displayName,
        targetName: employee.name,
        targetEmployeeId: employee.employeeId,
        targetStatus: employee.status,
        shopCode: shop.code,
        shopName: shop.name,
      })
      .from(work)
      .innerJoin(appUser, eq(appUser.id, work.starterUserId))
      .leftJoin(employee, eq(employee.id, work.targetEmployeeRef))
      .leftJoin(shop, eq(shop.id, work.shopId))
      .where(eq(work.id, workId));
    const info = findProcess(w.w.flowId);
    const process = getProcess(w.w.flowId);
    const files = await this.db
      .select()
      .from(attachment)
      .where(and(eq(attachment.ownerKind, 'work'), eq(attachment.ownerId, workId)))
      .orderBy(asc(attachment.id));
    const behalf = alias(appUser, 'behalf');
    const [mine] = await this.db
      .select({ taskId: task.id, nodeId: task.nodeId, onBehalfOfName: behalf.displayName })
      .from(task)
      .leftJoin(behalf, eq(behalf.id, task.onBehalfOfUserId))
      .where(and(eq(task.workId, workId), eq(task.assigneeUserId, auth.userId), eq(task.status, 'todo')))
      .limit(1);
    const currentNode = w.w.currentNodeId != null && process ? nodeOf(process, w.w.currentNodeId) : undefined;
    const returned = w.w.status === 'running' ? await this.lastReturn(workId) : null;
    const markedRead = await markWorkMessagesRead(this.db, auth.userId, workId);
    return {
      workId: w.w.id,
      flowId: w.w.flowId,
      flowNo: formatFlowNo(w.w.flowId, w.w.id),
      flowName: info?.name ?? String(w.w.flowId),
      startForm: info?.startForm ?? null,
      viewForm: info?.viewForm ?? info?.startForm ?? null,
      status: w.w.status,
      statusText: STATUS_TEXT[w.w.status] ?? w.w.status,
      stopReason: w.w.stopReason,
      currentNodeId: w.w.currentNodeId,
      currentNodeName: currentNode?.name ?? null,
      form: (w.w.formData ?? {}) as Record<string, unknown>,
      starterName: w.starterName,
      startedTime: w.w.startedAt.toISOString(),
      finishedTime: w.w.finishedAt?.toISOString() ?? null,
      target: w.targetName
        ? {
            name: w.targetName,
            employeeId: w.targetEmployeeId ?? '',
            shopCode: w.shopCode,
            shopName: w.shopName,
            statusText: EMPLOYEE_STATUS[w.targetStatus ?? 1] ?? '',
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
              nodeName: nodeOf(process, mine.nodeId)?.name ?? '',
              onBehalfOfName: mine.onBehalfOfName,
            }
          : null,
      returned: returned
        ? {
            byName: returned.byName ?? '',
            fromNodeName: (process && returned.nodeId != null && nodeOf(process, returned.nodeId)?.name) || '',
            opinion: returned.msg,
            time: returned.createdAt.toISOString(),
          }
        : null,
      markedRead,
    };
  }

  /** The rollback that put a running work where it waits, if the last move of the work was one. */
  private async lastReturn(workId: number) {
    const [last] = await this.db
      .select({
        kind: workEvent.kind,
        nodeId: workEvent.nodeId,
        msg: workEvent.msg,
        createdAt: workEvent.createdAt,
        byName: appUser.displayName,
      })
      .from(workEvent)
      .leftJoin(appUser, eq(appUser.id, workEvent.actorUserId))
      .where(and(eq(workEvent.workId, workId), inArray(workEvent.kind, ['start', 'approve', 'rollback', 'withdraw'])))
      .orderBy(desc(workEvent.id))
      .limit(1);
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
      };
    await this.assertCanView(auth, workId);
    const process = this.engine.requireProcess(flowId);
    const [w] = await this.db.select().from(work).where(eq(work.id, workId));
    const buttons: ('approve' | 'rollback' | 'finish' | 'withdraw' | 'transfer' | 'remind' | 'progress' | 'attach')[] =
      ['progress'];
    const [mine] = await this.db
      .select()
      .from(task)
      .where(and(eq(task.workId, workId), eq(task.assigneeUserId, auth.userId), eq(task.status, 'todo')))
      .limit(1);
    let rollbackTargets: { nodeId: number; nodeName: string }[] = [];
    let editableFields: string[] = [];
    if (w.status === 'running' && mine) {
      const node = nodeOf(process, mine.nodeId);
      for (const a of node?.actions ?? []) buttons.push(a);
      buttons.push('attach');
      if (node?.actions.includes('rollback')) rollbackTargets = await this.engine.rollbackOptions(workId, mine.id);
      if (rollbackTargets.length === 0)
        buttons.splice(buttons.indexOf('rollback'), buttons.includes('rollback') ? 1 : 0);
      editableFields = mine.nodeId === startNodeId(flowId) ? ['*'] : [...(node?.editable ?? [])];
    }
    if (w.status === 'running' && (await this.mayWithdraw(auth, w))) buttons.push('withdraw');
    // 催办 reaches the current handlers: not while the work is back with the starter.
    if (w.status === 'running' && w.starterUserId === auth.userId && w.currentNodeId !== startNodeId(flowId))
      buttons.push('remind');
    return { buttons, rollbackTargets, taskId: mine?.id ?? null, editableFields };
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
    const process = this.engine.requireProcess(flowId);
    const assignee = alias(appUser, 'assignee');
    const behalf = alias(appUser, 'behalf');
    const rows = await this.db
      .select({ t: task, name: assignee.displayName, behalfName: behalf.displayName })
      .from(task)
      .innerJoin(assignee, eq(assignee.id, task.assigneeUserId))
      .leftJoin(behalf, eq(behalf.id, task.onBehalfOfUserId))
      .where(eq(task.workId, workId))
      .orderBy(asc(task.arrivedAt), asc(task.id));
    const [w] = await this.db
      .select({ startedAt: work.startedAt, starterName: appUser.displayName })
      .from(work)
      .innerJoin(appUser, eq(appUser.id, work.starterUserId))
      .where(eq(work.id, workId));
    const startRow = {
      nodeId: startNodeId(flowId),
      nodeName: '发起',
      actionType: 'start' as const,
      actionTypeText: '发起',
      msg: null,
      processorName: w.starterName,
      startedTime: w.startedAt.toISOString(),
      completedTime: w.startedAt.toISOString(),
      taskIntervalText: '0分钟',
    };
    return [
      startRow,
      ...rows
        .filter((r) => r.t.status !== 'cancelled' || r.t.result !== null)
        .map((r) => {
          // The decision by its result code (0 approve, 1 rollback, 2 finish); none while waiting.
          const action: TaskAction | null =
            r.t.status === 'todo' || r.t.result == null ? null : (TASK_ACTIONS[r.t.result] ?? null);
          return {
            nodeId: r.t.nodeId,
            nodeName:
              r.t.nodeId === startNodeId(flowId)
                ? '发起人修改'
                : (nodeOf(process, r.t.nodeId)?.name ?? String(r.t.nodeId)),
            actionType: action,
            actionTypeText: action ? ACTION_TEXT[action] : '',
            msg: r.t.opinion,
            processorName: r.behalfName ? `${r.name}（代 ${r.behalfName}）` : r.name,
            startedTime: r.t.arrivedAt.toISOString(),
            completedTime: r.t.completedAt?.toISOString() ?? null,
            taskIntervalText: intervalText(r.t.arrivedAt, r.t.completedAt ?? new Date()),
          };
        }),
    ];
  }

  /** Work history events (GetFlowHistory): start, approve, roll back, withdraw, transfer … */
  async history(auth: AuthContext, workId: number) {
    await this.assertCanView(auth, workId);
    const [w] = await this.db.select({ flowId: work.flowId }).from(work).where(eq(work.id, workId));
    const process = getProcess(w.flowId);
    const actor = alias(appUser, 'actor');
    const behalf = alias(appUser, 'behalf');
    const rows = await this.db
      .select({ e: workEvent, actorName: actor.displayName, behalfName: behalf.displayName })
      .from(workEvent)
      .leftJoin(actor, eq(actor.id, workEvent.actorUserId))
      .leftJoin(behalf, eq(behalf.id, workEvent.onBehalfOfUserId))
      .where(eq(workEvent.workId, workId))
      .orderBy(asc(workEvent.id));
    return rows.map((r) => ({
      id: r.e.id,
      kind: r.e.kind,
      kindText: EVENT_TEXT[r.e.kind] ?? r.e.kind,
      nodeId: r.e.nodeId,
      nodeName: r.e.nodeId != null && process ? (nodeOf(process, r.e.nodeId)?.name ?? '') : '',
      actorName: r.actorName ? (r.behalfName ? `${r.actorName}（代 ${r.behalfName}）` : r.actorName) : '系统',
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
    if (workId) {
      await this.assertCanView(auth, workId);
      const [w] = await this.db.select().from(work).where(eq(work.id, workId));
      if (w.flowId !== flowId) throw new AppError(ErrorCode.Validation, msg('workflow.flowMismatch'));
      const tasks = await this.db.select().from(task).where(eq(task.workId, workId)).orderBy(asc(task.id));
      passed = new Set(tasks.filter((t) => t.result === 0).map((t) => t.nodeId));
      current = w.status === 'running' ? w.currentNodeId : null;
      finished = w.status === 'finished';
      for (const t of tasks.filter((x) => x.result === 1)) {
        const next = tasks.find((x) => x.fromTaskId === t.id);
        if (next) rollbacks.push({ from: t.nodeId, to: next.nodeId });
      }
    }
    const END = 0;
    const nodes = [
      {
        nodeId: start,
        name: '发起',
        assigneeText: '发起人',
        kind: 'start' as const,
        // Back with the starter after a rollback, the start is where the work waits.
        state: current === start ? ('current' as const) : workId ? ('passed' as const) : ('pending' as const),
      },
      ...ordered.map((n) => ({
        nodeId: n.nodeId,
        name: n.name,
        assigneeText: RULE_LABEL[n.assignee],
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
        name: finished ? '已办结' : '结束',
        assigneeText: '',
        kind: 'end' as const,
        state: finished ? ('passed' as const) : ('pending' as const),
      },
    ];
    const chain = [start, ...ordered.map((n) => n.nodeId), END];
    const edges: { from: number; to: number; kind: 'normal' | 'rollback'; taken: boolean }[] = chain
      .slice(0, -1)
      .map((from, i) => ({
        from,
        to: chain[i + 1],
        kind: 'normal',
        taken: from === start ? Boolean(workId) : passed.has(from),
      }));
    for (const r of rollbacks) edges.push({ from: r.from, to: r.to, kind: 'rollback', taken: true });
    return { nodes, edges };
  }

  /** Batch: only nodes that allow it, only actions valid for all, one transaction per task. */
  async batch(actor: Actor, taskIds: number[], action: TaskAction, opinion?: string) {
    const tasks = await this.namedTasks([...new Set(taskIds)]);
    for (const r of tasks.values()) {
      const process = this.engine.requireProcess(r.flowId);
      const node = nodeOf(process, r.nodeId);
      if (!node?.batch) {
        const processName = { zh: process.info.name, en: process.info.nameEn };
        const nodeName = node ? { zh: node.name, en: node.nameEn } : r.nodeId;
        throw new AppError(ErrorCode.Validation, msg('workflow.noBatch', { process: processName, node: nodeName }));
      }
      if (!node.actions.includes(action)) {
        throw new AppError(
          ErrorCode.Validation,
          msg('workflow.batchActionNotAllowed', { action: msg(`taskAction.${action}`) }),
        );
      }
    }
    return eachTask(tasks, (id) => this.engine.act(actor, { taskId: id, action, opinion }));
  }

  /** The to-dos of a batch, each named as the user knows it (flow number, person); every id must exist. */
  private async namedTasks(ids: number[]) {
    const rows = await this.db
      .select({
        id: task.id,
        nodeId: task.nodeId,
        flowId: work.flowId,
        workId: work.id,
        // A work about a store has no person: the store names it.
        name: sql<string | null>`coalesce(${employee.name}, ${shop.name})`,
        employeeId: employee.employeeId,
      })
      .from(task)
      .innerJoin(work, eq(work.id, task.workId))
      .leftJoin(employee, eq(employee.id, work.targetEmployeeRef))
      .leftJoin(shop, eq(shop.id, work.shopId))
      .where(inArray(task.id, ids));
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (const id of ids) if (!byId.has(id)) throw new AppError(ErrorCode.Validation, msg('workflow.tasksGone'));
    return new Map(ids.map((id) => [id, byId.get(id)!]));
  }

  /**
   * GetBatchNodesInfo: every batch-enabled node of the flow with my to-dos there (optionally of one
   * starter), so a user without any is told which steps allow batch, not just that none do.
   */
  async batchNodes(auth: AuthContext, flowId: number, starterName?: string) {
    const process = this.engine.requireProcess(flowId);
    const starter = alias(appUser, 'starter');
    const rows = await this.db
      .select({ id: task.id, nodeId: task.nodeId })
      .from(task)
      .innerJoin(work, eq(work.id, task.workId))
      .innerJoin(starter, eq(starter.id, work.starterUserId))
      .where(
        and(
          eq(task.assigneeUserId, auth.userId),
          eq(task.status, 'todo'),
          eq(work.flowId, flowId),
          starterName ? eq(starter.displayName, starterName) : undefined,
        ),
      )
      .orderBy(asc(task.id));
    return process.nodes
      .filter((n) => n.batch)
      .map((n) => {
        const mine = rows.filter((r) => r.nodeId === n.nodeId);
        return {
          nodeId: n.nodeId,
          nodeName: n.name,
          count: mine.length,
          actions: n.actions.filter((a): a is TaskAction => a !== 'transfer'),
          taskIds: mine.map((m) => m.id),
        };
      });
  }

  /** TransferWork: chosen to-dos, or all to-dos of one user (someone who leaves). */
  async transferMany(
    actor: Actor,
    input: { taskIds?: number[]; fromUserId?: number; toUserId: number; reason?: string },
  ) {
    const { auth } = actor;
    let ids = input.taskIds ?? [];
    if (input.fromUserId) {
      const rows = await this.db
        .select({ id: task.id, orgPath: work.orgPath })
        .from(task)
        .innerJoin(work, eq(work.id, task.workId))
        .where(and(eq(task.assigneeUserId, input.fromUserId), eq(task.status, 'todo')))
        .orderBy(asc(task.id));
      if (rows.length === 0) throw new AppError(ErrorCode.Validation, msg('workflow.userHasNoTasks'));
      const from = input.fromUserId;
      if (from !== auth.userId) {
        // Checked up front so a store HR gets one clear refusal, not one per task.
        const allowed = await Promise.all(rows.map((r) => mayHandleFor(this.db, auth, from, r.orgPath)));
        if (!allowed.every(Boolean)) throw new AppError(ErrorCode.Forbidden, msg('workflow.transferOutOfScope'));
      }
      ids = rows.map((r) => r.id);
    }
    const tasks = await this.namedTasks([...new Set(ids)]);
    return eachTask(tasks, (id) => this.engine.transfer(actor, id, input.toUserId, input.reason));
  }

  /** Another user named by id (whose to-dos to list or move) must sit inside the caller's scope. */
  async assertUserInScope(auth: AuthContext, userId: number) {
    if (userId === auth.userId) return;
    const [u] = await this.db
      .select({ path: orgUnit.path })
      .from(appUser)
      .innerJoin(orgUnit, eq(orgUnit.id, appUser.orgUnitId))
      .where(eq(appUser.id, userId));
    if (!u) throw errors.notFound(msg('noun.user'));
    if (!inScope(auth, { orgPath: u.path })) throw new AppError(ErrorCode.OutOfScope, msg('scope.user'));
  }

  /**
   * The people a picker offers. For a to-do (taskId): those who may decide its step — holders of
   * the step's role within the work's scope, neither its current handler nor the work's starter.
   * For a substitute: holders of one of the caller's approval roles at the caller's own unit. Else
   * the enabled users inside the caller's scope.
   */
  async transferUsers(auth: AuthContext, input: { keyword?: string; taskId?: number; forSubstitute?: boolean }) {
    let only: number[] | undefined;
    if (input.taskId !== undefined) only = await this.deciders(auth, input.taskId);
    if (input.forSubstitute) only = await substituteCandidates(this.db, auth);
    const like = input.keyword ? `%${escapeLike(input.keyword)}%` : undefined;
    return this.db
      .select({ userId: appUser.id, name: appUser.displayName, account: appUser.account, orgUnitName: orgUnit.name })
      .from(appUser)
      .innerJoin(orgUnit, eq(orgUnit.id, appUser.orgUnitId))
      .where(
        and(
          eq(appUser.isEnabled, true),
          only ? (only.length ? inArray(appUser.id, only) : sql`false`) : scopeWhere(auth, { orgPath: orgUnit.path }),
          like ? sql`(${appUser.displayName} ilike ${like} or ${appUser.account} ilike ${like})` : undefined,
        ),
      )
      .orderBy(asc(appUser.account))
      .limit(50);
  }

  private async deciders(auth: AuthContext, taskId: number): Promise<number[]> {
    const [row] = await this.db
      .select({ assignee: task.assigneeUserId, nodeId: task.nodeId, status: task.status, w: work })
      .from(task)
      .innerJoin(work, eq(work.id, task.workId))
      .where(eq(task.id, taskId));
    if (!row) throw new AppError(ErrorCode.NotFound, msg('workflow.taskNotFound'));
    if (row.assignee !== auth.userId && !(await mayHandleFor(this.db, auth, row.assignee, row.w.orgPath)))
      throw new AppError(ErrorCode.Forbidden, msg('workflow.notYourTask'));
    if (row.status !== 'todo') throw new AppError(ErrorCode.Conflict, msg('workflow.taskClosed'));
    const process = this.engine.requireProcess(row.w.flowId);
    const { rule, holders } = await nodeHolders(this.db, process, row.nodeId, row.w);
    if (rule === 'starter') return [];
    return holders.filter((id) => id !== row.assignee && mayDecide(rule, row.w, holders, id));
  }

  async addAttachments(auth: AuthContext, workId: number, attachmentIds: number[]) {
    await this.assertCanView(auth, workId);
    await this.db.transaction((tx) => this.engine.attach(tx, auth, workId, attachmentIds));
  }

  async mySubstitutes(auth: AuthContext) {
    const today = businessToday();
    return this.db
      .select({
        id: substitute.id,
        substituteUserId: substitute.substituteUserId,
        substituteName: appUser.displayName,
        startDate: substitute.startDate,
        endDate: substitute.endDate,
      })
      .from(substitute)
      .innerJoin(appUser, eq(appUser.id, substitute.substituteUserId))
      .where(and(eq(substitute.userId, auth.userId), gte(substitute.endDate, today)))
      .orderBy(asc(substitute.startDate));
  }

  async setSubstitute(auth: AuthContext, input: { substituteUserId: number; startDate: string; endDate: string }) {
    if (input.substituteUserId === auth.userId)
      throw new AppError(ErrorCode.Validation, msg('workflow.substituteIsSelf'));
    if (input.endDate < input.startDate)
      throw new AppError(ErrorCode.Validation, msg('workflow.substituteEndBeforeStart'));
    return this.db.transaction(async (tx) => {
      const [sub] = await tx
        .select({ isEnabled: appUser.isEnabled })
        .from(appUser)
        .where(eq(appUser.id, input.substituteUserId));
      if (!sub?.isEnabled) throw new AppError(ErrorCode.Validation, msg('workflow.substituteUnavailable'));
      if (!(await substituteCandidates(tx, auth)).includes(input.substituteUserId))
        throw new AppError(ErrorCode.Validation, msg('workflow.substituteRoleMismatch'));
      const overlapping = await tx
        .select({ id: substitute.id })
        .from(substitute)
        .where(
          and(
            eq(substitute.userId, auth.userId),
            sql`${substitute.startDate} <= ${input.endDate}`,
            sql`${substitute.endDate} >= ${input.startDate}`,
          ),
        );
      if (overlapping.length > 0) throw new AppError(ErrorCode.Conflict, msg('workflow.substituteOverlaps'));
      const [row] = await tx
        .insert(substitute)
        .values({ userId: auth.userId, ...input })
        .returning({ id: substitute.id });
      return row;
    });
  }

  async deleteSubstitute(auth: AuthContext, id: number) {
    const removed = await this.db
      .delete(substitute)
      .where(and(eq(substitute.id, id), eq(substitute.userId, auth.userId)))
      .returning({ id: substitute.id });
    if (removed.length === 0) throw new AppError(ErrorCode.NotFound, msg('workflow.substituteNotFound'));
  }

  startable() {
    return PROCESSES.filter((p) => getProcess(p.flowId) && p.startForm).map((p) => ({
      flowId: p.flowId,
      flowName: p.name,
      startForm: p.startForm ?? null,
      category: p.category,
    }));
  }
}

const EVENT_TEXT: Record<string, string> = {
  start: '发起',
  approve: '审批通过',
  rollback: '退回',
  terminate: '终止',
  finish: '办结',
  withdraw: '撤回',
  transfer: '转办',
  remind: '催办',
  stop: '停止',
  overdue: '超时提醒',
  amend: '结果变更',
};

/** "1天3小时", "2小时5分钟", "12分钟". */
export function intervalText(from: Date, to: Date): string {
  const minutes = Math.max(0, Math.floor((to.getTime() - from.getTime()) / 60_000));
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const mins = minutes % 60;
  if (days > 0) return `${days}天${hours}小时`;
  if (hours > 0) return `${hours}小时${mins}分钟`;
  return `${mins}分钟`;
}

/**
 * Who may stand in for the caller during leave: an enabled holder of one of the caller's approval
 * roles (store HR, regional HR and manager, head-office HR, compensation, HR director) at the caller's
 * own unit (anywhere for the head-office roles).
 * At assignment the substitute must still hold the step's role in the work's scope (assign.ts).
 */
async function substituteCandidates(db: Executor, auth: AuthContext): Promise<number[]> {
  const roleIds = auth.roles.map((r) => r.roleId).filter((id) => APPROVAL_ROLE_IDS.includes(id));
  if (roleIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ id: appUser.id })
    .from(appUser)
    .innerJoin(userRole, eq(userRole.userId, appUser.id))
    .innerJoin(role, eq(role.id, userRole.roleRef))
    .where(
      and(
        eq(appUser.isEnabled, true),
        eq(role.disabled, false),
        sql`${appUser.id} <> ${auth.userId}`,
        or(
          ...roleIds.map((id) =>
            HEAD_OFFICE_ROLE_IDS.includes(id)
              ? eq(role.roleId, id)
              : and(eq(role.roleId, id), eq(appUser.orgUnitId, auth.orgUnitId)),
          ),
        ),
      ),
    );
  return rows.map((r) => r.id);
}

const APPROVAL_ROLE_IDS = Object.values(ROLE_BY_RULE).map((r) => r.roleId);
/** The approval roles held at head office, whose holders may stand in for each other company-wide. */
const HEAD_OFFICE_ROLE_IDS = Object.values(ROLE_BY_RULE)
  .filter((r) => r.unitKind === null)
  .map((r) => r.roleId);

/**
 * Runs one action per to-do, each in its own transaction: a refusal is that row's result (a
 * program error still fails the request). Every row names its work and person; its `msg` is the
 * action's result or refusal, written in the request's language by the route (okWithMessages).
 */
async function eachTask(
  tasks: Map<number, { flowId: number; workId: number; name: string | null; employeeId: string | null }>,
  run: (taskId: number) => Promise<{ msg: Message }>,
) {
  const results: { taskId: number; flowNo: string; name: string; employeeId: string; ok: boolean; msg: Message }[] = [];
  for (const [taskId, r] of tasks) {
    const known = {
      taskId,
      flowNo: formatFlowNo(r.flowId, r.workId),
      name: r.name ?? '',
      employeeId: r.employeeId ?? '',
    };
    try {
      results.push({ ...known, ok: true, msg: (await run(taskId)).msg });
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      results.push({ ...known, ok: false, msg: err.text });
    }
  }
  return { succeeded: results.filter((r) => r.ok).length, failed: results.filter((r) => !r.ok).length, results };
}
