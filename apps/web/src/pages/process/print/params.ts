import { MAX_PRINT_WORKS } from '@hris/contract';
import { positiveParam } from '../params';

export type WorkIdsParam = { ok: true; workIds: number[] } | { ok: false; reason: 'missing' | 'tooMany' };

/**
 * `workIds=12,15,18`: the works to print, in the order given, each once. Parts that are not a
 * work id are ignored; none left is `missing`, more than the server prints at once `tooMany`.
 */
export function parseWorkIds(value: string | null): WorkIdsParam {
  const workIds = [...new Set((value ?? '').split(',').flatMap((part) => positiveParam(part) ?? []))];
  if (workIds.length === 0) return { ok: false, reason: 'missing' };
  if (workIds.length > MAX_PRINT_WORKS) return { ok: false, reason: 'tooMany' };
  return { ok: true, workIds };
}
