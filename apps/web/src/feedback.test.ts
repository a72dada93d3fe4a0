import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Feedback } from './feedback';

const { fakeFeedback, statics } = vi.hoisted(() => {
  const fakeFeedback = () => ({
    message: { error: vi.fn(), warning: vi.fn(), success: vi.fn(), destroy: vi.fn() },
    modal: { warning: vi.fn(), confirm: vi.fn(), error: vi.fn(), info: vi.fn(), success: vi.fn() },
  });
  return { fakeFeedback, statics: fakeFeedback() };
});
vi.mock('./feedback-host', () => ({ staticFeedback: statics }));

// feedback.ts keeps module state (bound holders, queue): a fresh copy per test.
const load = async () => {
  vi.resetModules();
  return import('./feedback');
};

describe('feedback outside React', () => {
  afterEach(() => vi.clearAllMocks());

  it('with the app mounted, what was asked before the holders load shows once they bind', async () => {
    const feedback = await load();
    const wanted = vi.fn();
    const unsubscribe = feedback.feedbackSlot.subscribe(wanted);
    expect(feedback.feedbackSlot.wanted()).toBe(false);
    feedback.toastError('网络错误');
    feedback.modal().warning({ title: '会话结束' });
    expect(wanted).toHaveBeenCalled();
    expect(feedback.feedbackSlot.wanted()).toBe(true);

    const live = fakeFeedback();
    feedback.bindFeedback(live as unknown as Feedback);
    expect(live.message.error).toHaveBeenCalledWith(expect.objectContaining({ content: '网络错误', duration: 5 }));
    expect(live.modal.warning).toHaveBeenCalledWith({ title: '会话结束' });
    // A success takes the warning before it away: it must not stay under 提交成功.
    const { key } = live.message.error.mock.calls[0][0] as { key: string };
    feedback.toastSuccess('已保存');
    expect(live.message.destroy).toHaveBeenCalledWith(key);
    expect(live.message.success).toHaveBeenCalledWith({ content: '已保存', duration: 3 });
    expect(statics.message.error).not.toHaveBeenCalled();
    unsubscribe();
  });

  it('without the app (no slot), the static functions show it', async () => {
    const feedback = await load();
    feedback.toastWarning('请填写完整！');
    await vi.waitFor(() =>
      expect(statics.message.warning).toHaveBeenCalledWith(
        expect.objectContaining({ content: '请填写完整！', duration: 5 }),
      ),
    );
  });
});
