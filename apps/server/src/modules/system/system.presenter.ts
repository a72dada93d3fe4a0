import {
  SYSTEM_LOG_MODULES,
  SYSTEM_LOG_RESULT_TEXT,
  systemLogActionText,
  systemLogModuleOf,
  systemLogResultOf,
  type TSystemLogChange,
  type TSystemLogDetail,
  type TSystemLogRow,
} from '@hris/contract';
import { chinaDateTime } from '../../lists/format';
import type { SystemLogRow } from './system.repository';

/** How long the list's summary column may be. */
const SUMMARY_CUT = 300;

export function presentSystemLogRow(r: SystemLogRow): TSystemLogRow {
  const module = systemLogModuleOf(r.action);
  const result = systemLogResultOf(r.action);
  const summary = r.summary == null ? null : JSON.stringify(r.summary);
  return {
    id: r.id,
    createdTime: r.createdAt.toISOString(),
    userName: r.userName,
    ip: r.ip,
    module,
    moduleText: SYSTEM_LOG_MODULES[module].zh,
    action: r.action,
    actionText: systemLogActionText(r.action),
    target: r.target,
    targetText: r.targetText ?? r.target,
    result,
    resultText: SYSTEM_LOG_RESULT_TEXT[result].zh,
    summary: summary && summary.length > SUMMARY_CUT ? `${summary.slice(0, SUMMARY_CUT)}…` : summary,
    changedFields: changesOf(r.summary)?.flatMap((c) => (c.changed ? [c.field] : [])) ?? null,
  };
}

/** The sheet's row: the time as China's clock shows it, the whole summary. */
export function presentSystemLogSheetRow(r: SystemLogRow) {
  return {
    ...presentSystemLogRow(r),
    createdTime: chinaDateTime(r.createdAt),
    summary: r.summary == null ? '' : JSON.stringify(r.summary),
  };
}

export function presentSystemLogDetail(r: SystemLogRow): TSystemLogDetail {
  return {
    ...presentSystemLogRow(r),
    summary: r.summary == null ? null : JSON.stringify(r.summary),
    requestId: r.requestId,
    summaryJson: r.summary == null ? null : JSON.stringify(r.summary, null, 2),
    changes: changesOf(r.summary),
  };
}

const text = (v: unknown): string =>
  v === undefined || v === null ? '' : typeof v === 'string' ? v : JSON.stringify(v);
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The before/after of an edit, from either shape the services log: `{ old: {…}, new: {…} }` (a
 * record's fields before and after) or `{ changes: { field: { old, new } } }` (the staff record's
 * changed fields). Fields in the order first seen; null for an entry that records no change.
 */
export function changesOf(summary: unknown): TSystemLogChange[] | null {
  if (!isObject(summary)) return null;
  if (isObject(summary.old) || isObject(summary.new)) {
    const before = isObject(summary.old) ? summary.old : {};
    const after = isObject(summary.new) ? summary.new : {};
    const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
      // The version token a save sends back, and the record's id, are not fields it changed.
      (f) => f !== 'updatedTime' && f !== 'version' && f !== 'id',
    );
    return fields.map((field) => {
      const b = text(before[field]);
      const a = field in after ? text(after[field]) : b;
      return { field, before: b, after: a, changed: a !== b };
    });
  }
  if (isObject(summary.changes)) {
    return Object.entries(summary.changes).map(([field, change]) => {
      const c = isObject(change) ? change : {};
      const b = text(c.old);
      const a = text(c.new);
      return { field, before: b, after: a, changed: a !== b };
    });
  }
  return null;
}
