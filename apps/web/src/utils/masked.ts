import { isMaskedValue, maskedClassOf, PERSONAL_FIELDS } from '@hris/contract';
import type { Rule, RuleObject } from 'antd/es/form';
import type { TFunction } from 'i18next';
import type { z } from 'zod';

/*
 * Masked values in forms (issue 38). The server masks identity numbers, phones and salary figures
 * in every answer (3101**********1234, 138****5678, ***), so a form filled from a record or a stored work form holds
 * them masked. Sent back, a masked value means "unchanged": the server drops it and keeps what it
 * holds. Here such a value passes every rule of a full value, and a save leaves it out; a new,
 * full value typed over it is checked as usual.
 */

/** The fields the server masks, by name (identityNumber, phone, childIdNumber, salary figures …). */
export const MASKED_FIELDS: ReadonlySet<string> = new Set(
  Object.keys(PERSONAL_FIELDS).filter((field) => maskedClassOf(field) !== undefined),
);

function unlessMaskedObject(rule: RuleObject): RuleObject {
  const { validator } = rule;
  if (!validator) return rule;
  return {
    ...rule,
    validator: (r, value, callback) => (isMaskedValue(value) ? Promise.resolve() : validator(r, value, callback)),
  };
}

/** An antd validator rule that lets a masked value ("unchanged") pass and checks any other. */
export function unlessMasked(rule: Rule): Rule {
  if (typeof rule === 'function') return (form) => unlessMaskedObject(rule(form));
  return unlessMaskedObject(rule);
}

/**
 * The hint under a field filled with a masked value: left as it is it stays unchanged; a new value
 * is typed whole. Undefined for any other value.
 */
export function maskedFieldHint(t: TFunction, value: unknown): string | undefined {
  return isMaskedValue(value) ? t('privacy.maskedKept') : undefined;
}

/** The value a parse issue's path leads to in `input`. */
function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let node = input;
  for (const key of path) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<PropertyKey, unknown>)[key];
  }
  return node;
}

/** True when an issue is about a masked field that holds a masked value (the server drops it). */
function isAboutMaskedValue(input: unknown, path: readonly PropertyKey[]): boolean {
  const last = path[path.length - 1];
  return typeof last === 'string' && MASKED_FIELDS.has(last) && isMaskedValue(valueAt(input, path));
}

export type MaskedAwareParse<T> =
  | { success: true; data: T }
  | { success: false; error: { issues: z.core.$ZodIssue[] } };

/**
 * A contract schema's safeParse that takes masked values as "unchanged": their own issues (and
 * those of a rule across fields placed on them) are dropped. When nothing else is wrong the input
 * comes back as it is (the server parses it again once it has dropped the masked values).
 */
export function safeParseKeepingMasked<T extends z.ZodType>(schema: T, input: unknown): MaskedAwareParse<z.output<T>> {
  const result = schema.safeParse(input);
  if (result.success) return { success: true, data: result.data };
  const issues = result.error.issues.filter((issue) => !isAboutMaskedValue(input, issue.path));
  if (issues.length > 0) return { success: false, error: { issues } };
  return { success: true, data: input as z.output<T> };
}

/**
 * A request body without the masked values of masked fields, at any depth (as the server reads
 * it): a save sends what changed, never a mask to store.
 */
export function withoutMaskedValues<T>(value: T): T {
  if (Array.isArray(value)) return value.map((v) => withoutMaskedValues(v)) as T;
  if (value === null || typeof value !== 'object' || value.constructor !== Object) return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    if (MASKED_FIELDS.has(key) && isMaskedValue(v)) continue;
    out[key] = withoutMaskedValues(v);
  }
  return out as T;
}
