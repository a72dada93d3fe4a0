import i18n from 'i18next';
import { describe, expect, it } from 'vitest';
import '../../i18n';
import './i18n';
import { summaryText } from './SystemLogList';

const label = (field: string) =>
  i18n.exists(`system.log.fields.${field}`) ? i18n.t(`system.log.fields.${field}`) : field;

describe('系统日志 summary', () => {
  it('names the fields as people read them, not as the code does (taskId, nodeId, flowId, employeeRef)', () => {
    const text = summaryText(JSON.stringify({ taskId: 12, nodeId: 1503, reason: '休假', employeeRef: 7 }), label);
    expect(text).toBe('待办：12；步骤：1503；原因：休假；员工：7');
    expect(text).not.toMatch(/taskId|nodeId|employeeRef/);
  });

  it('keeps a summary cut for the list, or not an object, as it is', () => {
    expect(summaryText('{"name":"上海南京…', label)).toBe('{"name":"上海南京…');
    expect(summaryText('["a"]', label)).toBe('["a"]');
    expect(summaryText(null, label)).toBeNull();
  });
});
