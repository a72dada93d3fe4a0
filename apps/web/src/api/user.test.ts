import { afterEach, describe, expect, it, vi } from 'vitest';
import * as feedback from '../feedback';
import { ApiError, http } from './http';
import { fetchButtonPermissions } from './permission';
import { getWeeklyNewHireList, logout } from './user';

describe('user calls', () => {
  afterEach(() => vi.restoreAllMocks());

  it('asks for the weekly new hires with page 1 of 999', async () => {
    const post = vi.spyOn(http, 'post').mockResolvedValue([]);
    await getWeeklyNewHireList();
    expect(post).toHaveBeenCalledWith('/api/User/GetWeeklyNewHireList', { pageIndex: 1, pageSize: 999 });
  });

  it('logout does not report an already ended session', async () => {
    const post = vi.spyOn(http, 'post').mockResolvedValue(null);
    await logout();
    expect(post.mock.calls[0]?.[2]).toEqual({ silent: true, endingSession: true });
  });

  it('button permissions: a non-zero code shows 获取权限失败 instead of the server msg', async () => {
    const post = vi
      .spyOn(http, 'post')
      .mockRejectedValue(new ApiError('没有访问权限', 'envelope', 40301, '没有访问权限'));
    const toast = vi.spyOn(feedback, 'toastError').mockImplementation(() => {});
    await expect(fetchButtonPermissions()).rejects.toBeInstanceOf(ApiError);
    expect(toast).toHaveBeenCalledWith('获取权限失败');
    expect(post.mock.calls[0]?.[2]).toMatchObject({ silent: true });
  });

  it('button permissions: an ending session is left to its dialog', async () => {
    vi.spyOn(http, 'post').mockRejectedValue(new ApiError('x', 'envelope', 10002, 'x'));
    const toast = vi.spyOn(feedback, 'toastError').mockImplementation(() => {});
    await expect(fetchButtonPermissions()).rejects.toBeInstanceOf(ApiError);
    expect(toast).not.toHaveBeenCalled();
  });
});
