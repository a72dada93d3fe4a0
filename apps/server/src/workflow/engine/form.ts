import { ErrorCode, fieldLabel, listText, msg } from '@hris/contract';
import type { z } from 'zod';
import type { Tx } from '../../db/client';
import type { AuthContext } from '../../http/auth-context';
import { AppError } from '../../http/errors';
import type { RegisteredProcess } from '../registry';
import { type AnyTarget, type HookClock, startNodeId } from '../types';

/**
 * The form after an approval that sends one: the starter's whole form at the start node, else
 * only the node's editable fields (any other field must come back unchanged).
 */
export async function mergeForm(
  tx: Tx,
  auth: AuthContext,
  process: RegisteredProcess,
  nodeId: number,
  editable: readonly string[] | undefined,
  current: Record<string, unknown>,
  patch: Record<string, unknown>,
  target: AnyTarget,
  clock: HookClock,
) {
  let next: Record<string, unknown>;
  if (nodeId === startNodeId(process.info.flowId)) {
    next = { ...current, ...patch };
  } else {
    const keys = Object.keys(patch).filter((k) => editable?.includes(k));
    const refused = Object.keys(patch).filter(
      (k) => !editable?.includes(k) && JSON.stringify(patch[k]) !== JSON.stringify(current[k]),
    );
    if (refused.length > 0)
      throw new AppError(ErrorCode.Validation, msg('workflow.fieldsNotEditable', { fields: listText(refused) }));
    next = { ...current };
    for (const k of keys) next[k] = patch[k];
  }
  const parsed = process.def.formSchema.safeParse(next);
  if (!parsed.success) throw formError(process.def.formSchema, parsed.error);
  // A resubmitted form is checked like a new start: its target must be the work's, still in scope.
  if (nodeId === startNodeId(process.info.flowId))
    await process.def.revalidate?.(tx, auth, parsed.data, target, current, clock);
  return parsed.data as Record<string, unknown>;
}

/** A form error naming the field the way the form labels it, with every issue for the page. */
export function formError(schema: z.ZodType, error: z.ZodError) {
  const fields = error.issues.map((i) => ({
    field: i.path.join('.'),
    label: fieldLabel(schema, i.path) ?? i.path.join('.'),
    message: i.message,
  }));
  const first = fields[0];
  // The label (the schema's .describe()) and zod's issue text are Chinese in both languages (ARCHITECTURE §10).
  const text = first
    ? msg('request.fieldProblem', { label: first.label, message: first.message })
    : msg('workflow.formInvalid');
  return new AppError(ErrorCode.Validation, text, { details: { fields } });
}
