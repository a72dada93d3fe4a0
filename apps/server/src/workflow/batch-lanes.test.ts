import { ErrorCode, msg, renderText } from '@hris/contract';
import { describe, expect, it } from 'vitest';
import { AppError } from '../http/errors';
import { eachTask, type NamedTask } from './batch-lanes';

/** To-dos 1…n, of the people named by `lanes` (one key per to-do). */
function tasksOf(lanes: string[]): Map<number, NamedTask> {
  return new Map(
    lanes.map((laneKey, i) => [
      i + 1,
      { flowId: 8, workId: 100 + i, name: `员工${i + 1}`, employeeId: `E${i + 1}`, laneKey },
    ]),
  );
}

const done = { msg: msg('workflow.approved') };
const pause = () => new Promise((resolve) => setTimeout(resolve, 2));
const deadlock = () => Object.assign(new Error('deadlock detected'), { code: '40P01' });
const text = (r: { msg: Parameters<typeof renderText>[0] }) => renderText(r.msg, 'zh');

describe('[WORKFLOW][BATCH LANES]', () => {
  it('runs up to `lanes` people at once, one person’s to-dos one after another, and answers in the order given', async () => {
    const tasks = tasksOf(['e1', 'e2', 'e1', 'e3', 'e4', 'e2', 'e5', 'e1']);
    let running = 0;
    let most = 0;
    const busy = new Set<string>();
    const order: number[] = [];
    const result = await eachTask(
      tasks,
      async (id) => {
        const lane = tasks.get(id)!.laneKey;
        expect(busy.has(lane)).toBe(false);
        busy.add(lane);
        most = Math.max(most, ++running);
        await pause();
        running--;
        busy.delete(lane);
        order.push(id);
        return done;
      },
      3,
    );
    expect(most).toBe(3);
    expect(result.results.map((r) => r.taskId)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(result).toMatchObject({ succeeded: 8, failed: 0 });
    // One person's to-dos in the order given.
    expect(order.filter((id) => tasks.get(id)!.laneKey === 'e1')).toEqual([1, 3, 8]);
  });

  it('answers a refusal as that to-do’s row and goes on', async () => {
    const result = await eachTask(
      tasksOf(['e1', 'e2', 'e3']),
      async (id) => {
        if (id === 2) throw new AppError(ErrorCode.Conflict, msg('workflow.taskClosed'));
        return done;
      },
      2,
    );
    expect(result).toMatchObject({ succeeded: 2, failed: 1 });
    expect(result.results[1]).toMatchObject({
      taskId: 2,
      flowNo: '8-000101',
      name: '员工2',
      employeeId: 'E2',
      ok: false,
    });
    expect(text(result.results[1])).toBe('该待办已被处理或已撤回，请刷新列表');
  });

  it('runs a to-do that lost a deadlock again alone, and says so when it loses again', async () => {
    const tries = new Map<number, number>();
    const result = await eachTask(
      tasksOf(['e1', 'e2', 'e3']),
      async (id) => {
        tries.set(id, (tries.get(id) ?? 0) + 1);
        if (id === 1 && tries.get(id) === 1) throw deadlock();
        if (id === 3) throw deadlock();
        return done;
      },
      3,
    );
    expect(Object.fromEntries(tries)).toEqual({ 1: 2, 2: 1, 3: 2 });
    expect(result.results.map((r) => r.ok)).toEqual([true, true, false]);
    expect(text(result.results[2])).toBe('该待办正被同时处理的其他待办占用，请稍后单独处理');
  });

  it('in one lane (PGlite) a deadlock is that to-do’s refusal, not a second try', async () => {
    let calls = 0;
    const result = await eachTask(
      tasksOf(['e1', 'e2']),
      async (id) => {
        calls++;
        if (id === 1) throw deadlock();
        return done;
      },
      1,
    );
    expect(calls).toBe(2);
    expect(result).toMatchObject({ succeeded: 1, failed: 1 });
  });

  it('fails the whole request on a program error, and no lane takes another to-do after it', async () => {
    const started: number[] = [];
    const attempt = eachTask(
      tasksOf(['e1', 'e2', 'e3', 'e4', 'e5', 'e6']),
      async (id) => {
        started.push(id);
        await pause();
        if (id === 1) throw new TypeError('a bug');
        return done;
      },
      2,
    );
    await expect(attempt).rejects.toThrow('a bug');
    // The other lane finished the to-do it had started, and took no more.
    expect(started).toEqual([1, 2]);
  });
});
