import {
  ApprovalPaths,
  envelopeSchema,
  msg,
  pageResultSchema,
  ZActResultSchema,
  ZAddSignRequestSchema,
  ZAddSignUsersRequestSchema,
  ZCopiedCountsSchema,
  ZCopiedTaskRowSchema,
  ZCopyUsersRequestSchema,
  ZCopyWorkRequestSchema,
  ZMarkCopiesReadRequestSchema,
  ZPhraseRefSchema,
  ZPhraseSchema,
  ZPickUserSchema,
  ZPrintFormsRequestSchema,
  ZPrintFormsSchema,
  ZSavePhraseRequestSchema,
  ZSortPhrasesRequestSchema,
  ZTaskListRequestSchema,
  ZWorkCopySchema,
  ZWorkRefSchema,
} from '@hris/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../http/actor';
import { requireAuth } from '../../http/auth';
import { ok, okWithMessages } from '../../http/envelope';
import type { PartDeps } from '../../server-part';
import { TASK_MENU_KEYS } from '../../workflow/access';
import { WorkViewService } from '../../workflow/work-view.service';
import { ApprovalService } from './approval.service';

const TASK_KEYS = TASK_MENU_KEYS;
const tags = ['Approval'];

/**
 * 抄送 (copies and 抄送我的), 加签 (added approvers), printable approval forms and personal phrases
 * (issue 37). The people given to copy or add are checked by the engine against the work (their
 * scope must hold it; added approvers must hold a role the step allows), not the caller's scope.
 */
export const approvalRoutes: FastifyPluginAsyncZod<PartDeps> = async (app, { db, engine }) => {
  const service = new ApprovalService(db, engine, new WorkViewService(db, engine));
  const access = { permission: TASK_KEYS };

  app.post(
    ApprovalPaths.getCopiedTaskList,
    {
      schema: {
        tags,
        summary: '抄送我的',
        body: ZTaskListRequestSchema,
        response: { 200: envelopeSchema(pageResultSchema(ZCopiedTaskRowSchema).nullable()) },
      },
      config: { access },
    },
    async (req) => ok(await service.copiedList(requireAuth(req), req.body)),
  );

  app.post(
    ApprovalPaths.getCopiedCounts,
    {
      schema: {
        tags,
        summary: '抄送我的：总数与未读数',
        response: { 200: envelopeSchema(ZCopiedCountsSchema.nullable()) },
      },
      config: { access },
    },
    async (req) => ok(await service.copiedCounts(requireAuth(req))),
  );

  app.post(
    ApprovalPaths.markCopiesRead,
    {
      schema: { tags, summary: '抄送标为已读（所选，或全部）', body: ZMarkCopiesReadRequestSchema },
      config: { access: { ...access, scoped: { workIds: 'work' } } },
    },
    async (req) => ok(null, await service.markRead(requireAuth(req), req.body.workIds)),
  );

  app.post(
    ApprovalPaths.getCopyUsers,
    {
      schema: {
        tags,
        summary: '可抄送的人（数据范围包含该流程）',
        body: ZCopyUsersRequestSchema,
        response: { 200: envelopeSchema(z.array(ZPickUserSchema).nullable()) },
      },
      config: { access: { ...access, scoped: { workId: 'work' } } },
    },
    async (req) => ok(await service.copyUsers(requireAuth(req), req.body.workId, req.body.keyword)),
  );

  app.post(
    ApprovalPaths.copyWork,
    {
      schema: { tags, summary: '抄送（当前处理人）', body: ZCopyWorkRequestSchema },
      config: { access: { ...access, scoped: { workId: 'work' } } },
    },
    async (req) => ok(null, await service.copyWork(actorOf(req), req.body.workId, req.body.userIds)),
  );

  app.post(
    ApprovalPaths.getWorkCopies,
    {
      schema: {
        tags,
        summary: '抄送记录',
        body: ZWorkRefSchema,
        response: { 200: envelopeSchema(z.array(ZWorkCopySchema).nullable()) },
      },
      config: { access: { ...access, scoped: { workId: 'work' } } },
    },
    async (req) => ok(await service.copies(requireAuth(req), req.body.workId)),
  );

  app.post(
    ApprovalPaths.getAddSignUsers,
    {
      schema: {
        tags,
        summary: '可加签的人（该步骤允许的角色）',
        body: ZAddSignUsersRequestSchema,
        response: { 200: envelopeSchema(z.array(ZPickUserSchema).nullable()) },
      },
      config: { access: { ...access, scoped: { taskId: 'task' } } },
    },
    async (req) => ok(await service.addSignUsers(requireAuth(req), req.body.taskId, req.body.keyword)),
  );

  app.post(
    ApprovalPaths.addSignTask,
    {
      schema: {
        tags,
        summary: '加签（前加签或后加签）',
        body: ZAddSignRequestSchema,
        response: { 200: envelopeSchema(ZActResultSchema.nullable()) },
      },
      config: { access: { ...access, scoped: { taskId: 'task' } } },
    },
    async (req) => {
      const result = await service.addSign(actorOf(req), req.body);
      return okWithMessages(result, result.msg);
    },
  );

  app.post(
    ApprovalPaths.getPrintForms,
    {
      schema: {
        tags,
        summary: '审批单打印（一个或多个流程）',
        body: ZPrintFormsRequestSchema,
        response: { 200: envelopeSchema(ZPrintFormsSchema.nullable()) },
      },
      config: { access: { ...access, scoped: { workIds: 'work' } } },
    },
    async (req) => ok(await service.printForms(actorOf(req), req.body.workIds)),
  );

  app.post(
    ApprovalPaths.getMyPhrases,
    {
      schema: { tags, summary: '我的常用语', response: { 200: envelopeSchema(z.array(ZPhraseSchema).nullable()) } },
      config: { access },
    },
    async (req) => ok(await service.phrases(requireAuth(req))),
  );

  app.post(
    ApprovalPaths.saveMyPhrase,
    {
      schema: {
        tags,
        summary: '新增或修改常用语',
        body: ZSavePhraseRequestSchema,
        response: { 200: envelopeSchema(ZPhraseSchema.nullable()) },
      },
      config: { access: { ...access, scoped: { id: 'ownPhrase' } } },
    },
    async (req) => ok(await service.savePhrase(requireAuth(req), req.body), msg('workflow.phraseSaved')),
  );

  app.post(
    ApprovalPaths.deleteMyPhrase,
    {
      schema: { tags, summary: '删除常用语', body: ZPhraseRefSchema },
      config: { access: { ...access, scoped: { id: 'ownPhrase' } } },
    },
    async (req) => {
      await service.deletePhrase(requireAuth(req), req.body.id);
      return ok(null, msg('workflow.phraseDeleted'));
    },
  );

  app.post(
    ApprovalPaths.sortMyPhrases,
    {
      schema: { tags, summary: '常用语排序', body: ZSortPhrasesRequestSchema },
      config: { access: { ...access, scoped: { ids: 'ownPhrase' } } },
    },
    async (req) => {
      await service.sortPhrases(requireAuth(req), req.body.ids);
      return ok(null);
    },
  );
};
