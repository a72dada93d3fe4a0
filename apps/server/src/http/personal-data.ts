import { isMaskedValue, maskedClassOf, maskPersonal, type PiiClass } from '@hris/contract';
import type { FastifyInstance } from 'fastify';

/**
 * A route that answers one value in clear (RevealPersonalField) says so; every other answer is
 * masked. `fields` names what a generic field name of its answer means (`amount` of a salary row).
 */
export interface PersonalDataAccess {
  clear?: boolean;
  fields?: Readonly<Record<string, PiiClass>>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    personalData?: PersonalDataAccess;
  }
  interface FastifyRequest {
    /**
     * Masked fields this answer may carry in clear, set by the handler: the salary figures of a
     * work's form for the handler of its open step that decides or checks them (their purpose).
     */
    personalDataInClear?: ReadonlySet<string>;
  }
}

/** What masks one answer: the route's names for generic fields, the fields the handler cleared. */
interface MaskContext {
  extra?: Readonly<Record<string, PiiClass>>;
  inClear?: ReadonlySet<string>;
}

/** One value of a masked field, masked: strings by their class, salary figures (numbers too) as ***. */
function maskedValue(cls: PiiClass, v: unknown): unknown {
  if (typeof v === 'string') return v === '' || isMaskedValue(v) ? v : maskPersonal(cls, v);
  if (cls === 'salary' && typeof v === 'number') return maskPersonal(cls, String(v));
  return v;
}

/**
 * The value with every masked field (identity numbers, phones, children's identity numbers, bank
 * accounts, salary figures) masked, at any depth — a list's rows, a work's form, a history's before
 * and after. Copy on write: the value itself when nothing was masked.
 */
export function maskPersonalData<T>(value: T, context: MaskContext = {}, depth = 0): T {
  if (value === null || typeof value !== 'object' || depth > 12) return value;
  if (value instanceof Date) return value;
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    for (let i = 0; i < value.length; i++) {
      const masked = maskPersonalData(value[i], context, depth + 1);
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
    const cls = context.inClear?.has(key) ? undefined : maskedClassOf(key, context.extra);
    let next: unknown = v;
    if (cls) next = maskedValue(cls, v);
    else if (v !== null && typeof v === 'object') next = maskPersonalData(v, context, depth + 1);
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
    if (maskedClassOf(key) && isMaskedValue(v)) {
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
    const access = request.routeOptions.config?.personalData;
    if (access?.clear) return payload;
    return maskPersonalData(payload, { extra: access?.fields, inClear: request.personalDataInClear });
  });
}
