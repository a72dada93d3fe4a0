import { ERROR_MESSAGES, ErrorCode, fieldLabel } from '@hris/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { databaseFailure, invalidDataError } from './db-errors';
import { AppError } from './errors';

const PART_LABEL: Record<string, string> = {
  body: '请求',
  querystring: '查询参数',
  params: '路径参数',
  headers: '请求头',
};

/**
 * One place maps every failure to the envelope: AppError → its code; zod → 40001 naming the
 * field in Chinese; an unreachable or too slow database → 503 (50301/50302); anything else → 500
 * with the request id and no internals.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    // Error envelopes do not follow a route's success schema: send them as plain JSON, always saying
    // so, also where a file answer had set its own type and name before it failed.
    reply.serializer(JSON.stringify);
    reply.type('application/json; charset=utf-8');
    reply.removeHeader('content-disposition');
    if (error instanceof AppError) {
      return reply.status(error.httpStatus).send({ code: error.code, msg: error.message, data: error.details ?? null });
    }
    const err = error as FastifyError;
    if (hasZodFastifySchemaValidationErrors(err)) {
      const part = (err.validationContext ?? 'body') as string;
      const schema = (request.routeOptions.schema as Record<string, unknown> | undefined)?.[part] as
        | z.ZodType
        | undefined;
      const fields = err.validation.map((issue) => {
        const path = issue.instancePath.split('/').filter(Boolean);
        const label = (schema && fieldLabel(schema, path)) || path.join('.') || PART_LABEL[part] || part;
        return { field: path.join('.'), label, message: issue.message };
      });
      const first = fields[0];
      const msg = first ? `${first.label}：${first.message}` : '请求参数错误';
      return reply.status(200).send({ code: ErrorCode.Validation, msg, data: { fields } });
    }
    if (err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return reply.status(200).send({ code: ErrorCode.Validation, msg: '请求内容不是有效的 JSON', data: null });
    }
    if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply.status(415).send({ code: ErrorCode.Validation, msg: '不支持的请求内容类型', data: null });
    }
    if (err.code === 'FST_REQ_FILE_TOO_LARGE' || err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.status(413).send({ code: ErrorCode.Validation, msg: '文件或请求内容过大', data: null });
    }
    if (err.code === 'FST_INVALID_MULTIPART_CONTENT_TYPE' || err.code === 'FST_ERR_CTP_INVALID_CONTENT_LENGTH') {
      return reply.status(200).send({ code: ErrorCode.Validation, msg: '文件错误，请上传正确的文件', data: null });
    }
    const dataError = invalidDataError(error);
    if (dataError) {
      // A value the schemas let through but PostgreSQL cannot store (the schemas should have said so).
      request.log.warn({ err }, 'value refused by the database');
      return reply.status(200).send({ code: ErrorCode.Validation, msg: dataError, data: null });
    }
    const dbFailure = databaseFailure(error);
    if (dbFailure) {
      request.log.error({ err }, 'database unavailable');
      return reply.status(503).send({
        code: dbFailure,
        msg: `${ERROR_MESSAGES[dbFailure].zh}（请求编号 ${request.id}）`,
        data: { requestId: String(request.id) },
      });
    }
    if (isResponseSerializationError(err)) {
      request.log.error({ err, issues: err.cause.issues }, 'response does not match its schema');
    } else {
      request.log.error({ err }, 'unhandled error');
    }
    return reply.status(500).send({
      code: ErrorCode.Internal,
      msg: `服务器内部错误，请联系系统管理员（请求编号 ${request.id}）`,
      data: { requestId: String(request.id) },
    });
  });

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/')) {
      return reply.status(404).send({
        code: ErrorCode.NotFound,
        msg: `接口不存在：${request.method} ${request.url.split('?')[0]}`,
        data: null,
      });
    }
    return reply.status(404).send({ code: ErrorCode.NotFound, msg: '页面不存在', data: null });
  });
}
