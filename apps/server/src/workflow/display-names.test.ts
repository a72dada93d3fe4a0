import { PROCESSES } from '@hris/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, type TestApp } from '../../test/build-test-app';
import { buildStoreTeam, startTeamDeduction } from '../../test/workflow-helpers';
import { work } from '../db/schema';
import { getProcess } from './registry';
import { systemActor } from './system-actor';

const han = /\p{Script=Han}/u;
const EN = { 'Accept-Language': 'en-US' };

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

describe('[WORKFLOW] names in English', () => {
  it('every one of the 17 processes is registered with its name and every step’s name in English', () => {
    expect(PROCESSES).toHaveLength(17);
    const missing: string[] = [];
    for (const info of PROCESSES) {
      if (!info.nameEn.trim() || han.test(info.nameEn)) missing.push(`${info.flowId}`);
      const process = getProcess(info.flowId);
      if (!process) {
        missing.push(`${info.flowId}: not registered`);
        continue;
      }
      for (const node of process.nodes)
        if (!node.name.trim() || !node.nameEn.trim() || han.test(node.nameEn))
          missing.push(`${info.flowId}/${node.nodeId}`);
    }
    expect(missing).toEqual([]);
  });

  it('answers names, statuses and the to-do message in the request’s language; Chinese as before without it', async () => {
    const team = await buildStoreTeam(t);
    const { workId } = await startTeamDeduction(t, team);
    const token = team.regionHr.token;
    const list = { pageIndex: 1, pageSize: 20 };

    const zhTodo = await call(t, '/api/Task/GetToDoTaskList', token, list);
    const enTodo = await call(t, '/api/Task/GetToDoTaskList', token, list, EN);
    const zhRow = zhTodo.body.data.list.find((r: { workId: number }) => r.workId === workId);
    const enRow = enTodo.body.data.list.find((r: { workId: number }) => r.workId === workId);
    expect(zhRow).toMatchObject({ flowName: '失物扣款', nodeName: '区域HR审核', statusText: '审批中' });
    expect(enRow).toMatchObject({
      flowName: 'Lost-item deduction',
      nodeName: 'Regional HR review',
      statusText: 'In approval',
    });

    const zhMessages = await call(t, '/api/Message/GetMessageList', token, list);
    const enMessages = await call(t, '/api/Message/GetMessageList', token, list, EN);
    const zh = zhMessages.body.data.list[0];
    const en = enMessages.body.data.list[0];
    expect(zh.title).toBe('您有新的待办：失物扣款');
    expect(zh.content).toMatch(/^.+的失物扣款已到「区域HR审核」，请处理。$/);
    expect(en.title).toBe('New to-do: Lost-item deduction');
    expect(en.content).toMatch(/^Lost-item deduction for .+ has reached "Regional HR review"; please handle it\.$/);

    const enDetail = await call(t, '/api/WF/GetWorkDetail', token, { workId }, EN);
    expect(enDetail.body.data).toMatchObject({ flowName: 'Lost-item deduction', statusText: 'In approval' });
    expect(enDetail.body.data.currentNodeName).toBe('Regional HR review');
    const enProgress = await call(t, '/api/WF/GetApprovalProgress', token, { flowId: 8, workId }, EN);
    expect(enProgress.body.data[0]).toMatchObject({
      nodeName: 'Start',
      actionTypeText: 'Started',
      taskIntervalText: '0 min',
    });
  });

  it('names the system as the starter of the works it started in the request’s language', async () => {
    const team = await buildStoreTeam(t);
    const { workId } = await startTeamDeduction(t, team);
    const system = await systemActor(t.db);
    await t.db.update(work).set({ starterUserId: system.auth.userId }).where(eq(work.id, workId));
    const token = team.regionHr.token;
    const rowOf = async (headers: Record<string, string>) => {
      const res = await call(t, '/api/Task/GetToDoTaskList', token, { pageIndex: 1, pageSize: 20 }, headers);
      return res.body.data.list.find((r: { workId: number }) => r.workId === workId);
    };
    expect(await rowOf({})).toMatchObject({ starterName: '系统', starterUserDispName: '系统' });
    expect(await rowOf(EN)).toMatchObject({ starterName: 'System', starterUserDispName: 'System' });
    // The list's filters find the starter and the step by the names it shows, in either language.
    const found = async (filters: Record<string, { search: string }>, headers: Record<string, string>) => {
      const res = await call(t, '/api/Task/GetToDoTaskList', token, { pageIndex: 1, pageSize: 20, filters }, headers);
      return res.body.data.list.map((r: { workId: number }) => r.workId);
    };
    expect(await found({ starterName: { search: 'system' } }, EN)).toEqual([workId]);
    expect(await found({ starterName: { search: '系统' } }, {})).toEqual([workId]);
    expect(await found({ nodeName: { search: 'regional hr rev' } }, EN)).toContain(workId);
    expect(await found({ nodeName: { search: '区域HR审核' } }, {})).toContain(workId);
    const zhDetail = await call(t, '/api/WF/GetWorkDetail', token, { workId });
    const enDetail = await call(t, '/api/WF/GetWorkDetail', token, { workId }, EN);
    expect(zhDetail.body.data.starterName).toBe('系统');
    expect(enDetail.body.data.starterName).toBe('System');
    const enProgress = await call(t, '/api/WF/GetApprovalProgress', token, { flowId: 8, workId }, EN);
    expect(enProgress.body.data[0]).toMatchObject({ nodeName: 'Start', processorName: 'System' });
  });

  it('shows a message stored before its texts were kept as it was stored', async () => {
    const team = await buildStoreTeam(t);
    const { message } = await import('../db/schema');
    await t.db.insert(message).values({ userId: team.hqHr.id, title: '旧消息', content: '旧内容' });
    const res = await call(t, '/api/Message/GetMessageList', team.hqHr.token, { pageIndex: 1, pageSize: 5 }, EN);
    expect(res.body.data.list[0]).toMatchObject({ title: '旧消息', content: '旧内容' });
  });

  it('answers Chinese and English requests made at once each in its own language', async () => {
    const team = await buildStoreTeam(t);
    const { workId } = await startTeamDeduction(t, team);
    const list = { pageIndex: 1, pageSize: 20 };
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        call(t, '/api/Task/GetToDoTaskList', team.regionHr.token, list, i % 3 === 0 ? EN : {}).then((res) => ({
          english: i % 3 === 0,
          row: res.body.data.list.find((r: { workId: number }) => r.workId === workId),
        })),
      ),
    );
    for (const { english, row } of answers)
      expect(row.flowName, english ? 'English' : 'Chinese').toBe(english ? 'Lost-item deduction' : '失物扣款');
    // And Chinese again once no English request is left.
    const after = await call(t, '/api/Task/GetToDoTaskList', team.regionHr.token, list);
    expect(after.body.data.list.find((r: { workId: number }) => r.workId === workId).flowName).toBe('失物扣款');
  });
});
