import { EXPORT_ROWS_HEADER } from '@hris/contract';
import type { AxiosProgressEvent } from 'axios';
import { ApiError } from '../../api/http';

/**
 * The rows the server announced for the export (X-Export-Rows, sent before the sheet, which
 * streams without a Content-Length), read from the request behind a progress event.
 */
export function rowsFromProgress(event: AxiosProgressEvent): number | null {
  const target = (event.event as ProgressEvent | undefined)?.target as Partial<XMLHttpRequest> | null | undefined;
  const raw = typeof target?.getResponseHeader === 'function' ? target.getResponseHeader(EXPORT_ROWS_HEADER) : null;
  if (raw === null || raw === undefined || raw.trim() === '') return null;
  const rows = Number(raw);
  return Number.isInteger(rows) && rows >= 0 ? rows : null;
}

export type ExportFailure =
  /** The user cancelled: no message but "cancelled". */
  | { kind: 'canceled' }
  /** The session ended (401): the HTTP layer is already taking the user to sign in. */
  | { kind: 'session' }
  | { kind: 'server'; message: string }
  | { kind: 'network' }
  | { kind: 'http'; status: number };

/** Why an export did not finish, from what the HTTP layer threw. */
export function exportFailure(error: unknown): ExportFailure {
  if (error instanceof ApiError) {
    if (error.kind === 'canceled') return error.code === 401 ? { kind: 'session' } : { kind: 'canceled' };
    if (error.kind === 'envelope') return { kind: 'server', message: error.serverMessage || error.message };
    return error.code > 0 ? { kind: 'http', status: error.code } : { kind: 'network' };
  }
  return { kind: 'network' };
}
