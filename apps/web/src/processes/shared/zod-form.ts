import { isMaskedValue } from '@hris/contract';
import type { FormInstance } from 'antd';
import type { Rule } from 'antd/es/form';
import type { z } from 'zod';
import type { ServerFieldError } from '../../api/workflow';
import { MASKED_FIELDS, safeParseKeepingMasked } from '../../utils/masked';

export interface FieldIssue {
  field: string;
  message: string;
}

/** The first message per field of a failed parse (nested paths joined with dots). */
export function issuesByField(error: Pick<z.ZodError, 'issues'>): FieldIssue[] {
  const seen = new Set<string>();
  const out: FieldIssue[] = [];
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.');
    if (!field || seen.has(field)) continue;
    seen.add(field);
    out.push({ field, message: issue.message });
  }
  return out;
}

/**
 * Validates a whole form with its contract schema (the same one the server parses). On failure
 * the messages go onto the fields and `null` comes back. A masked value the form was filled with
 * (a stored form's 138****5678) is taken as unchanged (safeParseKeepingMasked).
 */
export function parseInto<T extends z.ZodType>(
  form: FormInstance,
  schema: T,
  values: unknown,
  knownFields: readonly string[],
): z.output<T> | null {
  const result = safeParseKeepingMasked(schema, values);
  if (result.success) return result.data;
  markFields(
    form,
    issuesByField(result.error).filter((i) => knownFields.includes(i.field)),
  );
  return null;
}

/** Puts the messages on their fields; returns how many. */
export function markFields(form: FormInstance, issues: readonly FieldIssue[]): number {
  form.setFields(issues.map((i) => ({ name: i.field.split('.'), errors: [i.message] })));
  return issues.length;
}

/** Server field errors (data.fields) onto the fields this form shows; returns how many fit. */
export function markServerFields(
  form: FormInstance,
  fields: readonly ServerFieldError[],
  knownFields: readonly string[],
): number {
  return markFields(
    form,
    fields.filter((f) => knownFields.includes(f.field)).map((f) => ({ field: f.field, message: f.message })),
  );
}

/**
 * An antd rule running one field of a contract object schema, so a field shows the contract's
 * message as soon as it is left. Empty values are left to the `required` rule before it, a
 * masked value (unchanged, utils/masked.ts) passes.
 */
export function fieldRule(
  shape: Record<string, z.ZodType>,
  field: string,
  prepare?: (value: unknown) => unknown,
): Rule {
  return {
    validator: async (_rule, value: unknown) => {
      if (value === undefined || value === null || value === '') return;
      if (MASKED_FIELDS.has(field) && isMaskedValue(value)) return;
      const schema = shape[field];
      if (!schema) return;
      const result = schema.safeParse(prepare ? prepare(value) : value);
      if (!result.success) throw new Error(result.error.issues[0]?.message ?? '');
    },
  };
}
