import {
  envelopeSchema,
  PrivacyPaths,
  pageResultSchema,
  ZEmployeeAccessLogRequestSchema,
  ZHoldPersonalDataSchema,
  ZPiiLogListRequestSchema,
  ZPiiLogRowSchema,
  ZReleaseHoldSchema,
  ZRetentionListRequestSchema,
  ZRetentionListSchema,
  ZRevealRequestSchema,
  ZRevealResultSchema,
} from '@hris/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../http/actor';
import { requireAuth } from '../../http/auth';
import { ok } from '../../http/envelope';
import { sendSheet } from '../../http/xlsx-stream';
import type { PartDeps } from '../../server-part';
import { PrivacyService } from './privacy.service';
import { RetentionService } from './retention.service';

const tags = ['Privacy'];
const logAccess = { permission: 'PrivacyLog' } as const;

/** Personal information protection (issue 38): reveal one value with a reason; the access log. */
export const privacyRoutes: FastifyPluginAsyncZod<PartDeps> = async (app, { db }) => {
  const privacy = new PrivacyService(db);
  const retention = new RetentionService(db);

  app.post(
    PrivacyPaths.revealPersonalField,
    {
      schema: {
        tags,
        summary: '查看一项敏感信息的明文（需填写原因，记入访问记录）',
        body: ZRevealRequestSchema,
        response: { 200: envelopeSchema(ZRevealResultSchema.nullable()) },
      },
      config: {
        // The subject says what the id names (employee, work, user, salary change); the service checks its scope.
        access: { permission: 'SensitiveData', scoped: { id: 'companyWide' } },
        personalData: { clear: true },
      },
    },
    async (req) => ok(await privacy.reveal(actorOf(req), req.body)),
  );

  app.post(
    PrivacyPaths.getAccessLogPageList,
    {
      schema: {
        tags,
        summary: '个人信息访问记录',
        body: ZPiiLogListRequestSchema,
        response: { 200: envelopeSchema(pageResultSchema(ZPiiLogRowSchema).nullable()) },
      },
      config: { access: logAccess },
    },
    async (req) => ok(await privacy.list(requireAuth(req), req.body)),
  );

  app.post(
    PrivacyPaths.exportAccessLogList,
    {
      schema: { tags, summary: '导出个人信息访问记录（.xlsx）', body: ZPiiLogListRequestSchema },
      config: { access: logAccess },
    },
    async (req, reply) => sendSheet(req, reply, await privacy.exportList(actorOf(req), req.body)),
  );

  app.post(
    PrivacyPaths.getEmployeeAccessLog,
    {
      schema: {
        tags,
        summary: '谁查看过该员工的敏感信息',
        body: ZEmployeeAccessLogRequestSchema,
        response: { 200: envelopeSchema(pageResultSchema(ZPiiLogRowSchema).nullable()) },
      },
      config: { access: { permission: ['StaffList', 'Office', 'PrivacyLog'], scoped: { employeeRef: 'employeeRow' } } },
    },
    async (req) => ok(await privacy.employeeLog(req.body)),
  );

  app.post(
    PrivacyPaths.getRetentionList,
    {
      schema: {
        tags,
        summary: '保留期限：待匿名化（试运行名单）、争议保留、已匿名化的离职员工',
        body: ZRetentionListRequestSchema,
        response: { 200: envelopeSchema(ZRetentionListSchema.nullable()) },
      },
      config: { access: logAccess },
    },
    async (req) => ok(await retention.list(requireAuth(req), req.body)),
  );

  app.post(
    PrivacyPaths.holdPersonalData,
    {
      schema: {
        tags,
        summary: '争议保留：到期后暂不匿名化该离职员工的个人信息',
        body: ZHoldPersonalDataSchema,
        response: { 200: envelopeSchema(z.null()) },
      },
      config: { access: { ...logAccess, edit: true, scoped: { employeeRef: 'employeeRow' } } },
    },
    async (req) => ok(await retention.hold(actorOf(req), req.body)),
  );

  app.post(
    PrivacyPaths.releasePersonalDataHold,
    {
      schema: {
        tags,
        summary: '取消争议保留',
        body: ZReleaseHoldSchema,
        response: { 200: envelopeSchema(z.null()) },
      },
      config: { access: { ...logAccess, edit: true, scoped: { employeeRef: 'employeeRow' } } },
    },
    async (req) => ok(await retention.release(actorOf(req), req.body.employeeRef)),
  );
};
