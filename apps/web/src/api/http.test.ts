import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, createHttp, type HttpDeps } from './http';

type Reply = { status: number; body?: unknown; headers?: Record<string, string> } | 'network' | 'hang';

function setup(reply: (config: InternalAxiosRequestConfig) => Reply, token = 'tok', more: Partial<HttpDeps> = {}) {
  const deps: HttpDeps = {
    getToken: () => token,
    resetSession: vi.fn(),
    reload: vi.fn(),
    toastError: vi.fn(),
    sessionDialog: vi.fn(),
    fallbackMessage: () => 'Error',
    ...more,
  };
  const seen: InternalAxiosRequestConfig[] = [];
  const adapter = (config: InternalAxiosRequestConfig): Promise<AxiosResponse> =>
    new Promise((resolve, reject) => {
      seen.push(config);
      const r = reply(config);
      const abort = () => reject(new AxiosError('canceled', AxiosError.ERR_CANCELED, config));
      if (config.signal?.aborted) return abort();
      config.signal?.addEventListener?.('abort', abort);
      if (r === 'hang') return;
      if (r === 'network') return reject(new AxiosError('Network Error', AxiosError.ERR_NETWORK, config));
      const response: AxiosResponse = {
        data: r.body,
        status: r.status,
        statusText: String(r.status),
        headers: r.headers ?? { 'content-type': 'application/json' },
        config,
      };
      if (r.status >= 200 && r.status < 300) resolve(response);
      else
        reject(
          new AxiosError(`Request failed with status code ${r.status}`, 'ERR_BAD_RESPONSE', config, null, response),
        );
    });
  const http = createHttp(deps, { adapter });
  return { http, deps, seen };
}

describe('http layer', () => {
  it('resolves the data of code 0 and sends the token in AccessToken', async () => {
    const { http, seen } = setup(() => ({ status: 200, body: { code: 0, msg: '', data: { a: 1 } } }));
    await expect(http.post('/api/x', { b: 2 })).resolves.toEqual({ a: 1 });
    expect(seen[0]?.headers.get('AccessToken')).toBe('tok');
    expect(seen[0]?.timeout).toBe(1_800_000);
  });

  it('sends the interface language as Accept-Language, as it is when each call leaves', async () => {
    let language = 'zh-CN';
    const { http, seen } = setup(() => ({ status: 200, body: { code: 0, msg: '', data: null } }), 'tok', {
      language: () => language,
    });
    await http.post('/a');
    language = 'en-US';
    await http.post('/b', {}, { withoutToken: true });
    await http.fetchFile('/c');
    expect(seen.map((c) => c.headers.get('Accept-Language'))).toEqual(['zh-CN', 'en-US', 'en-US']);
  });

  it('leaves the token out when a request opts out', async () => {
    const { http, seen } = setup(() => ({ status: 200, body: { code: 0, msg: '', data: null } }));
    await http.post('/api/User/Login', {}, { withoutToken: true });
    expect(seen[0]?.headers.get('AccessToken')).toBeUndefined();
  });

  it('shows the server msg (or Error) for a non-zero code and rejects', async () => {
    const { http, deps } = setup((c) => ({
      status: 200,
      body: { code: 40002, msg: c.url === '/a' ? '账号或密码错误' : '', data: null },
    }));
    await expect(http.post('/a')).rejects.toMatchObject({ code: 40002, kind: 'envelope', message: '账号或密码错误' });
    await expect(http.post('/b')).rejects.toBeInstanceOf(ApiError);
    expect(deps.toastError).toHaveBeenNthCalledWith(1, '账号或密码错误');
    expect(deps.toastError).toHaveBeenNthCalledWith(2, 'Error');
  });

  it('a silent request does not toast, but keeps the server msg for its caller', async () => {
    const { http, deps } = setup(() => ({ status: 200, body: { code: 40301, msg: '没有访问权限', data: null } }));
    await expect(http.post('/a', {}, { silent: true })).rejects.toMatchObject({ serverMessage: '没有访问权限' });
    expect(deps.toastError).not.toHaveBeenCalled();
  });

  it('a refusal keeps the fields it names (data.fields), also from an HTTP error answer', async () => {
    const fields = [{ field: 'endDate', label: '合同结束日期', message: '合同结束日期不能早于开始日期' }];
    const { http } = setup((c) => ({
      status: c.url === '/a' ? 200 : 413,
      body: { code: 40001, msg: '合同结束日期不能早于开始日期', data: c.url === '/a' ? { fields } : null },
    }));
    await expect(http.post('/a', {}, { silent: true })).rejects.toMatchObject({ code: 40001, fields });
    await expect(http.post('/b', {}, { silent: true })).rejects.toMatchObject({ code: 40001, fields: [] });
  });

  it('ten requests failing with 10001 at once give one dialog, then one logout and reload', async () => {
    const { http, deps } = setup(() => ({
      status: 200,
      body: { code: 10001, msg: '登录凭证无效，请重新登录', data: null },
    }));
    const results = await Promise.allSettled(Array.from({ length: 10 }, (_, i) => http.post(`/api/${i}`)));
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect(deps.sessionDialog).toHaveBeenCalledTimes(1);
    expect(deps.sessionDialog).toHaveBeenCalledWith('登录凭证无效，请重新登录', expect.any(Function));
    expect(deps.toastError).not.toHaveBeenCalled();
    expect(deps.resetSession).not.toHaveBeenCalled();
    const onOk = vi.mocked(deps.sessionDialog).mock.calls[0]?.[1];
    onOk?.();
    expect(deps.resetSession).toHaveBeenCalledTimes(1);
    expect(deps.reload).toHaveBeenCalledTimes(1);
  });

  it.each([10002, 10003])('code %i also ends the session through the dialog', async (code) => {
    const { http, deps } = setup(() => ({ status: 200, body: { code, msg: 'x', data: null } }));
    await expect(http.post('/a')).rejects.toMatchObject({ code });
    expect(deps.sessionDialog).toHaveBeenCalledTimes(1);
  });

  it('HTTP 401 cancels the pending requests silently, resets the token and reloads once', async () => {
    const { http, deps } = setup((c) =>
      c.url === '/slow' ? 'hang' : { status: 401, body: { code: 401, msg: '', data: null } },
    );
    const slow = http.post('/slow');
    const slower = http.post('/slow');
    const failing = Promise.allSettled([http.post('/a'), http.post('/b')]);
    await expect(slow).rejects.toMatchObject({ kind: 'canceled' });
    await expect(slower).rejects.toMatchObject({ kind: 'canceled' });
    await failing;
    expect(deps.resetSession).toHaveBeenCalledTimes(1);
    expect(deps.reload).toHaveBeenCalledTimes(1);
    expect(deps.toastError).not.toHaveBeenCalled();
    expect(deps.sessionDialog).not.toHaveBeenCalled();
  });

  it('a caller cancelling its own request stays silent', async () => {
    const { http, deps } = setup(() => 'hang');
    const controller = new AbortController();
    const pending = http.post('/a', {}, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ canceled: true });
    expect(deps.toastError).not.toHaveBeenCalled();
  });

  it('network and HTTP errors show an error toast', async () => {
    const { http, deps } = setup((c) => (c.url === '/net' ? 'network' : { status: 502, body: 'Bad Gateway' }));
    await expect(http.post('/net')).rejects.toMatchObject({ kind: 'http', code: -1 });
    await expect(http.post('/bad')).rejects.toMatchObject({ kind: 'http', code: 502 });
    expect(deps.toastError).toHaveBeenNthCalledWith(1, 'Network Error');
    expect(deps.toastError).toHaveBeenNthCalledWith(2, 'Request failed with status code 502');
  });

  it('a binary response resolves with the blob and the RFC 6266 file name', async () => {
    const { http } = setup(() => ({
      status: 200,
      body: new Blob(['xlsx']),
      headers: {
        'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        'content-disposition': `attachment; filename="export.xlsx"; filename*=UTF-8''${encodeURIComponent('员工名单.xlsx')}`,
      },
    }));
    const file = await http.fetchFile('/api/export', {});
    expect(file.fileName).toBe('员工名单.xlsx');
    expect(await file.blob.text()).toBe('xlsx');
  });

  it('a binary call answered with an error envelope shows its msg', async () => {
    const { http, deps } = setup(() => ({
      status: 200,
      body: new Blob([JSON.stringify({ code: 40301, msg: '没有访问权限', data: null })]),
      headers: { 'content-type': 'application/json; charset=utf-8' },
    }));
    await expect(http.fetchFile('/api/export', {})).rejects.toMatchObject({ code: 40301 });
    expect(deps.toastError).toHaveBeenCalledWith('没有访问权限');
  });

  it('an error envelope without a JSON content type is still read as the error, not saved as the file', async () => {
    const { http, deps } = setup(() => ({
      status: 200,
      body: new Blob([JSON.stringify({ code: 40001, msg: '筛选条件：日期不存在', data: null })]),
      headers: { 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
    }));
    await expect(http.fetchFile('/api/export', {})).rejects.toMatchObject({ code: 40001 });
    expect(deps.toastError).toHaveBeenCalledWith('筛选条件：日期不存在');
  });
});
