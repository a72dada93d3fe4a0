import {
  HTTP_TIMEOUT_MS,
  normalizePassword,
  type TLoginRequest,
  type TLoginResponse,
  UserPaths,
  type ZAuthConfigResponseSchema,
} from '@hris/contract';
import type { z } from 'zod';
import { toastError } from '../feedback';
import i18n, { isLanguage, t } from '../i18n';
import { ApiError, fieldsOf, isEnvelope } from './api-error';

export type AuthConfig = z.infer<typeof ZAuthConfigResponseSchema>;

/**
 * The two calls of the sign-in page, which shows before the app is loaded and so without axios
 * (http.ts, ARCHITECTURE §7). Both go without a token, as http.ts sends them (`withoutToken`), and
 * fail as it fails them: the server's message (or the fallback) for 5 seconds in red, or axios'
 * own words for a failed request, then an ApiError.
 */
async function postWithoutToken<T>(url: string, body: unknown): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), HTTP_TIMEOUT_MS);
  let status = -1;
  let envelope: unknown;
  try {
    const response = await fetch(`${import.meta.env.VITE_API_BASE_URL ?? ''}${url}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json;charset=UTF-8',
        'Accept-Language': isLanguage(i18n.language) ? i18n.language : 'zh-CN',
      },
      body: JSON.stringify(body),
      signal: controller.signal,
    });
    status = response.status;
    envelope = await response.json().catch(() => null);
  } catch {
    const text = controller.signal.aborted ? `timeout of ${HTTP_TIMEOUT_MS}ms exceeded` : 'Network Error';
    toastError(text);
    throw new ApiError(text, 'http', -1);
  } finally {
    clearTimeout(timer);
  }
  if (isEnvelope(envelope) && envelope.code !== 0) {
    const text = envelope.msg || t('http.fallbackError');
    toastError(text);
    throw new ApiError(text, 'envelope', envelope.code, envelope.msg ?? '', fieldsOf(envelope.data), envelope.data);
  }
  if (status >= 200 && status < 300) return (isEnvelope(envelope) ? envelope.data : envelope) as T;
  const text = `Request failed with status code ${status}`;
  toastError(text);
  throw new ApiError(text, 'http', status);
}

let authConfig: Promise<AuthConfig> | null = null;

/**
 * Public: tells the sign-in page whether SSO is offered, and the sidebar the environment. Fixed
 * for the page's life, so asked once (a failure is asked again next time).
 */
export function getAuthConfig(): Promise<AuthConfig> {
  authConfig ??= postWithoutToken<AuthConfig>(UserPaths.getAuthConfig, {}).catch((error: unknown) => {
    authConfig = null;
    throw error;
  });
  return authConfig;
}

/** Spec §5: account and password are trimmed before sending. */
export const login = (body: TLoginRequest) =>
  postWithoutToken<TLoginResponse>(UserPaths.login, {
    account: body.account.trim(),
    password: normalizePassword(body.password),
  });
