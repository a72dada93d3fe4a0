import { fieldLabel } from '@hris/contract';
import type { z } from 'zod';
import { ApiError } from '../../../api/http';

export interface FieldProblem {
  name: string;
  errors: string[];
}

/**
 * Places a server refusal on the form field it names. The server answers a validation error with
 * `msg` = "<field label>：<message>"; the label is the zod `.describe()` text the form also shows.
 * Returns the field problems and the text to show when no field matched.
 */
export function serverFieldErrors(
  error: unknown,
  schema: z.ZodObject,
): { fields: FieldProblem[]; message: string | null } {
  if (!(error instanceof ApiError) || error.canceled) return { fields: [], message: null };
  const text = error.serverMessage || error.message;
  const separator = text.indexOf('：');
  if (separator > 0) {
    const label = text.slice(0, separator);
    const name = Object.keys(schema.shape).find((key) => fieldLabel(schema, [key]) === label);
    if (name) return { fields: [{ name, errors: [text.slice(separator + 1)] }], message: null };
  }
  return { fields: [], message: text };
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
