import { ErrorCode, fieldLabel, MAX_INT32 } from '@hris/contract';
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
  const label = (schema && safeLabel(schema, problem.path)) || problem.path.join('.') || '请求';
  throw new AppError(ErrorCode.Validation, `${label}：${problem.message}`, {
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
  message: string;
}

function textProblem(text: string): string | undefined {
  if (text.length > MAX_REQUEST_TEXT) return `内容过长，最多${MAX_REQUEST_TEXT}个字符`;
  if (text.includes('\u0000')) return '不能包含空字符';
  if (LONE_SURROGATE.test(text)) return '包含无效的字符';
  return undefined;
}

function findProblem(value: unknown, path: string[], depth: number): Problem | undefined {
  if (typeof value === 'string') {
    const message = textProblem(value);
    return message ? { path, message } : undefined;
  }
  if (typeof value === 'number') {
    return Math.abs(value) > MAX_INT32 ? { path, message: '数值超出范围' } : undefined;
  }
  if (value === null || typeof value !== 'object') return undefined;
  if (depth > MAX_DEPTH) return { path, message: '层级过深' };
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findProblem(value[i], [...path, String(i)], depth + 1);
      if (found) return found;
    }
    return undefined;
  }
  for (const key of Object.keys(value)) {
    const keyPath = [...path, key];
    if (FORBIDDEN_KEYS.has(key)) return { path: keyPath, message: `不允许的名称「${key}」` };
    const keyMessage = textProblem(key);
    if (keyMessage) return { path, message: `名称${keyMessage}` };
    const found = findProblem((value as Record<string, unknown>)[key], keyPath, depth + 1);
    if (found) return found;
  }
  return undefined;
}
