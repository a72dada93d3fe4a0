import {
  envelopeSchema,
  msg,
  TaskExtraPaths,
  TaskPaths,
  WfPaths,
  ZActResultSchema,
  ZAddWorkAttachmentRequestSchema,
  ZBatchNodeInfoSchema,
  ZBatchNodesInfoRequestSchema,
  ZBatchProcessingRequestSchema,
  ZBatchResultSchema,
  ZFlowChartSchema,
  ZProcessTaskRequestSchema,
  ZProgressRequestSchema,
  ZProgressRowSchema,
  ZSetSubstituteRequestSchema,
  ZStartableFlowSchema,
  ZStartWorkRequestSchema,
  ZSubstituteSchema,
  ZTaskCountsByFlowSchema,
  ZTaskListRequestSchema,
  ZTaskPageResponseSchema,
  ZToDoUserTaskListRequestSchema,
  ZToolbarRequestSchema,
  ZToolbarSchema,
  ZTransferUserListRequestSchema,
  ZTransferUserSchema,
  ZTransferWorkRequestSchema,
  ZWithdrawTaskRequestSchema,
  ZWorkDetailSchema,
  ZWorkRefSchema,
  zId,
} from '@hris/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { actorOf } from '../../http/actor';
import { requireAuth } from '../../http/auth';
import { ok, okWithMessages } from '../../http/envelope';
import { sendSheet } from '../../http/xlsx';
import { TASK_MENU_KEYS } from '../../workflow/access';
import { figuresInClear } from '../../workflow/work-view.service';
import type { WorkflowService } from '../../workflow/workflow.service';
import { TaskService } from './task.service';
import type { TaskListKind } from './task-list.plan';

const TASK_KEYS = TASK_MENU_KEYS;

/** The task centre (spec §7 Task and WF calls), over the workflow engine. */
export const taskRoutes: FastifyPluginAsyncZod<{ db: Db; workflow: WorkflowService }> = async (
  app,
  { db, workflow },
) => {
  const tasks = new TaskService(db, workflow.tasks);

  const list = (
    kind: TaskListKind,
    url: string,
    summary: string,
    permission: readonly (typeof TASK_KEYS)[number][] | 'TaskALL' = TASK_KEYS,
  ) =>
    app.post(
      url,
      {
        schema: { tags: ['Task'], summary, body: ZTaskListRequestSchema, response: { 200: ZTaskPageResponseSchema } },
        config: { access: { permission } },
      },
      async (req) => ok(await tasks.list(requireAuth(req), kind, req.body)),
    );
  list('toDo', TaskPaths.getToDoTaskList, '我的待办');
  list('running', TaskPaths.getRuningTaskList, '我的在办（我发起或处理过、尚未办结）');
  list('completed', TaskPaths.getCompletedTaskList, '我的已办（已办结或已终止）');
  list('all', TaskExtraPaths.getAllTaskList, '全部任务（数据范围内）', 'TaskALL');
  list('started', TaskExtraPaths.getMyStartedTaskList, '我发起的流程');

  app.post(
    TaskPaths.getRuningTaskListForToDoUser,
    {
      schema: {
        tags: ['Task'],
        summary: '指定用户的待办（任务转办）',
        body: ZToDoUserTaskListRequestSchema,
        response: { 200: ZTaskPageResponseSchema },
      },
      config: { access: { scoped: { userId: 'user' }, permission: 'TaskChange' } },
    },
    async (req) => ok(await tasks.listToDosOf(requireAuth(req), req.body)),
  );

  const exportList = (kind: 'running' | 'completed', url: string, title: string) =>
    app.post(
      url,
      {
        schema: { tags: ['Task'], summary: `导出${title}（.xlsx）`, body: ZTaskListRequestSchema },
        config: { access: { permission: TASK_KEYS } },
      },
      async (req, reply) => sendSheet(req, reply, await tasks.exportList(actorOf(req), kind, req.body)),
    );
  exportList('running', TaskPaths.exportRuningTaskList, '在办任务');
  exportList('completed', TaskPaths.exportCompletedTaskList, '已办任务');

  app.post(
    TaskPaths.getTaskCounts,
    {
      schema: {
        tags: ['Task'],
        summary: '待办、在办、已办数量（含按流程类型）',
        response: { 200: envelopeSchema(ZTaskCountsByFlowSchema.nullable()) },
      },
      config: { access: { permission: TASK_KEYS } },
    },
    async (req) => ok(await tasks.counts(requireAuth(req))),
  );

  app.post(
    TaskPaths.getCanStartedWfList,
    {
      schema: {
        tags: ['Task'],
        summary: '我可以发起的流程',
        response: { 200: envelopeSchema(z.array(ZStartableFlowSchema).nullable()) },
      },
      config: { access: { permission: TASK_KEYS } },
    },
    async () => ok(workflow.tasks.startable()),
  );

  app.post(
    TaskPaths.getFlowToolbarConfigByFlowNo,
    {
      schema: {
        tags: ['Task'],
        summary: '当前步骤可用的按钮',
        body: ZToolbarRequestSchema,
        response: { 200: envelopeSchema(ZToolbarSchema.nullable()) },
      },
      config: { access: { scoped: { workId: 'work' }, permission: TASK_KEYS } },
    },
    async (req) => ok(await workflow.view.toolbar(requireAuth(req), req.body.flowId, req.body.workId)),
  );

  app.post(
    TaskPaths.batchProcessingTasks,
    {
      schema: {
        tags: ['Task'],
        summary: '批量处理（每条待办单独事务，逐条返回结果）',
        body: ZBatchProcessingRequestSchema,
        response: { 200: envelopeSchema(ZBatchResultSchema.nullable()) },
      },
      config: { access: { scoped: { taskIds: 'task' }, permission: TASK_KEYS } },
    },
    async (req) => {
      const result = await workflow.tasks.batch(actorOf(req), req.body.taskIds, req.body.action, req.body.opinion);
      return okWithMessages(result, msg('task.batchDone', { succeeded: result.succeeded, failed: result.failed }));
    },
  );

  app.post(
    TaskPaths.getBatchNodesInfo,
    {
      schema: {
        tags: ['Task'],
        summary: '可批量处理的节点',
        body: ZBatchNodesInfoRequestSchema,
        response: { 200: envelopeSchema(z.array(ZBatchNodeInfoSchema).nullable()) },
      },
      config: { access: { permission: TASK_KEYS } },
    },
    async (req) => ok(await workflow.tasks.batchNodes(requireAuth(req), req.body.flowId, req.body.starterUserDispName)),
  );

  app.post(
    TaskPaths.transferWork,
    {
      schema: {
        tags: ['Task'],
        summary: '转办待办（所选，或某用户的全部待办）',
        body: ZTransferWorkRequestSchema,
        response: { 200: envelopeSchema(ZBatchResultSchema.nullable()) },
      },
      config: {
        access: {
          scoped: { taskIds: 'task', fromUserId: 'user', toUserId: 'user' },
          permission: [...TASK_KEYS, 'TaskChange'],
        },
      },
    },
    async (req) => {
      const result = await workflow.tasks.transferMany(actorOf(req), req.body);
      const { succeeded, failed } = result;
      return okWithMessages(
        result,
        failed ? msg('task.transferPartly', { succeeded, failed }) : msg('task.transferDone', { succeeded }),
      );
    },
  );

  app.post(
    TaskExtraPaths.getTransferUserList,
    {
      schema: {
        tags: ['Task'],
        summary: '可选的转办对象',
        body: ZTransferUserListRequestSchema,
        response: { 200: envelopeSchema(z.array(ZTransferUserSchema).nullable()) },
      },
      config: { access: { scoped: { taskId: 'task' }, permission: [...TASK_KEYS, 'TaskChange'] } },
    },
    async (req) => ok(await workflow.tasks.transferUsers(requireAuth(req), req.body)),
  );

  // ——— WF: one work ———

  app.post(
    WfPaths.startWork,
    {
      schema: {
        tags: ['WF'],
        summary: '发起流程',
        body: ZStartWorkRequestSchema,
        response: { 200: envelopeSchema(z.object({ workId: z.number().int(), nodeId: z.number().int() }).nullable()) },
      },
      config: { access: { scoped: { attachmentIds: 'ownAttachment' }, permission: TASK_KEYS } },
    },
    async (req) =>
      ok(
        await workflow.engine.start(actorOf(req), req.body.flowId, req.body.form, req.body.attachmentIds),
        msg('task.submitted'),
      ),
  );

  app.post(
    WfPaths.processTask,
    {
      schema: {
        tags: ['WF'],
        summary: '审批通过、退回或终止',
        body: ZProcessTaskRequestSchema,
        response: { 200: envelopeSchema(ZActResultSchema.nullable()) },
      },
      config: { access: { scoped: { taskId: 'task' }, permission: TASK_KEYS } },
    },
    async (req) => {
      const result = await workflow.engine.act(actorOf(req), req.body);
      return okWithMessages(result, result.msg);
    },
  );

  app.post(
    TaskPaths.withdrawTask,
    {
      schema: {
        tags: ['WF'],
        summary: '撤回（taskActionType 1）',
        body: ZWithdrawTaskRequestSchema,
        response: { 200: envelopeSchema(ZActResultSchema.nullable()) },
      },
      config: { access: { scoped: { 'taskToDo.workId': 'work' }, permission: TASK_KEYS } },
    },
    async (req) => {
      const result = await workflow.engine.withdraw(actorOf(req), req.body.taskToDo.workId);
      return okWithMessages(result, result.msg);
    },
  );

  app.post(
    TaskPaths.getFlowHistory,
    {
      schema: { tags: ['WF'], summary: '流程历史', body: ZWorkRefSchema },
      config: { access: { scoped: { workId: 'work' }, permission: TASK_KEYS } },
    },
    async (req) => ok(await workflow.view.history(requireAuth(req), req.body.workId)),
  );

  app.post(
    WfPaths.getApprovalProgress,
    {
      schema: {
        tags: ['WF'],
        summary: '审批进度（msg 为流程图文件名）',
        body: ZProgressRequestSchema,
        response: { 200: envelopeSchema(z.array(ZProgressRowSchema).nullable()) },
      },
      config: { access: { scoped: { workId: 'work' }, permission: TASK_KEYS } },
    },
    async (req) =>
      ok(
        await workflow.view.progress(requireAuth(req), req.body.flowId, req.body.workId),
        msg('task.flowChartFile', { flowId: req.body.flowId }),
      ),
  );

  app.post(
    WfPaths.getFlowChart,
    {
      schema: {
        tags: ['WF'],
        summary: '流程图（节点、连线、当前与已过节点）',
        body: ZToolbarRequestSchema.pick({ flowId: true, workId: true }),
        response: { 200: envelopeSchema(ZFlowChartSchema.nullable()) },
      },
      config: { access: { scoped: { workId: 'work' }, permission: TASK_KEYS } },
    },
    async (req) => ok(await workflow.view.chart(requireAuth(req), req.body.flowId, req.body.workId)),
  );

  app.post(
    WfPaths.getWorkDetail,
    {
      schema: {
        tags: ['WF'],
        summary: '流程详情（表单、附件、我的待办）',
        body: ZWorkRefSchema,
        response: { 200: envelopeSchema(ZWorkDetailSchema.nullable()) },
      },
      config: { access: { scoped: { workId: 'work' }, permission: TASK_KEYS } },
    },
    async (req) => {
      const detail = await workflow.view.detail(requireAuth(req), req.body.workId);
      req.personalDataInClear = figuresInClear(detail.flowId, detail.myTask);
      return ok(detail);
    },
  );

  app.post(
    WfPaths.remindWork,
    {
      schema: { tags: ['WF'], summary: '催办（每小时一次）', body: ZWorkRefSchema },
      config: { access: { scoped: { workId: 'work' }, permission: TASK_KEYS } },
    },
    async (req) => {
      const result = await workflow.engine.remind(actorOf(req), req.body.workId);
      return okWithMessages(result, result.msg);
    },
  );

  app.post(
    WfPaths.addWorkAttachment,
    {
      schema: { tags: ['WF'], summary: '为流程添加附件', body: ZAddWorkAttachmentRequestSchema },
      config: { access: { scoped: { workId: 'work', attachmentIds: 'ownAttachment' }, permission: TASK_KEYS } },
    },
    async (req) => {
      await workflow.tasks.addAttachments(requireAuth(req), req.body.workId, req.body.attachmentIds);
      return ok(null, msg('task.attachmentsAdded'));
    },
  );

  app.post(
    WfPaths.getMySubstitute,
    {
      schema: {
        tags: ['WF'],
        summary: '我的代理人设置',
        response: { 200: envelopeSchema(z.array(ZSubstituteSchema).nullable()) },
      },
      config: { access: { permission: TASK_KEYS } },
    },
    async (req) => ok(await workflow.substitutes.findMine(requireAuth(req))),
  );

  app.post(
    WfPaths.setSubstitute,
    {
      schema: { tags: ['WF'], summary: '设置代理人（请假期间的待办交给代理人）', body: ZSetSubstituteRequestSchema },
      config: { access: { scoped: { substituteUserId: 'user' }, permission: TASK_KEYS } },
    },
    async (req) => ok(await workflow.substitutes.set(requireAuth(req), req.body), msg('task.substituteSet')),
  );

  app.post(
    WfPaths.deleteSubstitute,
    {
      schema: {
        tags: ['WF'],
        summary: '删除代理人设置',
        body: z.object({ id: zId().describe('代理设置') }),
      },
      config: { access: { scoped: { id: 'ownSubstitute' }, permission: TASK_KEYS } },
    },
    async (req) => {
      await workflow.substitutes.delete(requireAuth(req), req.body.id);
      return ok(null, msg('task.substituteDeleted'));
    },
  );
};
