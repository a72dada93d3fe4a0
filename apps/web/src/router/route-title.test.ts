import i18n from 'i18next';
import { describe, expect, it } from 'vitest';
import '../i18n';
import { processDoTitle } from './routes';

const title = (search: string, language = 'zh-CN') =>
  processDoTitle?.(new URLSearchParams(search), i18n.getFixedT(language), language);

describe('the title of /process/do', () => {
  it('names the process and what the user does there, not 任务处理', () => {
    expect(title('flowId=15')).toBe('员工离职 · 发起');
    expect(title('flowId=15&workId=7&nodeId=1501')).toBe('员工离职 · 办理');
    expect(title('flowId=15&workId=7')).toBe('员工离职 · 查看');
    // In English: the contract's English name (the English texts load on demand; a stub stands in).
    const english = (key: string) => ({ 'route.processDoing.start': 'Start' })[key] ?? key;
    expect(processDoTitle?.(new URLSearchParams('flowId=15'), english as never, 'en-US')).toBe(
      'Employee resignation · Start',
    );
    // An address without a known process keeps the route's own title.
    expect(title('')).toBeUndefined();
    expect(title('flowId=999')).toBeUndefined();
  });
});
