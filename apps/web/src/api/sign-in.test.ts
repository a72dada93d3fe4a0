import { afterEach, describe, expect, it, vi } from 'vitest';
import * as feedback from '../feedback';
import { ApiError } from './api-error';
import { login } from './sign-in';

function answer(status: number, body: unknown) {
  return vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify(body), { status }));
}

describe('the sign-in page’s calls (fetch, not axios)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('login trims account and password, sends no token and resolves with the envelope’s data', async () => {
    const fetch = answer(200, { code: 0, msg: '', data: { accessToken: 't' } });
    await expect(login({ account: '  sh001_hr ', password: ' Hris@2026  ' })).resolves.toEqual({ accessToken: 't' });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/User/Login');
    expect(JSON.parse(String(init?.body))).toEqual({ account: 'sh001_hr', password: 'Hris@2026' });
    const headers = init?.headers as Record<string, string>;
    expect(headers.AccessToken).toBeUndefined();
    expect(headers['Accept-Language']).toBe('zh-CN');
  });

  it('a refusal shows the server’s message in red and rejects with its code', async () => {
    answer(200, { code: 10005, msg: '账号或密码错误', data: null });
    const toast = vi.spyOn(feedback, 'toastError').mockImplementation(() => {});
    const error = await login({ account: 'a', password: 'b' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'envelope', code: 10005, message: '账号或密码错误' });
    expect(toast).toHaveBeenCalledWith('账号或密码错误');
  });

  it('an HTTP error without an envelope, and no answer at all, read as axios words them', async () => {
    const toast = vi.spyOn(feedback, 'toastError').mockImplementation(() => {});
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(new Response('<html>', { status: 502 }));
    await expect(login({ account: 'a', password: 'b' })).rejects.toMatchObject({ kind: 'http', code: 502 });
    expect(toast).toHaveBeenLastCalledWith('Request failed with status code 502');
    vi.spyOn(globalThis, 'fetch').mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(login({ account: 'a', password: 'b' })).rejects.toMatchObject({ kind: 'http', code: -1 });
    expect(toast).toHaveBeenLastCalledWith('Network Error');
  });
});
