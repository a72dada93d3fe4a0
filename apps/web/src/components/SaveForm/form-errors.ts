import { ErrorCode, fieldLabel } from '@hris/contract';
import type { z } from 'zod';
import { ApiError } from '../../api/http';

export interface FieldProblem {
  name: string;
  errors: string[];
}

/** A business rule's refusal → the form field it is about, for messages that name no label. */
export type RuleField = (message: string) => string | null;

/**
 * Places a server refusal on the form field it names. A schema check answers
 * "<field label>：<message>" (the label is the zod `.describe()` text); a business rule names the
 * field at the start of its sentence ("身份证号码与性别不一致"), or `ruleField` knows which field it
 * is about. Only validation refusals (40001) go to a field; the rest are shown as a message.
 */
export function serverFieldErrors(
  error: unknown,
  schema: z.ZodObject,
  ruleField?: RuleField,
): { fields: FieldProblem[]; message: string | null } {
  if (!(error instanceof ApiError) || error.canceled) return { fields: [], message: null };
  const text = error.serverMessage || error.message;
  if (error.kind !== 'envelope' || error.code !== ErrorCode.Validation) return { fields: [], message: text };
  const keys = Object.keys(schema.shape);
  const separator = text.indexOf('：');
  if (separator > 0) {
    const label = text.slice(0, separator);
    const name = keys.find((key) => fieldLabel(schema, [key]) === label);
    if (name) return { fields: [{ name, errors: [text.slice(separator + 1)] }], message: null };
  }
  const name = ruleField?.(text) ?? fieldNamedFirst(text, schema, keys);
  if (name) return { fields: [{ name, errors: [text] }], message: null };
  return { fields: [], message: text };
}

/** The field whose label the sentence starts with (the longest, so 合同结束日期 beats 合同). */
function fieldNamedFirst(text: string, schema: z.ZodObject, keys: string[]): string | null {
  let best: { name: string; length: number } | null = null;
  for (const key of keys) {
    const label = fieldLabel(schema, [key]);
    if (label && text.startsWith(label) && (!best || label.length > best.length)) {
      best = { name: key, length: label.length };
    }
  }
  return best?.name ?? null;
}

/** zod issues of a schema check → antd form field errors (first message per field). */
export function zodFieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldProblem[] {
  const seen = new Map<string, string[]>();
  for (const issue of issues) {
    const name = String(issue.path[0] ?? '');
    if (!name || seen.has(name)) continue;
    seen.set(name, [issue.message]);
  }
  return [...seen].map(([name, errors]) => ({ name, errors }));
}
