import { msg } from '@hris/contract';

/** Where the e-signature platform is and how long to wait for it (config.esign). */
export interface EsignSettings {
  /** Unset: nothing is sent; records wait. */
  baseUrl?: string;
  timeoutMs: number;
}

/** What the platform is asked to sign: a new contract of the employee with the new entity. */
export interface TransferContractRequest {
  /** Stable per record (`hris-transfer-<id>`), also the Idempotency-Key: a resend signs nothing twice. */
  requestId: string;
  /** 工号 */
  employeeId: string;
  name: string;
  identityNumber: string;
  fromEntity: string;
  toEntity: string;
  effectiveDate: string;
}

/** The platform's verdict; `message` is stored with the record (Chinese). */
export type TransferContractResult = { ok: true; contractId: string } | { ok: false; message: string };

export function transferRequestId(recordId: number): string {
  return `hris-transfer-${recordId}`;
}

/**
 * Asks the platform for a transfer contract: POST {baseUrl}/contracts/transfer with the request as
 * JSON and `Idempotency-Key: requestId`. `{ code: 0, data: { contractId } }` is success; another
 * code is a refusal with the platform's `msg`; an HTTP error, an unreadable answer, no connection
 * or no answer within the timeout are failures described in Chinese. Never throws.
 */
export async function requestTransferContract(
  settings: EsignSettings & { baseUrl: string },
  request: TransferContractRequest,
): Promise<TransferContractResult> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), settings.timeoutMs);
  try {
    const res = await fetch(`${settings.baseUrl}/contracts/transfer`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        'idempotency-key': request.requestId,
      },
      body: JSON.stringify(request),
      signal: controller.signal,
    });
    // Read the body under the same timeout: a platform may send headers and then stall.
    const text = await res.text();
    if (!res.ok) return { ok: false, message: String(msg('transferSign.httpError', { status: res.status })) };
    let answer: unknown;
    try {
      answer = JSON.parse(text);
    } catch {
      return { ok: false, message: String(msg('transferSign.badAnswer')) };
    }
    return readAnswer(answer);
  } catch (err) {
    if (controller.signal.aborted) {
      const seconds = Number((settings.timeoutMs / 1000).toFixed(1));
      return { ok: false, message: String(msg('transferSign.timeout', { seconds })) };
    }
    const cause = (err as { cause?: { code?: string; message?: string } }).cause;
    const reason = cause?.code ?? cause?.message ?? (err instanceof Error ? err.message : String(err));
    return { ok: false, message: String(msg('transferSign.unreachable', { reason })) };
  } finally {
    clearTimeout(timer);
  }
}

function readAnswer(answer: unknown): TransferContractResult {
  if (!answer || typeof answer !== 'object') return { ok: false, message: String(msg('transferSign.badAnswer')) };
  const { code, msg: text, data } = answer as { code?: unknown; msg?: unknown; data?: { contractId?: unknown } };
  if (code === 0) {
    const contractId = data?.contractId;
    if ((typeof contractId === 'string' && contractId) || typeof contractId === 'number') {
      return { ok: true, contractId: String(contractId).slice(0, 128) };
    }
    return { ok: false, message: String(msg('transferSign.badAnswer')) };
  }
  if (typeof text === 'string' && text.trim()) return { ok: false, message: text.trim().slice(0, 2000) };
  return { ok: false, message: String(msg('transferSign.refused', { code: String(code) })) };
}
