import type { AxiosAdapter } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from './http';
import { FieldErrors, processPath, startWork, withdrawTask } from './workflow';

// The shared client toasts refusals through antd; a toast rendered after the test environment is
// torn down would fail the run, and these tests assert the returned errors, not the toast.
vi.mock('../feedback', () => ({
  toastError: vi.fn(),
  toastWarning: vi.fn(),
  toastSuccess: vi.fn(),
  modal: () => ({ warning: vi.fn(), confirm: vi.fn() }),
  bindFeedback: vi.fn(),
  unbindFeedback: vi.fn(),
}));

describe('workflow calls', () => {
  const adapter = http.instance.defaults.adapter;
  afterEach(() => {
    http.instance.defaults.adapter = adapter;
    vi.restoreAllMocks();
  });

  it('keeps the refused fields (data.fields) of a 40001 answer', async () => {
    const fields = [
      { field: 'phone', label: '手机号码', message: '手机号码应为11位数字' },
      { field: 'name', label: '姓名', message: '姓名至少2个字' },
    ];
    const fake: AxiosAdapter = async (config) => ({
      data: JSON.stringify({ code: 40001, msg: '手机号码：手机号码应为11位数字', data: { fields } }),
      status: 200,
      statusText: 'OK',
      headers: { 'content-type': 'application/json' },
      config,
    });
    http.instance.defaults.adapter = fake;
    const error = await startWork({ flowId: 12, form: {}, attachmentIds: [] }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FieldErrors);
    expect((error as FieldErrors).message).toBe('手机号码：手机号码应为11位数字');
    expect((error as FieldErrors).fields).toEqual(fields);
  });

  it('resolves with the data of a successful start', async () => {
    http.instance.defaults.adapter = async (config) => ({
      data: JSON.stringify({ code: 0, msg: '提交成功', data: { workId: 7, nodeId: 801 } }),
      status: 200,
      statusText: 'OK',
      headers: { 'content-type': 'application/json' },
      config,
    });
    await expect(startWork({ flowId: 8, form: {}, attachmentIds: [] })).resolves.toEqual({ workId: 7, nodeId: 801 });
  });

  it('withdraws with taskToDo { taskActionType 1, flowId, workId, nodeId, taskReturn }', async () => {
    const post = vi.spyOn(http, 'post').mockResolvedValue({ msg: '撤回成功' });
    await withdrawTask({ flowId: 12, workId: 5, nodeId: 1202 });
    expect(post).toHaveBeenCalledWith('/api/WF/WithdrawTask', {
      taskToDo: {
        taskActionType: 1,
        flowId: 12,
        workId: 5,
        nodeId: 1202,
        taskReturn: { currentNodeId: 1202, flowId: 12, workId: 5 },
      },
    });
  });

  it('addresses /process/do with flowId, workId and nodeId', () => {
    expect(processPath({ flowId: 8 })).toBe('/process/do?flowId=8');
    expect(processPath({ flowId: 8, workId: 3, nodeId: 802 })).toBe('/process/do?flowId=8&workId=3&nodeId=802');
    expect(processPath({ flowId: 8, workId: 3, nodeId: null })).toBe('/process/do?flowId=8&workId=3');
  });
});
