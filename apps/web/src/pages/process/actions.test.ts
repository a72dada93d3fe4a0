import { describe, expect, it } from 'vitest';
import type { Toolbar, WorkDetail } from '../../api/workflow';
import { actionLabelKey, canAttach, defaultRollbackTarget, pageMode, visibleActions } from './actions';

const bar = (over: Partial<Toolbar> = {}): Toolbar => ({
  buttons: ['progress'],
  rollbackTargets: [],
  taskId: null,
  editableFields: [],
  addedBy: null,
  ...over,
});

const work = (over: Partial<WorkDetail> = {}): WorkDetail =>
  ({ flowId: 12, workId: 1, status: 'running', myTask: null, ...over }) as WorkDetail;

const myTask = (nodeId: number) => ({
  taskId: 9,
  nodeId,
  nodeName: 'x',
  onBehalfOfName: null,
  deadlineTime: null,
  addedBy: null,
});

describe('page mode', () => {
  it('is start without a work, audit on my to-do, resubmit on my to-do at the start node, view otherwise', () => {
    expect(pageMode(12, undefined, undefined)).toBe('start');
    expect(pageMode(12, work(), bar())).toBe('view');
    expect(pageMode(12, work({ myTask: myTask(1203) }), bar({ taskId: 9 }))).toBe('audit');
    expect(pageMode(12, work({ myTask: myTask(1200) }), bar({ taskId: 9 }))).toBe('resubmit');
    expect(pageMode(8, work({ flowId: 8, myTask: myTask(800) }), bar({ taskId: 9 }))).toBe('resubmit');
    // A to-do without its task id in the toolbar (taken meanwhile) is not handled here.
    expect(pageMode(12, work({ myTask: myTask(1203) }), bar())).toBe('view');
    expect(pageMode(12, work({ status: 'finished', myTask: myTask(1203) }), bar({ taskId: 9 }))).toBe('view');
  });
});

describe('toolbar buttons', () => {
  it('start: submit only when the toolbar offers start', () => {
    expect(visibleActions('start', bar({ buttons: ['start', 'attach'], editableFields: ['*'] }))).toEqual(['submit']);
    expect(visibleActions('start', bar({ buttons: ['attach'] }))).toEqual([]);
    expect(visibleActions('start', undefined)).toEqual([]);
  });

  it('audit: the step actions in a fixed order, approve first and progress last', () => {
    const toolbar = bar({
      buttons: ['progress', 'approve', 'rollback', 'finish', 'transfer', 'attach'],
      rollbackTargets: [
        { nodeId: 1200, nodeName: '发起人' },
        { nodeId: 1201, nodeName: '区域HR审核' },
      ],
      taskId: 9,
    });
    expect(visibleActions('audit', toolbar)).toEqual(['approve', 'rollback', 'finish', 'transfer', 'progress']);
    expect(defaultRollbackTarget(toolbar)).toBe(1201);
  });

  it('drops roll back when there is nowhere to go back to', () => {
    const toolbar = bar({ buttons: ['progress', 'approve', 'rollback', 'finish'], taskId: 9 });
    expect(visibleActions('audit', toolbar)).toEqual(['approve', 'finish', 'progress']);
    expect(defaultRollbackTarget(toolbar)).toBeUndefined();
  });

  it('view: the starter may withdraw and remind, anyone sees the progress', () => {
    const toolbar = bar({ buttons: ['progress', 'withdraw', 'remind'] });
    expect(visibleActions('view', toolbar)).toEqual(['withdraw', 'remind', 'progress']);
    // Step actions the viewer does not hold are never shown, whatever the toolbar says.
    expect(visibleActions('view', bar({ buttons: ['approve', 'progress'] }))).toEqual(['progress']);
  });

  it('an ended work offers nothing but the progress', () => {
    const toolbar = bar({ buttons: ['progress', 'approve', 'withdraw', 'remind'], taskId: 9 });
    expect(visibleActions('audit', toolbar, false)).toEqual(['progress']);
  });

  it('labels approving the start node as resubmitting', () => {
    expect(actionLabelKey('approve', 'resubmit')).toBe('wf.action.resubmit');
    expect(actionLabelKey('approve', 'audit')).toBe('wf.action.approve');
    expect(actionLabelKey('withdraw', 'view')).toBe('wf.action.withdraw');
  });

  it('allows uploads on the start form and where the step offers attach', () => {
    expect(canAttach('start', undefined)).toBe(true);
    expect(canAttach('audit', bar({ buttons: ['attach'] }))).toBe(true);
    expect(canAttach('view', bar())).toBe(false);
  });

  it('加签 for a handler (not for an added approver), 抄送 while running, 打印 always', () => {
    const toolbar = bar({
      buttons: ['progress', 'print', 'copy', 'addSign', 'approve', 'rollback'],
      rollbackTargets: [{ nodeId: 1201, nodeName: '区域HR审核' }],
      taskId: 9,
    });
    expect(visibleActions('audit', toolbar)).toEqual(['approve', 'rollback', 'addSign', 'copy', 'print', 'progress']);
    const added = { ...toolbar, addedBy: { name: '陈静', mode: 'before' as const, reason: '核对' } };
    expect(visibleActions('audit', added)).toEqual(['approve', 'rollback', 'copy', 'print', 'progress']);
    expect(actionLabelKey('rollback', 'audit', true)).toBe('wf.action.rollbackToAdder');
    expect(actionLabelKey('rollback', 'audit')).toBe('wf.action.rollback');
    expect(visibleActions('view', toolbar, false)).toEqual(['print', 'progress']);
  });
});
