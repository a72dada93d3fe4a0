import { channelTexts } from './texts';
import type { SendResult } from './types';

/** How one platform's robot reads its answers. */
export interface RobotPlatform {
  /** The word the platform names its result code with in the answer: `errcode 0: ok`, `code 0: success`. */
  codeName: string;
  /** The code and message of an answer, or null when the JSON is not this platform's answer. */
  read(json: unknown): { code: number; message: string } | null;
  /** Codes that a later try can get past: rate limits and "system busy". Every other code is final. */
  retryCodes: ReadonlySet<number>;
}

/**
 * POSTs a robot message and turns whatever happens into a result. The rule, the same for the three
 * platforms (only their codes differ):
 * - no answer within the timeout, or no connection: retry. A retry after a timeout may show the
 *   message twice, since none of the robots takes an idempotency key;
 * - HTTP 408, 429 and 5xx: retry; any other status but 200 (404 for a mistyped URL, a redirect): final;
 * - HTTP 200: the platform's code decides, 0 is success, `retryCodes` retry, the rest are final;
 * - HTTP 200 that is not the platform's JSON: final, the URL points at some other server.
 */
export async function postToRobot(
  platform: RobotPlatform,
  url: string,
  body: unknown,
  timeoutMs: number,
): Promise<SendResult> {
  let status: number;
  let text: string;
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: JSON.stringify(body),
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    status = response.status;
    text = await response.text();
  } catch (error) {
    return networkFailure(error, timeoutMs);
  }

  const answer = platform.read(parseJson(text));
  const said = (a: { code: number; message: string }) => `${platform.codeName} ${a.code}: ${a.message}`;
  if (status !== 200) {
    const retry = status === 408 || status === 429 || status >= 500;
    return { ok: false, retry, answer: answer ? `HTTP ${status}，${said(answer)}` : `HTTP ${status}` };
  }
  if (!answer) return { ok: false, retry: false, answer: channelTexts.unreadableAnswer(status) };
  const ok = answer.code === 0;
  return { ok, retry: !ok && platform.retryCodes.has(answer.code), answer: said(answer) };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function networkFailure(error: unknown, timeoutMs: number): SendResult {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return { ok: false, retry: true, answer: channelTexts.timeout(timeoutMs) };
  }
  // undici reports the socket's error (ECONNREFUSED, ECONNRESET, ENOTFOUND, UND_ERR_SOCKET…) as the cause.
  const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  const code = typeof cause?.code === 'string' ? cause.code : error instanceof Error ? error.message : String(error);
  return { ok: false, retry: true, answer: channelTexts.connectionFailed(code) };
}

/** WeCom and DingTalk answer `{ errcode, errmsg }`. */
export function readErrcode(json: unknown): { code: number; message: string } | null {
  if (!json || typeof json !== 'object') return null;
  const { errcode, errmsg } = json as { errcode?: unknown; errmsg?: unknown };
  return typeof errcode === 'number' ? { code: errcode, message: typeof errmsg === 'string' ? errmsg : '' } : null;
}
