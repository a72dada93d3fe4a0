import {
  DEFAULT_UPLOAD_TARGET,
  ErrorCode,
  envelopeSchema,
  FilePaths,
  msg,
  UPLOAD_TARGETS,
  ZAttachmentIdQuerySchema,
  ZAttachmentIdSchema,
  ZAttachmentSchema,
  ZBatchDownloadUrlRequestSchema,
  ZUploadQuerySchema,
} from '@hris/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { actorOf } from '../../http/actor';
import { readToken, requireAuth } from '../../http/auth';
import { checkAccess } from '../../http/auth-context';
import { ok } from '../../http/envelope';
import { AppError } from '../../http/errors';
import { sendStoredFile } from '../../http/files';
import { FileService } from './file.service';

/**
 * Upload, and the three ways to read a file: POST GetFileDownloadUrl (header) answers a link with
 * a single-use ticket for the browser to open; GET DownloadFile and GET GetFileDownloadUrl answer
 * the file itself to the AccessToken header or to such a ticket.
 */
export const fileRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (app, { db, config }) => {
  const files = new FileService(db, config);
  const targets = Object.entries(UPLOAD_TARGETS)
    .map(([name, list]) => `${name}：${list.join('、')}`)
    .join('；');

  app.post(
    FilePaths.uploadSingle,
    {
      schema: {
        tags: ['File'],
        summary: '上传单个文件（multipart，字段 file）',
        description:
          `按内容（文件头）和扩展名检查类型，查询参数 target 决定可上传的类型（默认 ${DEFAULT_UPLOAD_TARGET}）：${targets}。` +
          `单个文件不超过 UPLOAD_MAX_MB，每人 24 小时内合计不超过 UPLOAD_QUOTA_MB_PER_DAY。只读用户不能上传。`,
        consumes: ['multipart/form-data'],
        querystring: ZUploadQuerySchema,
        response: { 200: envelopeSchema(ZAttachmentSchema.nullable()) },
      },
      // A user who may only read has nothing to attach a file to.
      config: { access: { anyEdit: true } },
    },
    async (req) => {
      const target = req.query.target ?? DEFAULT_UPLOAD_TARGET;
      const stored = await files.upload(actorOf(req), target, async (limits) =>
        req.isMultipart() ? req.file({ limits }) : undefined,
      );
      return ok(stored, msg('file.uploaded'));
    },
  );

  /**
   * The GET routes are reached by the AccessToken header (as every route) or by a download ticket,
   * which a tab the browser opens by itself carries instead: declared public, they authenticate
   * here, before validation, as the global hook would, and a ticket after validation (it is bound
   * to the validated attachment id). Neither → HTTP 401, as on any protected route.
   */
  const headerOrTicket = async (req: FastifyRequest) => {
    const token = readToken(req);
    if (token) {
      req.auth = await app.sessions.authenticate(token);
      if (req.auth.mustChangePassword) {
        throw new AppError(ErrorCode.PasswordChangeRequired, msg('auth.changePasswordFirst'));
      }
      if (checkAccess(req.auth, {})) throw new AppError(ErrorCode.Forbidden);
      return;
    }
    const ticket = (req.query as Record<string, unknown> | undefined)?.ticket;
    // A HEAD (a link preview, a scanner) must not use up the ticket of the tab about to open.
    if (typeof ticket === 'string' && ticket !== '' && req.method === 'GET') return;
    throw new AppError(ErrorCode.Unauthorized, undefined, { httpStatus: 401 });
  };

  const download = {
    schema: { tags: ['File'], summary: '下载附件（二进制）', querystring: ZAttachmentIdQuerySchema },
    config: { access: { public: true } },
    onRequest: headerOrTicket,
  } as const;
  for (const url of [FilePaths.downloadFile, FilePaths.getFileDownloadUrl]) {
    app.get(url, download, async (req, reply) => {
      const { attachmentId, ticket } = req.query;
      if (!req.auth && ticket) req.auth = await files.authenticateTicket(ticket, attachmentId);
      const row = await files.readable(requireAuth(req), attachmentId);
      return sendStoredFile(reply, await files.open(row));
    });
  }

  app.post(
    FilePaths.getFileDownloadUrl,
    {
      schema: {
        tags: ['File'],
        summary: '获取附件地址（一次性下载链接，60 秒内有效）',
        body: ZAttachmentIdSchema,
        response: { 200: envelopeSchema(ZAttachmentSchema.nullable()) },
      },
      // The id is checked before the route too (http/scoped-ids.ts); the route checks it again.
      config: { access: { scoped: { attachmentId: 'attachment' } } },
    },
    async (req) => {
      const auth = requireAuth(req);
      const row = await files.readable(auth, req.body.attachmentId);
      return ok(await files.issueTicket(auth, row));
    },
  );

  app.post(
    FilePaths.batchGetFileDownloadUrl,
    {
      schema: {
        tags: ['File'],
        summary: '批量获取附件地址（每个附件一次性下载链接，60 秒内有效）',
        body: ZBatchDownloadUrlRequestSchema,
        response: { 200: envelopeSchema(z.array(ZAttachmentSchema).nullable()) },
      },
      // Each id is checked before the route (http/scoped-ids.ts) and again here, as the single call.
      config: { access: { scoped: { attachmentIds: 'attachment' } } },
    },
    async (req) => {
      const auth = requireAuth(req);
      const ids = [...new Set(req.body.attachmentIds)];
      const rows = [];
      for (const id of ids) rows.push(await files.readable(auth, id));
      const links = [];
      for (const row of rows) links.push(await files.issueTicket(auth, row));
      return ok(links);
    },
  );
};
