import { ERROR_MESSAGES, ErrorCode, fieldLabel, type Message, type MessageLanguage, msg } from '@hris/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { databaseFailure, invalidDataError } from './db-errors';
import { AppError } from './errors';
import { requestLanguage } from './language';

const PART_LABEL: Record<string, Message> = {
  body: msg('request.part.body'),
  querystring: msg('request.part.querystring'),
  params: msg('request.part.params'),
  headers: msg('request.part.headers'),
};

/**
 * One place maps every failure to the envelope, its `msg` in the request's language
 * (http/language.ts): AppError → its code; zod → 40001 naming the field; an unreachable or too
 * slow database → 503 (50301/50302); anything else → 500 with the request id and no internals.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const lang: MessageLanguage = requestLanguage(request);
    const text = (message: Message) => message.render(lang);
    // Error envelopes do not follow a route's success schema: send them as plain JSON, always saying
    // so, also where a file answer had set its own type and name before it failed.
    reply.serializer(JSON.stringify);
    reply.type('application/json; charset=utf-8');
    reply.removeHeader('content-disposition');
    if (error instanceof AppError) {
      return reply.status(error.httpStatus).send({ code: error.code, ...error.render(lang) });
    }
    const err = error as FastifyError;
    if (hasZodFastifySchemaValidationErrors(err)) {
      const part = (err.validationContext ?? 'body') as string;
      const schema = (request.routeOptions.schema as Record<string, unknown> | undefined)?.[part] as
        | z.ZodType
        | undefined;
      const fields = err.validation.map((issue) => {
        const path = issue.instancePath.split('/').filter(Boolean);
        // Schema labels and zod's messages are Chinese (the schemas' `.describe()`, z.locales.zhCN).
        const label =
          (schema && fieldLabel(schema, path)) || path.join('.') || (PART_LABEL[part] ? text(PART_LABEL[part]) : part);
        return { field: path.join('.'), label, message: issue.message };
      });
      const first = fields[0];
      const shown = first
        ? text(msg('request.fieldProblem', { label: first.label, message: first.message ?? '' }))
        : ERROR_MESSAGES[ErrorCode.Validation][lang];
      return reply.status(200).send({ code: ErrorCode.Validation, msg: shown, data: { fields } });
    }
    if (err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return reply.status(200).send({ code: ErrorCode.Validation, msg: text(msg('request.invalidJson')), data: null });
    }
    if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply
        .status(415)
        .send({ code: ErrorCode.Validation, msg: text(msg('request.unsupportedType')), data: null });
    }
    if (err.code === 'FST_REQ_FILE_TOO_LARGE' || err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.status(413).send({ code: ErrorCode.Validation, msg: text(msg('request.tooLarge')), data: null });
    }
    if (err.code === 'FST_INVALID_MULTIPART_CONTENT_TYPE' || err.code === 'FST_ERR_CTP_INVALID_CONTENT_LENGTH') {
      return reply.status(200).send({ code: ErrorCode.Validation, msg: text(msg('request.badFile')), data: null });
    }
    const dataError = invalidDataError(error);
    if (dataError) {
      // A value the schemas let through but PostgreSQL cannot store (the schemas should have said so).
      request.log.warn({ err }, 'value refused by the database');
      return reply.status(200).send({ code: ErrorCode.Validation, msg: text(dataError), data: null });
    }
    const dbFailure = databaseFailure(error);
    if (dbFailure) {
      request.log.error({ err }, 'database unavailable');
      return reply.status(503).send({
        code: dbFailure,
        msg: text(msg('request.withRequestId', { message: ERROR_MESSAGES[dbFailure], requestId: String(request.id) })),
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
      msg: text(msg('request.internal', { requestId: String(request.id) })),
      data: { requestId: String(request.id) },
    });
  });

  app.setNotFoundHandler((request, reply) => {
    const lang = requestLanguage(request);
    if (request.url.startsWith('/api/')) {
      const path = request.url.split('?')[0] ?? '';
      return reply.status(404).send({
        code: ErrorCode.NotFound,
        msg: msg('request.unknownApi', { method: request.method, path }).render(lang),
        data: null,
      });
    }
    return reply
      .status(404)
      .send({ code: ErrorCode.NotFound, msg: msg('request.pageNotFound').render(lang), data: null });
  });
}
