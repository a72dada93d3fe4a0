import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { ErrorCode, envelopeSchema, FilePaths, ZAttachmentIdQuerySchema, ZAttachmentSchema } from '@hris/contract';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { attachment, employee, violation } from '../../db/schema';
import { audit } from '../../http/audit';
import { requireAuth } from '../../http/auth';
import type { AuthContext } from '../../http/auth-context';
import { ok } from '../../http/envelope';
import { AppError } from '../../http/errors';
import { contentDisposition } from '../../http/files';
import { inScope } from '../../http/scope';
import { canViewWork } from '../../workflow/access';

/**
 * Uploads are stored content-addressed under DATA_DIR/files (sha256), metadata in `attachment`.
 * Reading a file needs its uploader, someone who may see the work it belongs to, or a
 * company-wide scope.
 */
export const fileRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (app, { db, config }) => {
  /** The uploader, anyone who may see the work a file belongs to, or a company-wide scope. */
  const canRead = async (auth: AuthContext, row: typeof attachment.$inferSelect) => {
    if (row.uploadedBy === auth.userId || auth.scopeKind === 'all') return true;
    if (row.ownerKind === 'work' && row.ownerId != null) return canViewWork(db, auth, row.ownerId);
    if (row.ownerKind === 'violation' && row.ownerId != null && auth.menus.has('ViolationList')) {
      const [owner] = await db
        .select({ orgPath: employee.orgPath, employeeRef: employee.id })
        .from(violation)
        .innerJoin(employee, eq(employee.id, violation.employeeRef))
        .where(eq(violation.id, row.ownerId));
      return Boolean(owner && inScope(auth, owner));
    }
    return false;
  };
  const routeUrl = (id: number) => `${FilePaths.downloadFile}?attachmentId=${id}`;

  app.post(
    FilePaths.uploadSingle,
    {
      schema: {
        tags: ['File'],
        summary: '上传单个文件（multipart，字段 file）',
        consumes: ['multipart/form-data'],
        response: { 200: envelopeSchema(ZAttachmentSchema.nullable()) },
      },
      config: { access: {} },
    },
    async (req) => {
      const auth = requireAuth(req);
      const part = await req.file({ limits: { fileSize: config.uploadMaxBytes, files: 1 } });
      if (!part) throw new AppError(ErrorCode.Validation, '文件错误，请上传正确的文件');
      const tmpDir = path.join(config.filesDir, 'tmp');
      await mkdir(tmpDir, { recursive: true });
      const tmp = path.join(tmpDir, randomUUID());
      const hash = createHash('sha256');
      let size = 0;
      part.file.on('data', (chunk: Buffer) => {
        hash.update(chunk);
        size += chunk.length;
      });
      try {
        await pipeline(part.file, createWriteStream(tmp));
        if (part.file.truncated)
          throw new AppError(
            ErrorCode.Validation,
            `文件大小超过限制，最大不超过${Math.round(config.uploadMaxBytes / 1048576)}MB`,
          );
        if (size === 0) throw new AppError(ErrorCode.Validation, '文件错误，请上传正确的文件');
        const sha = hash.digest('hex');
        const target = storagePath(config.filesDir, sha);
        await mkdir(path.dirname(target), { recursive: true });
        await rename(tmp, target);
        const fileName = sanitizeFileName(part.filename);
        const row = await db.transaction(async (tx) => {
          const [inserted] = await tx
            .insert(attachment)
            .values({
              fileName,
              contentType: part.mimetype || 'application/octet-stream',
              byteLength: size,
              sha256: sha,
              uploadedBy: auth.userId,
            })
            .returning();
          await audit(tx, req, {
            action: 'file.upload',
            target: `attachment:${inserted.id}`,
            summary: { fileName, byteLength: size },
          });
          return inserted;
        });
        return ok(
          { id: row.id, fileName: row.fileName, routeUrl: routeUrl(row.id), byteLength: row.byteLength },
          '上传成功',
        );
      } finally {
        await rm(tmp, { force: true });
      }
    },
  );

  const sendFile = async (req: FastifyRequest, reply: FastifyReply, attachmentId: number) => {
    const auth = requireAuth(req);
    const [row] = await db.select().from(attachment).where(eq(attachment.id, attachmentId)).limit(1);
    if (!row) throw new AppError(ErrorCode.NotFound, '附件不存在');
    if (!(await canRead(auth, row))) throw new AppError(ErrorCode.OutOfScope);
    const file = storagePath(config.filesDir, row.sha256);
    const info = await stat(file).catch(() => undefined);
    if (!info) throw new AppError(ErrorCode.NotFound, '附件文件已丢失，请联系系统管理员');
    reply.header('Content-Type', row.contentType);
    reply.header('Content-Length', String(info.size));
    reply.header('Content-Disposition', contentDisposition(row.fileName, 'inline'));
    return reply.send(createReadStream(file));
  };

  app.get(
    FilePaths.downloadFile,
    {
      schema: { tags: ['File'], summary: '下载附件（二进制）', querystring: ZAttachmentIdQuerySchema },
      config: { access: {} },
    },
    async (req, reply) => sendFile(req, reply, req.query.attachmentId),
  );

  app.get(
    FilePaths.getFileDownloadUrl,
    {
      schema: { tags: ['File'], summary: '下载附件（二进制）', querystring: ZAttachmentIdQuerySchema },
      config: { access: {} },
    },
    async (req, reply) => sendFile(req, reply, req.query.attachmentId),
  );

  app.post(
    FilePaths.getFileDownloadUrl,
    {
      schema: {
        tags: ['File'],
        summary: '获取附件地址',
        body: ZAttachmentIdQuerySchema,
        response: { 200: envelopeSchema(ZAttachmentSchema.nullable()) },
      },
      config: { access: {} },
    },
    async (req) => {
      const auth = requireAuth(req);
      const [row] = await db.select().from(attachment).where(eq(attachment.id, req.body.attachmentId)).limit(1);
      if (!row) throw new AppError(ErrorCode.NotFound, '附件不存在');
      if (!(await canRead(auth, row))) throw new AppError(ErrorCode.OutOfScope);
      return ok({ id: row.id, fileName: row.fileName, routeUrl: routeUrl(row.id), byteLength: row.byteLength });
    },
  );
};

function storagePath(filesDir: string, sha: string) {
  return path.join(filesDir, sha.slice(0, 2), sha);
}

function sanitizeFileName(name: string): string {
  const base = path
    .basename(name || 'file')
    .replace(/[/\\]/g, '_')
    .replace(/\p{Cc}/gu, '_')
    .trim();
  return (base || 'file').slice(0, 255);
}
