import type { Envelope } from '@hris/contract';

// Apart from http.ts: the sign-in page's calls (sign-in.ts) report failures the same way without axios.

/**
 * Why a call failed: the server answered a non-zero code (`envelope`), an HTTP error or no answer
 * (`http`), or the request was cancelled by a 401 or its caller (`canceled`, never shown).
 */
export type ApiErrorKind = 'envelope' | 'http' | 'canceled';

/** One field the server refused (envelope `data.fields` of a 40001): its dotted path, label and message. */
export interface ServerFieldError {
  field: string;
  label: string;
  message: string;
}

function isFieldError(value: unknown): value is ServerFieldError {
  if (typeof value !== 'object' || value === null) return false;
  const f = value as Record<string, unknown>;
  return typeof f.field === 'string' && typeof f.label === 'string' && typeof f.message === 'string';
}

/** The refused fields an envelope's `data` names, if any. */
export function fieldsOf(data: unknown): ServerFieldError[] {
  const fields = typeof data === 'object' && data !== null ? (data as { fields?: unknown }).fields : undefined;
  return Array.isArray(fields) ? fields.filter(isFieldError) : [];
}

export class ApiError extends Error {
  constructor(
    message: string,
    readonly kind: ApiErrorKind,
    /** Envelope code, or the HTTP status (-1 when there was no answer). */
    readonly code: number,
    /** The server's own `msg` (may be empty), for callers with their own fallback text. */
    readonly serverMessage = '',
    /** The fields a refusal names (`data.fields`), so a form can show each under its field. */
    readonly fields: readonly ServerFieldError[] = [],
    /** The refusal's whole `data` (a batch's per-row report, for one), for callers that show it. */
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  get canceled(): boolean {
    return this.kind === 'canceled';
  }
}

export function isEnvelope(value: unknown): value is Envelope {
  return typeof value === 'object' && value !== null && typeof (value as Envelope).code === 'number';
}
