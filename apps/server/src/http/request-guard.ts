import { ErrorCode, fieldLabel, MAX_INT32, type Message, msg } from '@hris/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from './errors';

/** No text of any request is longer: a longer one is refused before its schema or the database sees it. */
export const MAX_REQUEST_TEXT = 10_000;
const MAX_DEPTH = 12;
/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

type Part = 'body' | 'querystring' | 'params';

/**
 * What no schema of a route needs to say, checked for every route before its schema: text
 * without NUL characters or lone surrogates (PostgreSQL refuses both, the audit log too), no text
 * longer than MAX_REQUEST_TEXT (a megabyte of filter text stalled the server), no number beyond
 * PostgreSQL's integer, no prototype keys. Each refusal is 40001 naming the field.
 */
export function registerRequestGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    check(request, 'params', request.params);
    check(request, 'querystring', request.query);
    check(request, 'body', request.body);
  });
}

function check(request: FastifyRequest, part: Part, value: unknown) {
  if (value === null || typeof value !== 'object') return;
  const problem = findProblem(value, [], 0);
  if (!problem) return;
  const schema = (request.routeOptions.schema as Record<string, unknown> | undefined)?.[part] as z.ZodType | undefined;
  const label = (schema && safeLabel(schema, problem.path)) || problem.path.join('.') || msg('request.part.body');
  throw new AppError(ErrorCode.Validation, msg('request.fieldProblem', { label, message: problem.message }), {
    details: { fields: [{ field: problem.path.join('.'), label, message: problem.message }] },
  });
}

function safeLabel(schema: z.ZodType, path: string[]): string | undefined {
  // A forbidden key must not be looked up as a property of the schema's shape.
  const known = path.filter((k) => !FORBIDDEN_KEYS.has(k));
  try {
    return fieldLabel(schema, known);
  } catch {
    return undefined;
  }
}

interface Problem {
  path: string[];
  message: Message;
}

function textProblem(text: string): Message | undefined {
  if (text.length > MAX_REQUEST_TEXT) return msg('request.textTooLong', { max: MAX_REQUEST_TEXT });
  if (text.includes('\u0000')) return msg('request.nulCharacter');
  if (LONE_SURROGATE.test(text)) return msg('request.invalidCharacters');
  return undefined;
}

function findProblem(value: unknown, path: string[], depth: number): Problem | undefined {
  if (typeof value === 'string') {
    const message = textProblem(value);
    return message ? { path, message } : undefined;
  }
  if (typeof value === 'number') {
    return Math.abs(value) > MAX_INT32 ? { path, message: msg('request.numberOutOfRange') } : undefined;
  }
  if (value === null || typeof value !== 'object') return undefined;
  if (depth > MAX_DEPTH) return { path, message: msg('request.tooDeep') };
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findProblem(value[i], [...path, String(i)], depth + 1);
      if (found) return found;
    }
    return undefined;
  }
  for (const key of Object.keys(value)) {
    const keyPath = [...path, key];
    if (FORBIDDEN_KEYS.has(key)) return { path: keyPath, message: msg('request.forbiddenKey', { key }) };
    const keyMessage = textProblem(key);
    if (keyMessage) return { path, message: msg('request.badKey', { problem: keyMessage }) };
    const found = findProblem((value as Record<string, unknown>)[key], keyPath, depth + 1);
    if (found) return found;
  }
  return undefined;
}
