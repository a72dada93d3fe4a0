import { ErrorCode, msg, PROCESSES } from '@hris/contract';
import type { Db } from '../db/client';
import type { Actor } from '../http/actor';
import type { AuthContext } from '../http/auth-context';
import { AppError, errors } from '../http/errors';
import { shown } from '../http/language';
import { inScope } from '../http/scope';
import { mayDecide } from './assign';
import { BATCH_LANES, eachTask } from './batch-lanes';
import { mayHandleFor, type TaskAction, type WorkflowEngine } from './engine';
import { nodeHolders } from './engine/nodes';
import { getProcess, nodeOf } from './registry';
import { substituteCandidates } from './substitutes.service';
import type { WorkViewService } from './work-view.service';
import * as repo from './workflow.repository';

/** The task centre's handling beside the engine: batches, transfers and their picker, attachments, startable flows. */
export class TaskHandlingService {
  /** How many to-dos of a batch run at once: BATCH_LANES, within what the database allows one request. */
  private readonly lanes: number;

  constructor(
    private readonly db: Db,
    private readonly engine: WorkflowEngine,
    private readonly view: WorkViewService,
    parallelTransactions = 1,
  ) {
    this.lanes = Math.max(1, Math.min(BATCH_LANES, parallelTransactions));
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
    return eachTask(tasks, (id) => this.engine.act(actor, { taskId: id, action, opinion }), this.lanes);
  }

  /** The to-dos of a batch, each named as the user knows it (flow number, person); every id must exist. */
  private async namedTasks(ids: number[]) {
    const rows = await repo.findNamedTasks(this.db, ids);
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
    const rows = await repo.findOpenTasksInFlow(this.db, auth.userId, flowId, starterName);
    return process.nodes
      .filter((n) => n.batch)
      .map((n) => {
        const mine = rows.filter((r) => r.nodeId === n.nodeId);
        return {
          nodeId: n.nodeId,
          nodeName: shown({ zh: n.name, en: n.nameEn }),
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
      const rows = await repo.findOpenTasksOfUser(this.db, input.fromUserId);
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
    return eachTask(tasks, (id) => this.engine.transfer(actor, id, input.toUserId, input.reason), this.lanes);
  }

  /** Another user named by id (whose to-dos to list or move) must sit inside the caller's scope. */
  async assertUserInScope(auth: AuthContext, userId: number) {
    if (userId === auth.userId) return;
    const orgPath = await repo.findUserOrgPath(this.db, userId);
    if (orgPath === undefined) throw errors.notFound(msg('noun.user'));
    if (!inScope(auth, { orgPath })) throw new AppError(ErrorCode.OutOfScope, msg('scope.user'));
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
    return repo.findPickableUsers(this.db, auth, { only, keyword: input.keyword });
  }

  private async deciders(auth: AuthContext, taskId: number): Promise<number[]> {
    const row = await repo.findTaskWithWork(this.db, taskId);
    if (!row) throw new AppError(ErrorCode.NotFound, msg('workflow.taskNotFound'));
    if (row.assignee !== auth.userId && !(await mayHandleFor(this.db, auth, row.assignee, row.w.orgPath)))
      throw new AppError(ErrorCode.Forbidden, msg('workflow.notYourTask'));
    if (row.status !== 'todo') throw new AppError(ErrorCode.Conflict, msg('workflow.taskClosed'));
    const process = this.engine.requireProcess(row.w.flowId);
    const { rule, holders } = await nodeHolders(this.db, process, row.nodeId, row.w);
    if (rule === 'starter') return [];
    const kind = nodeOf(process, row.nodeId)?.kind;
    return holders.filter((id) => id !== row.assignee && mayDecide(rule, row.w, holders, id, kind));
  }

  async addAttachments(auth: AuthContext, workId: number, attachmentIds: number[]) {
    await this.view.assertTakesPart(auth, workId);
    await this.db.transaction((tx) => this.engine.attach(tx, auth, workId, attachmentIds));
  }

  /** The built flows a user may start by hand (those with a start form). */
  startable() {
    return PROCESSES.filter((p) => getProcess(p.flowId) && p.startForm).map((p) => ({
      flowId: p.flowId,
      flowName: shown({ zh: p.name, en: p.nameEn }),
      startForm: p.startForm ?? null,
      category: p.category,
    }));
  }
}
