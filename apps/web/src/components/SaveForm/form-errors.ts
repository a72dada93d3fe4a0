import { ErrorCode } from '@hris/contract';
import { ApiError } from '../../api/http';

export interface FieldProblem {
  name: string;
  errors: string[];
}

/**
 * Places a server refusal on the form fields it names. A validation refusal (40001) carries its
 * fields in `data.fields`, the schema's checks and the business rules alike; each goes under the
 * form field of the same name (the first part of its path). Any other refusal, or one naming no
 * field, is shown as a message.
 */
export function serverFieldErrors(error: unknown): { fields: FieldProblem[]; message: string | null } {
  if (!(error instanceof ApiError) || error.canceled) return { fields: [], message: null };
  const text = error.serverMessage || error.message;
  const named =
    error.kind === 'envelope' && error.code === ErrorCode.Validation
      ? zodFieldErrors(error.fields.map((f) => ({ path: f.field.split('.'), message: f.message })))
      : [];
  return named.length > 0 ? { fields: named, message: null } : { fields: [], message: text };
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
