import { isMaskedValue, MASKED_CLASSES, maskPersonal, PERSONAL_FIELDS, type PiiClass } from '@hris/contract';
import type { FastifyInstance } from 'fastify';

/** The fields masked in every answer, by name, with their class (issue 38). */
const MASKED_FIELDS: ReadonlyMap<string, PiiClass> = new Map(
  Object.entries(PERSONAL_FIELDS).filter(([, cls]) => MASKED_CLASSES.has(cls)),
);

/** A route that answers one value in clear (RevealPersonalField) says so; every other answer is masked. */
export interface PersonalDataAccess {
  clear?: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    personalData?: PersonalDataAccess;
  }
}

/**
 * The value with every masked-class field (identity numbers, phones, children's identity numbers,
 * bank accounts) masked, at any depth — a list's rows, a work's form, a history's before and after.
 * Copy on write: the value itself when nothing was masked.
 */
export function maskPersonalData<T>(value: T, depth = 0): T {
  if (value === null || typeof value !== 'object' || depth > 12) return value;
  if (value instanceof Date) return value;
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    for (let i = 0; i < value.length; i++) {
      const masked = maskPersonalData(value[i], depth + 1);
      if (masked !== value[i]) {
        copy ??= value.slice();
        copy[i] = masked;
      }
    }
    return (copy ?? value) as T;
  }
  let copy: Record<string, unknown> | undefined;
  for (const key in value as Record<string, unknown>) {
    const v = (value as Record<string, unknown>)[key];
    const cls = MASKED_FIELDS.get(key);
    let next: unknown = v;
    if (cls && typeof v === 'string' && v !== '' && !isMaskedValue(v)) next = maskPersonal(cls, v);
    else if (v !== null && typeof v === 'object') next = maskPersonalData(v, depth + 1);
    if (next !== v) {
      copy ??= { ...(value as Record<string, unknown>) };
      copy[key] = next;
    }
  }
  return (copy ?? value) as T;
}

/**
 * A request body with the masked values it sends back left out: a form that showed
 * 3101**********1234 and was saved unchanged means "unchanged" (an update keeps the stored value,
 * a resubmitted work form its own). A masked value is never stored.
 */
export function withoutMaskedValues<T>(value: T, depth = 0): T {
  if (value === null || typeof value !== 'object' || depth > 12 || Array.isArray(value)) {
    if (Array.isArray(value)) return value.map((v) => withoutMaskedValues(v, depth + 1)) as T;
    return value;
  }
  let copy: Record<string, unknown> | undefined;
  for (const key in value as Record<string, unknown>) {
    const v = (value as Record<string, unknown>)[key];
    if (MASKED_FIELDS.has(key) && isMaskedValue(v)) {
      copy ??= { ...(value as Record<string, unknown>) };
      delete copy[key];
    } else if (v !== null && typeof v === 'object') {
      const next = withoutMaskedValues(v, depth + 1);
      if (next !== v) {
        copy ??= { ...(value as Record<string, unknown>) };
        copy[key] = next;
      }
    }
  }
  return (copy ?? value) as T;
}

/**
 * Personal data leaves the server masked (个人信息保护法 §28, ARCHITECTURE §10 "Personal data"):
 * every JSON answer is masked on its way out but the one route that reveals a value with a reason,
 * and a masked value sent back is dropped from the request before its schema reads it.
 */
export function registerPersonalDataMasking(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if (request.body && typeof request.body === 'object') request.body = withoutMaskedValues(request.body);
  });
  app.addHook('preSerialization', async (request, _reply, payload: unknown) => {
    if (request.routeOptions.config?.personalData?.clear) return payload;
    return maskPersonalData(payload);
  });
}
