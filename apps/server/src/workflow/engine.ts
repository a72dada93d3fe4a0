import { businessToday, DEFAULT_UPLOAD_LIMIT, ErrorCode, fieldLabel, findProcess } from '@hris/contract';
import { and, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Executor, Tx } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { appUser, attachment, employee, job, orgUnit, task, work, workEvent } from '../db/schema';
import type { Actor } from '../http/actor';
import { audit } from '../http/audit';
import type { AuthContext } from '../http/auth-context';
import { AppError } from '../http/errors';
import { inScope } from '../http/scope';
import { type Assignee, mayDecide, RULE_LABEL, resolveAssignees, roleHolders } from './assign';
import { markWorkMessagesRead, notify } from './notify';
import { getProcess, nextNodeId, nodeOf, type RegisteredProcess } from './registry';
import { type NodeAction, startNodeId, type WorkTarget } from './types';

export type TaskAction = 'approve' | 'rollback' | 'finish';

export interface ActInput {
  taskId: number;
  action: TaskAction;
  opinion?: string;
  /** Rollback target; default: the node the task came from (or the start). */
  rollbackNodeId?: number;
  /** Whole form when the starter resubmits, or the node's editable fields. */
  form?: Record<string, unknown>;
}

export interface ActResult {
  workId: number;
  status: 'running' | 'finished' | 'stopped';
  currentNodeId: number | null;
  msg: string;
}

const RESULT: Record<TaskAction, number> = { approve: 0, rollback: 1, finish: 2 };

/** Reminders (催办) are limited to one an hour per work. */
const REMIND_INTERVAL_MS = 3600_000;

/**
 * The approval engine (ARCHITECTURE §6). Every action is one transaction that locks the work
 * row, re-reads the task and checks that it is still open and that the actor may handle it, so
 * of concurrent actions on one task exactly one succeeds.
 */
export class WorkflowEngine {
  constructor(
    private readonly db: Db,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async start(actor: Actor, flowId: number, rawForm: unknown, attachmentIds: number[] = []) {
    const { auth } = actor;
    const process = this.requireProcess(flowId);
    const parsed = process.def.formSchema.safeParse(rawForm);
    if (!parsed.success) throw formError(process.def.formSchema, parsed.error);
    const form = parsed.data as Record<string, unknown>;
    return this.db.transaction(async (tx) => {
      const target = await process.def.prepare(tx, auth, form);
      const now = this.clock();
      const [created] = await tx
        .insert(work)
        .values({
          flowId,
          targetEmployeeRef: target.employeeRef,
          orgUnitId: target.orgUnitId,
          orgPath: target.orgPath,
          shopId: target.shopId,
          starterUserId: auth.userId,
          formData: form,
          status: 'running',
          startedAt: now,
        })
        .returning({ id: work.id })
        .catch((error: unknown) => {
          // Two starts for one person at once: the database lets one through (work_one_running_uq).
          if (isUniqueViolation(error, 'work_one_running_uq'))
            throw new AppError(ErrorCode.Conflict, `该员工已有进行中的「${process.info.name}」，请勿重复发起`);
          throw error;
        });
      await this.attach(tx, auth, created.id, attachmentIds);
      await tx.insert(workEvent).values({
        workId: created.id,
        nodeId: startNodeId(flowId),
        kind: 'start',
        actorUserId: auth.userId,
        createdAt: now,
      });
      const first = process.nodes[1];
      const assignees = await this.assigneesFor(tx, process, first.nodeId, {
        orgPath: target.orgPath,
        starterUserId: auth.userId,
      });
      // At the start the form is still on the starter's screen: refuse rather than stop.
      if (assignees.length === 0) throw noAssigneeError(process, first.nodeId);
      await this.arrive(
        tx,
        process,
        { id: created.id, orgPath: target.orgPath, starterUserId: auth.userId, target },
        first.nodeId,
        null,
        assignees,
        now,
      );
      await audit(tx, actor, {
        action: 'work.start',
        target: `work:${created.id}`,
        summary: { flowId, employeeRef: target.employeeRef },
      });
      return { workId: created.id, nodeId: first.nodeId };
    });
  }

  /** Approve, roll back or finish one to-do. */
  async act(actor: Actor, input: ActInput): Promise<ActResult> {
    return this.db.transaction(async (tx) => this.actInTx(tx, actor, input));
  }

  private async actInTx(tx: Tx, actor: Actor, input: ActInput): Promise<ActResult> {
    const { auth } = actor;
    const { w, t, process } = await this.lockOpenTask(tx, auth, input.taskId);
    const node = nodeOf(process, t.nodeId);
    if (!node) throw new AppError(ErrorCode.Conflict, '流程节点已不存在，请联系系统管理员');
    if (!node.actions.includes(input.action as NodeAction)) {
      throw new AppError(ErrorCode.Validation, `「${node.name}」不允许${ACTION_TEXT[input.action]}`);
    }
    const now = this.clock();
    const opinion = input.opinion?.trim() || null;
    let form = w.formData as Record<string, unknown>;
    const target = targetOf(w);

    if (input.action === 'approve' && input.form) {
      form = await this.mergeForm(tx, auth, process, node.nodeId, node.editable, form, input.form, target);
    }
    if (input.action === 'approve') {
      const problem = node.beforeApprove?.(form, { today: businessToday(now) });
      if (problem) throw new AppError(ErrorCode.Validation, problem);
    }
    if (input.action === 'rollback' && !opinion) throw new AppError(ErrorCode.Validation, '退回时请填写审批意见');

    await tx
      .update(task)
      .set({ status: 'done', result: RESULT[input.action], opinion, completedAt: now })
      .where(eq(task.id, t.id));
    // The other holders of the same node visit lose their copy: one decision per node.
    await tx
      .update(task)
      .set({ status: 'cancelled', completedAt: now })
      .where(and(eq(task.workId, w.id), eq(task.status, 'todo'), ne(task.id, t.id)));
    const actingFor = t.assigneeUserId !== auth.userId ? t.assigneeUserId : t.onBehalfOfUserId;
    await markWorkMessagesRead(tx, auth.userId, w.id);
    if (t.assigneeUserId !== auth.userId) await markWorkMessagesRead(tx, t.assigneeUserId, w.id);

    const base = { id: w.id, orgPath: w.orgPath, starterUserId: w.starterUserId, target };
    const flowName = process.info.name;
    if (input.action === 'approve') {
      await tx.insert(workEvent).values({
        workId: w.id,
        taskId: t.id,
        nodeId: node.nodeId,
        kind: 'approve',
        actorUserId: auth.userId,
        onBehalfOfUserId: actingFor,
        msg: opinion,
        createdAt: now,
      });
      const next = nextNodeId(process, node.nodeId, form);
      if (next === null) {
        await process.def.onComplete({ tx, workId: w.id, form, target, actorUserId: auth.userId, now });
        await tx
          .update(work)
          .set({
            status: 'finished',
            currentNodeId: null,
            finishedAt: now,
            formData: form,
            version: sql`${work.version} + 1`,
          })
          .where(eq(work.id, w.id));
        await tx
          .insert(workEvent)
          .values({ workId: w.id, kind: 'finish', actorUserId: auth.userId, msg: '流程已办结', createdAt: now });
        await notify(
          tx,
          w.starterUserId,
          `您发起的「${flowName}」已办结`,
          `${await this.targetName(tx, w)}的${flowName}已审批通过并生效。`,
          { flowId: w.flowId, workId: w.id },
        );
        await audit(tx, actor, { action: 'work.complete', target: `work:${w.id}`, summary: { taskId: t.id } });
        return { workId: w.id, status: 'finished', currentNodeId: null, msg: '审批通过，流程已办结' };
      }
      await tx
        .update(work)
        .set({ formData: form, version: sql`${work.version} + 1` })
        .where(eq(work.id, w.id));
      const assignees = await this.assigneesFor(tx, process, next, base);
      if (assignees.length === 0) return this.stop(tx, actor, process, base, next, now);
      await this.arrive(tx, process, base, next, t.id, assignees, now);
      await audit(tx, actor, {
        action: 'work.approve',
        target: `work:${w.id}`,
        summary: { taskId: t.id, nodeId: node.nodeId, next },
      });
      const resubmitted = node.nodeId === startNodeId(w.flowId);
      return {
        workId: w.id,
        status: 'running',
        currentNodeId: next,
        msg: resubmitted ? `已重新提交，待「${nodeOf(process, next)?.name ?? ''}」处理` : '审批通过',
      };
    }

    if (input.action === 'rollback') {
      const targetNode = await this.rollbackTarget(tx, process, w.id, t, input.rollbackNodeId);
      await tx.insert(workEvent).values({
        workId: w.id,
        taskId: t.id,
        nodeId: node.nodeId,
        kind: 'rollback',
        actorUserId: auth.userId,
        onBehalfOfUserId: actingFor,
        msg: opinion,
        createdAt: now,
      });
      const assignees = await this.assigneesFor(tx, process, targetNode, base);
      if (assignees.length === 0) return this.stop(tx, actor, process, base, targetNode, now);
      await tx
        .update(work)
        .set({ version: sql`${work.version} + 1` })
        .where(eq(work.id, w.id));
      await this.arrive(tx, process, base, targetNode, t.id, assignees, now, {
        rolledBackBy: auth.displayName,
        opinion,
      });
      await audit(tx, actor, {
        action: 'work.rollback',
        target: `work:${w.id}`,
        summary: { taskId: t.id, from: node.nodeId, to: targetNode },
      });
      return {
        workId: w.id,
        status: 'running',
        currentNodeId: targetNode,
        msg: `已退回至「${nodeOf(process, targetNode)?.name}」`,
      };
    }

    // finish (2): the work ends here without its effect (终止).
    await tx.insert(workEvent).values({
      workId: w.id,
      taskId: t.id,
      nodeId: node.nodeId,
      kind: 'terminate',
      actorUserId: auth.userId,
      onBehalfOfUserId: actingFor,
      msg: opinion,
      createdAt: now,
    });
    await process.def.onTerminate?.({ tx, workId: w.id, form, target, actorUserId: auth.userId, now });
    await tx
      .update(work)
      .set({
        status: 'stopped',
        currentNodeId: null,
        finishedAt: now,
        stopReason: `由${auth.displayName}终止${opinion ? `：${opinion}` : ''}`,
        version: sql`${work.version} + 1`,
      })
      .where(eq(work.id, w.id));
    await notify(
      tx,
      w.starterUserId,
      `您发起的「${flowName}」已被终止`,
      `${auth.displayName}在「${node.name}」终止了流程${opinion ? `，意见：${opinion}` : ''}。`,
      { flowId: w.flowId, workId: w.id },
    );
    await audit(tx, actor, { action: 'work.terminate', target: `work:${w.id}`, summary: { taskId: t.id } });
    return { workId: w.id, status: 'stopped', currentNodeId: null, msg: '流程已终止' };
  }

  /**
   * Withdraw (撤回): the handler who moved the work on, or the starter before anyone acted,
   * takes it back while the current step is still untouched.
   */
  async withdraw(actor: Actor, workId: number): Promise<ActResult> {
    const { auth } = actor;
    return this.db.transaction(async (tx) => {
      const w = await this.lockWork(tx, workId);
      const process = this.requireProcess(w.flowId);
      if (w.status !== 'running') throw new AppError(ErrorCode.Conflict, '流程已结束，不能撤回');
      const open = await tx
        .select()
        .from(task)
        .where(and(eq(task.workId, w.id), eq(task.status, 'todo')));
      if (open.length === 0) throw new AppError(ErrorCode.Conflict, '当前没有可撤回的待办');
      const fromIds = [...new Set(open.map((o) => o.fromTaskId))];
      if (fromIds.length !== 1) throw new AppError(ErrorCode.Conflict, '当前步骤已有人处理，不能撤回');
      const fromTaskId = fromIds[0];
      let backTo: number;
      if (fromTaskId === null) {
        // Straight from the start: only the starter, and only before anyone acted.
        if (w.starterUserId !== auth.userId) throw new AppError(ErrorCode.Forbidden, '只有发起人可以撤回');
        backTo = startNodeId(w.flowId);
      } else {
        const [from] = await tx.select().from(task).where(eq(task.id, fromTaskId));
        if (!from || from.assigneeUserId !== auth.userId)
          throw new AppError(ErrorCode.Forbidden, '只有上一步的处理人可以撤回');
        if (from.result !== 0) throw new AppError(ErrorCode.Conflict, '退回的步骤不能撤回');
        backTo = from.nodeId;
      }
      const now = this.clock();
      await tx
        .update(task)
        .set({ status: 'cancelled', completedAt: now })
        .where(
          inArray(
            task.id,
            open.map((o) => o.id),
          ),
        );
      await tx.insert(workEvent).values({
        workId: w.id,
        nodeId: open[0].nodeId,
        kind: 'withdraw',
        actorUserId: auth.userId,
        msg: '撤回',
        createdAt: now,
      });
      const [created] = await tx
        .insert(task)
        .values({
          workId: w.id,
          nodeId: backTo,
          assigneeUserId: auth.userId,
          status: 'todo',
          arrivedAt: now,
          fromTaskId: fromTaskId === null ? null : fromTaskId,
        })
        .returning({ id: task.id });
      await tx
        .update(work)
        .set({ currentNodeId: backTo, version: sql`${work.version} + 1` })
        .where(eq(work.id, w.id));
      for (const o of open) {
        await notify(
          tx,
          o.assigneeUserId,
          `「${process.info.name}」已被撤回`,
          `${auth.displayName}撤回了${await this.targetName(tx, w)}的${process.info.name}，您无需再处理。`,
          { flowId: w.flowId, workId: w.id },
        );
      }
      await audit(tx, actor, {
        action: 'work.withdraw',
        target: `work:${w.id}`,
        summary: { taskId: created.id, nodeId: backTo },
      });
      return { workId: w.id, status: 'running', currentNodeId: backTo, msg: '撤回成功' };
    });
  }

  /** Hands one to-do to another user (转办). */
  async transfer(actor: Actor, taskId: number, toUserId: number, reason?: string) {
    const { auth } = actor;
    return this.db.transaction(async (tx) => {
      const { w, t, process } = await this.lockOpenTask(tx, auth, taskId);
      if (toUserId === t.assigneeUserId) throw new AppError(ErrorCode.Validation, '不能转办给当前处理人');
      const [to] = await tx
        .select({ id: appUser.id, name: appUser.displayName, isEnabled: appUser.isEnabled })
        .from(appUser)
        .where(eq(appUser.id, toUserId));
      if (!to?.isEnabled) throw new AppError(ErrorCode.Validation, '转办对象不存在或已停用');
      const node = nodeOf(process, t.nodeId);
      const rule = node?.assignee ?? 'starter';
      if (rule === 'starter' || t.nodeId === startNodeId(w.flowId))
        throw new AppError(ErrorCode.Validation, '发起人的待办不能转办');
      const holders = await roleHolders(tx, rule, w);
      if (toUserId === w.starterUserId)
        throw new AppError(ErrorCode.Validation, `不能转办给流程发起人${to.name}：发起人不能审批自己发起的流程`);
      if (!mayDecide(rule, w, holders, toUserId))
        throw new AppError(
          ErrorCode.Validation,
          `${to.name}不是该流程所属范围的${RULE_LABEL[rule]}，不能处理「${node?.name ?? ''}」`,
        );
      const now = this.clock();
      await markWorkMessagesRead(tx, t.assigneeUserId, w.id);
      await tx
        .update(task)
        .set({ assigneeUserId: to.id, onBehalfOfUserId: null, arrivedAt: now })
        .where(eq(task.id, t.id));
      await tx.insert(workEvent).values({
        workId: w.id,
        taskId: t.id,
        nodeId: t.nodeId,
        kind: 'transfer',
        actorUserId: auth.userId,
        msg: `转办给${to.name}${reason ? `：${reason}` : ''}`,
        createdAt: now,
      });
      await tx
        .update(work)
        .set({ version: sql`${work.version} + 1` })
        .where(eq(work.id, w.id));
      await notify(
        tx,
        to.id,
        `您有新的待办：${process.info.name}`,
        `${auth.displayName}将${await this.targetName(tx, w)}的「${nodeOf(process, t.nodeId)?.name}」转办给您。`,
        { flowId: w.flowId, workId: w.id, nodeId: t.nodeId },
      );
      await audit(tx, actor, { action: 'work.transfer', target: `work:${w.id}`, summary: { taskId: t.id, to: to.id } });
      return { taskId: t.id, msg: `已转办给${to.name}` };
    });
  }

  /** Starter's reminder (催办) to the current handlers, at most once an hour. */
  async remind(actor: Actor, workId: number) {
    const { auth } = actor;
    return this.db.transaction(async (tx) => {
      const w = await this.lockWork(tx, workId);
      if (w.starterUserId !== auth.userId) throw new AppError(ErrorCode.Forbidden, '只有发起人可以催办');
      if (w.status !== 'running') throw new AppError(ErrorCode.Conflict, '流程已结束，无需催办');
      if (w.currentNodeId === startNodeId(w.flowId))
        throw new AppError(ErrorCode.Conflict, '流程已退回给您，请修改后重新提交，无需催办');
      const now = this.clock();
      if (w.remindedAt && now.getTime() - w.remindedAt.getTime() < REMIND_INTERVAL_MS) {
        const minutes = Math.ceil((REMIND_INTERVAL_MS - (now.getTime() - w.remindedAt.getTime())) / 60_000);
        throw new AppError(ErrorCode.Conflict, `每小时只能催办一次，请${minutes}分钟后再试`);
      }
      const process = this.requireProcess(w.flowId);
      const open = await tx
        .select()
        .from(task)
        .where(and(eq(task.workId, w.id), eq(task.status, 'todo')));
      for (const o of open) {
        await notify(
          tx,
          o.assigneeUserId,
          `催办：${process.info.name}`,
          `${auth.displayName}催您尽快处理${await this.targetName(tx, w)}的「${nodeOf(process, o.nodeId)?.name}」。`,
          { flowId: w.flowId, workId: w.id, nodeId: o.nodeId },
        );
      }
      await tx.update(work).set({ remindedAt: now }).where(eq(work.id, w.id));
      await tx
        .insert(workEvent)
        .values({ workId: w.id, kind: 'remind', actorUserId: auth.userId, msg: '催办', createdAt: now });
      await audit(tx, actor, { action: 'work.remind', target: `work:${w.id}` });
      return { reminded: open.length, msg: `已催办${open.length}人` };
    });
  }

  // ——— internals ———

  requireProcess(flowId: number): RegisteredProcess {
    const process = getProcess(flowId);
    if (!process) {
      const info = findProcess(flowId);
      throw new AppError(ErrorCode.Validation, info ? `「${info.name}」流程尚未上线` : `流程 ${flowId} 不存在`);
    }
    return process;
  }

  private async lockWork(tx: Tx, workId: number) {
    const [w] = await tx.select().from(work).where(eq(work.id, workId)).for('update');
    if (!w) throw new AppError(ErrorCode.NotFound, '流程不存在');
    return w;
  }

  /** Locks the task's work, then re-reads the task: it must still be open and the actor's to handle. */
  private async lockOpenTask(tx: Tx, auth: AuthContext, taskId: number) {
    const [ref] = await tx.select({ workId: task.workId }).from(task).where(eq(task.id, taskId));
    if (!ref) throw new AppError(ErrorCode.NotFound, '待办不存在');
    const w = await this.lockWork(tx, ref.workId);
    const [t] = await tx.select().from(task).where(eq(task.id, taskId));
    if (t.status !== 'todo' || w.status !== 'running')
      throw new AppError(ErrorCode.Conflict, '该待办已被处理或已撤回，请刷新列表');
    if (t.assigneeUserId !== auth.userId && !(await mayHandleFor(tx, auth, t.assigneeUserId, w.orgPath))) {
      throw new AppError(ErrorCode.Forbidden, '这不是您的待办');
    }
    const process = this.requireProcess(w.flowId);
    // Segregation of duties: a review step is never decided by the person who started the work.
    if (t.nodeId !== startNodeId(w.flowId) && auth.userId === w.starterUserId)
      throw new AppError(ErrorCode.Forbidden, '不能审批自己发起的流程，请转办给其他审批人');
    return { w, t, process };
  }

  private async targetName(tx: Tx, w: { targetEmployeeRef: number | null }) {
    const e = await this.targetEmployee(tx, w.targetEmployeeRef);
    return e ? `${e.name}-${e.employeeId}` : '';
  }

  private async targetEmployee(tx: Tx, employeeRef: number | null) {
    if (!employeeRef) return undefined;
    const [e] = await tx
      .select({ id: employee.id, name: employee.name, employeeId: employee.employeeId })
      .from(employee)
      .where(eq(employee.id, employeeRef));
    return e;
  }

  private async assigneesFor(
    tx: Tx,
    process: RegisteredProcess,
    nodeId: number,
    w: { orgPath: string; starterUserId: number },
  ): Promise<Assignee[]> {
    const node = nodeOf(process, nodeId);
    if (!node) throw new AppError(ErrorCode.Conflict, `节点 ${nodeId} 不存在`);
    return resolveAssignees(tx, node.assignee, w, businessToday(this.clock()));
  }

  /** A node is reached: one to-do per assignee, a message each, a deadline job when the node has one. */
  private async arrive(
    tx: Tx,
    process: RegisteredProcess,
    w: { id: number; starterUserId: number; orgPath: string; target: WorkTarget },
    nodeId: number,
    fromTaskId: number | null,
    assignees: Assignee[],
    now: Date,
    rollback?: { rolledBackBy: string; opinion: string | null },
  ) {
    const node = nodeOf(process, nodeId)!;
    const deadlineAt = node.deadlineHours ? new Date(now.getTime() + node.deadlineHours * 3600_000) : null;
    // Read once: for the to-dos' copy of the employee (so the insert trigger has nothing to look
    // up) and for the messages.
    const target = await this.targetEmployee(tx, w.target.employeeRef);
    const created = await tx
      .insert(task)
      .values(
        assignees.map((a) => ({
          workId: w.id,
          nodeId,
          assigneeUserId: a.userId,
          onBehalfOfUserId: a.onBehalfOfUserId,
          status: 'todo' as const,
          arrivedAt: now,
          deadlineAt,
          fromTaskId,
          targetEmployeeRef: target?.id ?? null,
          targetName: target?.name ?? null,
        })),
      )
      .returning({ id: task.id, assigneeUserId: task.assigneeUserId });
    await tx.update(work).set({ currentNodeId: nodeId }).where(eq(work.id, w.id));
    const who = target ? `${target.name}-${target.employeeId}` : '';
    for (const c of created) {
      const title = rollback ? `「${process.info.name}」被退回：${node.name}` : `您有新的待办：${process.info.name}`;
      const content = rollback
        ? `${rollback.rolledBackBy}退回了${who}的${process.info.name}${rollback.opinion ? `，意见：${rollback.opinion}` : ''}，请处理。`
        : `${who}的${process.info.name}已到「${node.name}」，请处理。`;
      await notify(tx, c.assigneeUserId, title, content, { flowId: process.info.flowId, workId: w.id, nodeId });
      if (deadlineAt)
        await tx.insert(job).values({ kind: 'task.overdue', payload: { taskId: c.id }, runAt: deadlineAt });
    }
  }

  private async stop(
    tx: Tx,
    actor: Actor,
    process: RegisteredProcess,
    w: { id: number; starterUserId: number },
    nodeId: number,
    now: Date,
  ): Promise<ActResult> {
    const node = nodeOf(process, nodeId)!;
    const reason = `「${node.name}」没有可处理的${RULE_LABEL[node.assignee]}，流程已停止，请联系系统管理员配置处理人`;
    await tx
      .update(work)
      .set({
        status: 'stopped',
        currentNodeId: nodeId,
        stopReason: reason,
        finishedAt: now,
        version: sql`${work.version} + 1`,
      })
      .where(eq(work.id, w.id));
    await tx.insert(workEvent).values({ workId: w.id, nodeId, kind: 'stop', msg: reason, createdAt: now });
    await notify(tx, w.starterUserId, `「${process.info.name}」已停止`, reason, {
      flowId: process.info.flowId,
      workId: w.id,
    });
    await audit(tx, actor, { action: 'work.stop', target: `work:${w.id}`, summary: { nodeId, reason } });
    return { workId: w.id, status: 'stopped', currentNodeId: nodeId, msg: reason };
  }

  /** Earlier approved nodes of this work, or the start; default the node the task came from. */
  private async rollbackTarget(
    tx: Tx,
    process: RegisteredProcess,
    workId: number,
    t: typeof task.$inferSelect,
    requested?: number,
  ) {
    const start = startNodeId(process.info.flowId);
    if (t.nodeId === start) throw new AppError(ErrorCode.Validation, '发起人节点不能退回');
    const approved = await tx
      .selectDistinct({ nodeId: task.nodeId })
      .from(task)
      .where(and(eq(task.workId, workId), eq(task.result, 0)));
    const order = (id: number) => process.nodes.findIndex((n) => n.nodeId === id);
    const allowed = new Set([
      start,
      ...approved.map((a) => a.nodeId).filter((id) => order(id) >= 0 && order(id) < order(t.nodeId)),
    ]);
    if (requested !== undefined) {
      if (!allowed.has(requested)) throw new AppError(ErrorCode.Validation, '只能退回到已经过的节点或发起人');
      return requested;
    }
    if (t.fromTaskId) {
      const [from] = await tx.select({ nodeId: task.nodeId }).from(task).where(eq(task.id, t.fromTaskId));
      if (from && allowed.has(from.nodeId)) return from.nodeId;
    }
    return start;
  }

  /** Rollback targets offered to a handler (for the toolbar). */
  async rollbackOptions(workId: number, taskId: number) {
    const [t] = await this.db.select().from(task).where(eq(task.id, taskId));
    const [w] = await this.db.select({ flowId: work.flowId }).from(work).where(eq(work.id, workId));
    if (!t || !w) return [];
    const process = this.requireProcess(w.flowId);
    const start = startNodeId(w.flowId);
    if (t.nodeId === start) return [];
    const approved = await this.db
      .selectDistinct({ nodeId: task.nodeId })
      .from(task)
      .where(and(eq(task.workId, workId), eq(task.result, 0)));
    const order = (id: number) => process.nodes.findIndex((n) => n.nodeId === id);
    const ids = [start, ...approved.map((a) => a.nodeId).filter((id) => order(id) > 0 && order(id) < order(t.nodeId))];
    return [...new Set(ids)]
      .sort((a, b) => order(a) - order(b))
      .map((id) => ({ nodeId: id, nodeName: id === start ? '发起人' : (nodeOf(process, id)?.name ?? String(id)) }));
  }

  private async mergeForm(
    tx: Tx,
    auth: AuthContext,
    process: RegisteredProcess,
    nodeId: number,
    editable: readonly string[] | undefined,
    current: Record<string, unknown>,
    patch: Record<string, unknown>,
    target: WorkTarget,
  ) {
    let next: Record<string, unknown>;
    if (nodeId === startNodeId(process.info.flowId)) {
      next = { ...current, ...patch };
    } else {
      const keys = Object.keys(patch).filter((k) => editable?.includes(k));
      const refused = Object.keys(patch).filter(
        (k) => !editable?.includes(k) && JSON.stringify(patch[k]) !== JSON.stringify(current[k]),
      );
      if (refused.length > 0) throw new AppError(ErrorCode.Validation, `当前节点不能修改：${refused.join('、')}`);
      next = { ...current };
      for (const k of keys) next[k] = patch[k];
    }
    const parsed = process.def.formSchema.safeParse(next);
    if (!parsed.success) throw formError(process.def.formSchema, parsed.error);
    // A resubmitted form is checked like a new start: its target must be the work's, still in scope.
    if (nodeId === startNodeId(process.info.flowId))
      await process.def.revalidate?.(tx, auth, parsed.data, target, current);
    return parsed.data as Record<string, unknown>;
  }

  /**
   * Files uploaded through /api/File/UploadSingle become the work's attachments, at most
   * DEFAULT_UPLOAD_LIMIT in all (the work row is locked, so two additions at once cannot pass it).
   */
  async attach(tx: Tx, auth: AuthContext, workId: number, attachmentIds: number[]) {
    if (attachmentIds.length === 0) return;
    await tx.select({ id: work.id }).from(work).where(eq(work.id, workId)).for('update');
    const [held] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(attachment)
      .where(
        and(eq(attachment.ownerKind, 'work'), eq(attachment.ownerId, workId), notInArray(attachment.id, attachmentIds)),
      );
    if ((held?.n ?? 0) + new Set(attachmentIds).size > DEFAULT_UPLOAD_LIMIT)
      throw new AppError(ErrorCode.Validation, `附件最多${DEFAULT_UPLOAD_LIMIT}个，该流程已有${held?.n ?? 0}个`);
    const rows = await tx.select().from(attachment).where(inArray(attachment.id, attachmentIds));
    for (const id of attachmentIds) {
      const row = rows.find((r) => r.id === id);
      if (!row) throw new AppError(ErrorCode.Validation, '所选附件已不存在，请重新上传');
      if (row.uploadedBy !== auth.userId)
        throw new AppError(ErrorCode.Validation, `只能添加自己上传的附件：${row.fileName}`);
      if (row.ownerKind && !(row.ownerKind === 'work' && row.ownerId === workId))
        throw new AppError(ErrorCode.Validation, `附件「${row.fileName}」已属于其他记录`);
    }
    await tx
      .update(attachment)
      .set({ ownerKind: 'work', ownerId: workId })
      .where(inArray(attachment.id, attachmentIds));
  }
}

/**
 * Someone else's to-do may be handled or transferred by a holder of TaskChange (edit) whose
 * data scope covers both the work and the person it is assigned to.
 */
export async function mayHandleFor(db: Executor, auth: AuthContext, assigneeUserId: number, workOrgPath: string) {
  if (auth.menus.get('TaskChange') !== 1) return false;
  if (!inScope(auth, { orgPath: workOrgPath })) return false;
  if (auth.scopeKind === 'all') return true;
  const [assignee] = await db
    .select({ path: orgUnit.path })
    .from(appUser)
    .innerJoin(orgUnit, eq(orgUnit.id, appUser.orgUnitId))
    .where(eq(appUser.id, assigneeUserId));
  return Boolean(assignee && inScope(auth, { orgPath: assignee.path }));
}

export const ACTION_TEXT: Record<TaskAction, string> = { approve: '审批通过', rollback: '退回', finish: '终止流程' };

function noAssigneeError(process: RegisteredProcess, nodeId: number) {
  const node = nodeOf(process, nodeId)!;
  return new AppError(
    ErrorCode.Validation,
    `「${node.name}」没有可处理的${RULE_LABEL[node.assignee]}，无法发起，请联系系统管理员配置处理人`,
  );
}

/** A form error naming the field the way the form labels it, with every issue for the page. */
function formError(schema: z.ZodType, error: z.ZodError) {
  const fields = error.issues.map((i) => ({
    field: i.path.join('.'),
    label: fieldLabel(schema, i.path) ?? i.path.join('.'),
    message: i.message,
  }));
  const first = fields[0];
  return new AppError(ErrorCode.Validation, first ? `${first.label}：${first.message}` : '表单填写有误', {
    details: { fields },
  });
}

function targetOf(w: {
  targetEmployeeRef: number | null;
  orgUnitId: number;
  orgPath: string;
  shopId: number | null;
}): WorkTarget {
  return { employeeRef: w.targetEmployeeRef ?? 0, orgUnitId: w.orgUnitId, orgPath: w.orgPath, shopId: w.shopId };
}
