import { ACCESS_TOKEN_HEADER, type Envelope, HTTP_TIMEOUT_MS, SESSION_ENDING_CODES } from '@hris/contract';
import axios, {
  type AxiosAdapter,
  type AxiosError,
  type AxiosInstance,
  type AxiosRequestConfig,
  type AxiosResponse,
  type AxiosResponseTransformer,
  type InternalAxiosRequestConfig,
} from 'axios';
import { modal, toastError } from '../feedback';
import i18n, { isLanguage, t } from '../i18n';
import { getToken, resetSession } from '../stores/session';
import { filenameFromDisposition, saveBlob } from '../utils/download';
import { ApiError, fieldsOf, isEnvelope } from './api-error';

export { ApiError, type ApiErrorKind, fieldsOf, type ServerFieldError } from './api-error';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Send without the AccessToken header (spec §7: "unless the request opts out"). */
    withoutToken?: boolean;
    /**
     * The caller shows its own message for a non-zero code or a failed request (upload, button
     * permissions). Session-ending codes and HTTP 401 still end the session.
     */
    silent?: boolean;
    /** The caller is ending the session itself (logout): an already-ended session is not reported. */
    endingSession?: boolean;
  }
  interface InternalAxiosRequestConfig {
    /** The controller that lets a 401 cancel this request. */
    abortController?: AbortController;
  }
}

export interface HttpDeps {
  getToken: () => string;
  /** Clears token, menus, tabs and cached data. */
  resetSession: () => void;
  /** Reloads the page; the guard then sends the user to /login?redirect=… */
  reload: () => void;
  toastError: (content: string) => void;
  /** The warning dialog of spec §8 (message + OK), calling `onOk` when confirmed. */
  sessionDialog: (content: string, onOk: () => void) => void;
  fallbackMessage: () => string;
  /**
   * The interface language (zh-CN, en-US), sent as Accept-Language on every call so the server
   * writes its messages in it; without it the server answers in Chinese.
   */
  language?: () => string;
}

export interface Http {
  instance: AxiosInstance;
  post: <T>(url: string, data?: unknown, config?: AxiosRequestConfig) => Promise<T>;
  get: <T>(url: string, config?: AxiosRequestConfig) => Promise<T>;
  /** A binary call (export, template, attachment): resolves with the blob and the server's file name. */
  fetchFile: (
    url: string,
    data?: unknown,
    config?: AxiosRequestConfig,
  ) => Promise<{ blob: Blob; fileName: string | null }>;
  /** Aborts every pending request (a 401 does this). */
  cancelAll: () => void;
}

async function blobToEnvelope(blob: unknown): Promise<Envelope | null> {
  if (!(blob instanceof Blob)) return null;
  try {
    const parsed: unknown = JSON.parse(await blob.text());
    return isEnvelope(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function createHttp(deps: HttpDeps, options: { adapter?: AxiosAdapter; baseURL?: string } = {}): Http {
  const instance = axios.create({
    baseURL: options.baseURL ?? '',
    timeout: HTTP_TIMEOUT_MS,
    headers: { 'Content-Type': 'application/json;charset=UTF-8' },
    ...(options.adapter ? { adapter: options.adapter } : {}),
  });

  const pending = new Set<AbortController>();
  // One dialog and one logout however many requests fail at once (ARCHITECTURE §7).
  let sessionEnding = false;
  let unauthorized = false;

  function release(config: InternalAxiosRequestConfig | undefined): void {
    if (config?.abortController) pending.delete(config.abortController);
  }

  function cancelAll(): void {
    for (const controller of pending) controller.abort();
    pending.clear();
  }

  function endSession(content: string): void {
    if (sessionEnding) return;
    sessionEnding = true;
    deps.sessionDialog(content, () => {
      deps.resetSession();
      deps.reload();
    });
  }

  function handleUnauthorized(): void {
    if (unauthorized) return;
    unauthorized = true;
    cancelAll();
    deps.resetSession();
    deps.reload();
  }

  function failWithEnvelope(envelope: Envelope, config: AxiosRequestConfig | undefined): never {
    const text = envelope.msg || deps.fallbackMessage();
    if (SESSION_ENDING_CODES.includes(envelope.code)) {
      if (!config?.endingSession) endSession(text);
    } else if (!config?.silent) {
      deps.toastError(text);
    }
    throw new ApiError(text, 'envelope', envelope.code, envelope.msg ?? '', fieldsOf(envelope.data), envelope.data);
  }

  instance.interceptors.request.use((config) => {
    const token = deps.getToken();
    if (token && !config.withoutToken) config.headers.set(ACCESS_TOKEN_HEADER, token);
    const language = deps.language?.();
    if (language) config.headers.set('Accept-Language', language);
    const controller = new AbortController();
    const outer = config.signal;
    if (outer && 'addEventListener' in outer && typeof outer.addEventListener === 'function') {
      // Keep the caller's cancellation (TanStack Query) working alongside ours.
      if (outer.aborted) controller.abort();
      else outer.addEventListener('abort', () => controller.abort(), { once: true });
    }
    config.signal = controller.signal;
    config.abortController = controller;
    pending.add(controller);
    return config;
  });

  /** Success path: a file response stays whole; a JSON envelope resolves with its `data`. */
  async function unwrap(response: AxiosResponse): Promise<unknown> {
    release(response.config);
    const { config } = response;
    if (config.responseType === 'blob') {
      const type = String(response.headers['content-type'] ?? '');
      // An error envelope is small; one that arrives without its JSON type must still not be saved as the file.
      const small = response.data instanceof Blob && response.data.size < 64 * 1024;
      if (!type.includes('application/json') && !small) return response;
      const envelope = await blobToEnvelope(response.data);
      if (envelope && envelope.code !== 0) failWithEnvelope(envelope, config);
      return response;
    }
    const body: unknown = response.data;
    if (!isEnvelope(body)) return body;
    if (body.code === 0) return body.data;
    return failWithEnvelope(body, config);
  }

  instance.interceptors.response.use(
    // Resolving with the envelope's data instead of an AxiosResponse is the point of this layer;
    // `post`/`get` below restore the types for callers.
    (response) => unwrap(response) as Promise<AxiosResponse>,
    async (error: AxiosError) => {
      release(error.config);
      if (axios.isCancel(error) || error.code === 'ERR_CANCELED') {
        throw new ApiError(error.message || 'canceled', 'canceled', -1);
      }
      const status = error.response?.status;
      if (status === 401) {
        if (!error.config?.endingSession) handleUnauthorized();
        throw new ApiError(error.message, 'canceled', 401);
      }
      const body: unknown = error.response?.data;
      const envelope = isEnvelope(body) ? body : await blobToEnvelope(body);
      if (envelope && envelope.code !== 0) failWithEnvelope(envelope, error.config);
      const text = error.message || deps.fallbackMessage();
      if (!error.config?.silent) deps.toastError(text);
      throw new ApiError(text, 'http', status ?? -1);
    },
  );

  return {
    instance,
    // The response interceptor resolves with the envelope's `data`, not an AxiosResponse.
    post: <T>(url: string, data?: unknown, config?: AxiosRequestConfig) =>
      instance.post(url, data ?? {}, config) as unknown as Promise<T>,
    get: <T>(url: string, config?: AxiosRequestConfig) => instance.get(url, config) as unknown as Promise<T>,
    fetchFile: async (url, data, config) => {
      const method = config?.method ?? (data === undefined ? 'get' : 'post');
      const response = (await instance.request({
        ...config,
        url,
        method,
        data,
        responseType: 'blob',
      })) as AxiosResponse<Blob>;
      const disposition = response.headers['content-disposition'];
      return {
        blob: response.data,
        fileName: filenameFromDisposition(typeof disposition === 'string' ? disposition : null),
      };
    },
    cancelAll,
  };
}

/**
 * A POST that also shows `seen` the whole envelope on its way through (a success or a refusal):
 * the client resolves with `data` only, and a few callers need a success's `msg` or a refusal's
 * `data.fields`.
 */
export function postSeeingEnvelope<T>(
  client: Pick<Http, 'instance' | 'post'>,
  url: string,
  body: unknown,
  seen: (envelope: unknown) => void,
  config?: AxiosRequestConfig,
): Promise<T> {
  const defaults = client.instance.defaults.transformResponse;
  const keep: AxiosResponseTransformer = (envelope) => {
    seen(envelope);
    return envelope;
  };
  return client.post<T>(url, body, {
    ...config,
    transformResponse: [...(Array.isArray(defaults) ? defaults : defaults ? [defaults] : []), keep],
  });
}

/** What a call answers when its success message is the server's: its `data`, and the envelope's `msg`. */
export interface WithMessage<T> {
  data: T;
  msg: string;
}

/**
 * A POST whose success message is the server's (「常用语已保存」): the client resolves with `data`
 * only, so the envelope's `msg` is read on its way through. `silent` leaves a refusal to the caller
 * (a form puts it under its field).
 */
export async function postForMessage<T>(
  client: Pick<Http, 'instance' | 'post'>,
  url: string,
  body: unknown,
  silent = false,
): Promise<WithMessage<T>> {
  let msg = '';
  const keep = (envelope: unknown) => {
    const text = typeof envelope === 'object' && envelope !== null ? (envelope as { msg?: unknown }).msg : undefined;
    if (typeof text === 'string') msg = text;
  };
  const data = await postSeeingEnvelope<T>(client, url, body, keep, { silent });
  return { data, msg };
}

/** The one HTTP client of the application (spec §7, §8). */
export const http = createHttp(
  {
    getToken,
    resetSession,
    reload: () => window.location.reload(),
    toastError,
    sessionDialog: (content, onOk) => {
      modal().warning({
        title: t('http.sessionEndedTitle'),
        content,
        okText: t('common.ok'),
        keyboard: false,
        closable: false,
        maskClosable: false,
        onOk,
      });
    },
    fallbackMessage: () => t('http.fallbackError'),
    language: () => (isLanguage(i18n.language) ? i18n.language : 'zh-CN'),
  },
  { baseURL: import.meta.env.VITE_API_BASE_URL ?? '' },
);

/** Downloads a binary response under the server's file name (RFC 6266 Content-Disposition). */
export async function downloadFile(url: string, data?: unknown, fallbackName = 'download'): Promise<void> {
  const { blob, fileName } = await http.fetchFile(url, data);
  saveBlob(blob, fileName ?? fallbackName);
}
