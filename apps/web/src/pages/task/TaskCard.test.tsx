import { fireEvent, render, screen } from '@testing-library/react';
import i18n from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import type { TaskRow } from '../../api/workflow';
import { TaskCard } from './TaskCard';

const row = {
  taskId: 7,
  workId: 41,
  flowId: 14,
  flowNo: '14-000041',
  flowName: '合同续签',
  status: 'running',
  statusText: '审批中',
  name: '王芳',
  employeeId: 'E100123',
  shopCode: 'BJ001',
  shopName: '北京朝阳店',
  rhrEmployeeName: null,
  nodeId: 1402,
  nodeName: '门店HR填写续签意见',
  approvalOpinion: null,
  toDoUserName: '赵敏',
  starterName: '系统',
  starterUserDispName: '系统',
  startedTime: '2026-11-20T01:00:00.000Z',
  arrivedTime: '2026-11-20T01:00:00.000Z',
  deadlineTime: '2026-11-25T15:59:59.000Z',
  isOverdue: true,
} as TaskRow;

describe('a to-do on a phone', () => {
  it('says who it is about and where, the process, the step, the arrival and the overdue mark, with 办理 at hand', () => {
    const onOpen = vi.fn();
    render(<TaskCard row={row} kind="toDo" t={i18n.t.bind(i18n)} language="zh-CN" onOpen={onOpen} />);
    const card = screen.getByTestId('task-card');
    expect(card).toHaveTextContent('王芳-E100123');
    // A work the system started names the person's store like any other.
    expect(card).toHaveTextContent('BJ001 北京朝阳店');
    expect(card).toHaveTextContent('合同续签 · 14-000041');
    expect(card).toHaveTextContent('当前步骤：门店HR填写续签意见');
    expect(card).toHaveTextContent(/到达时间：2026-11-20 \d\d:00/);
    expect(screen.getByTestId('overdue-tag')).toHaveTextContent('已超时');
    fireEvent.click(screen.getByTestId('task-card-open'));
    expect(onOpen).toHaveBeenCalledWith(row);
    expect(screen.getByTestId('task-card-open')).toHaveTextContent('办理');
  });

  it('offers 查看 for a work that is not a to-do', () => {
    render(<TaskCard row={row} kind="completed" t={i18n.t.bind(i18n)} language="zh-CN" onOpen={() => {}} />);
    expect(screen.getByTestId('task-card')).toHaveTextContent('状态：审批中');
    expect(screen.getByTestId('task-card')).toHaveTextContent('完成时间');
    expect(screen.getByTestId('task-card-open')).toHaveTextContent('查看');
  });
});
