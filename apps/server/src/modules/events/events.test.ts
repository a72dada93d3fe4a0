// @postgres: an event made on one server reaches the streams of another (LISTEN/NOTIFY); the listener reconnects
import type { AddressInfo } from 'node:net';
import { takeEvents } from '@hris/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, login, type TestApp, testDriver } from '../../../test/build-test-app';
import { call } from '../../../test/factories';
import { buildStoreTeam, type StoreTeam, startTeamDeduction } from '../../../test/workflow-helpers';
import { type App, buildApp } from '../../app';
import { createDb, type DbHandle } from '../../db/client';
import { parseLivePayload } from '../../db/live-feed';
import { userRole } from '../../db/schema';

let t: TestApp;
let a: StoreTeam;
let base: string;

beforeAll(async () => {
  t = await buildTestApp();
  a = await buildStoreTeam(t);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => t?.close());

/** An open stream: the events read so far (kind and data), and a way to wait for one. */
async function openStream(token: string, on = base) {
  const controller = new AbortController();
  const res = await fetch(`${on}/api/Events`, { headers: { AccessToken: token }, signal: controller.signal });
  const events: { kind: string; data: Record<string, unknown> }[] = [];
  let ended = false;
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const pump = (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        const taken = takeEvents(buffer + value);
        buffer = taken.rest;
        for (const e of taken.events) events.push({ kind: e.kind, data: e.data ? JSON.parse(e.data) : {} });
      }
    } catch {
      // aborted
    }
    ended = true;
  })();
  const until = async (test: () => boolean, ms = 3_000) => {
    const deadline = Date.now() + ms;
    while (!test() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    return test();
  };
  await until(() => events.some((e) => e.kind === 'ready'));
  return {
    status: res.status,
    contentType: res.headers.get('content-type'),
    events,
    until,
    get ended() {
      return ended;
    },
    async close() {
      controller.abort();
      await pump;
    },
  };
}

/** A deduction of team a, started by its store HR: it waits for the regional HR. */
const startDeduction = async () => (await startTeamDeduction(t, a)).workId;

/** Whether the stream hears an event of this kind about the work (waiting up to 3 s). */
const heard = (stream: Awaited<ReturnType<typeof openStream>>, kind: string, workId: number) =>
  stream.until(() => stream.events.some((e) => e.kind === kind && e.data.workId === workId));

describe('[EVENTS] GET /api/Events', () => {
  it('refuses a caller without a session, as every call does', async () => {
    const res = await fetch(`${base}/api/Events`);
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: 401, msg: '请先登录' });
  });

  it('[PG] tells the handler of a new to-do, and the starter when the work moves on, nobody else', async () => {
    const region = await openStream(a.regionHr.token);
    const starter = await openStream(a.storeHr.token);
    const bystander = await openStream(a.storeHr2.token);
    expect(region.status).toBe(200);
    expect(region.contentType).toMatch(/^text\/event-stream/);

    const workId = await startDeduction();
    expect(await heard(region, 'todo', workId)).toBe(true);

    // The regional HR approves: her to-do goes, head office's arrives, and the starter hears of it.
    const todo = await call(t, '/api/Task/GetToDoTaskList', a.regionHr.token, { pageIndex: 1, pageSize: 50 });
    const mine = (todo.body.data.list as { taskId: number; workId: number }[]).find((r) => r.workId === workId)!;
    const approved = await call(t, '/api/WF/ProcessTask', a.regionHr.token, { taskId: mine.taskId, action: 'approve' });
    expect(approved.body.code, approved.body.msg).toBe(0);
    expect(await heard(starter, 'work', workId)).toBe(true);
    const handled = () => region.events.filter((e) => e.kind === 'todo' && e.data.workId === workId).length >= 2;
    expect(await region.until(handled, 1_000), JSON.stringify(region.events)).toBe(true);
    // The other store HR of the store neither handles nor started it.
    expect(bystander.events.filter((e) => e.data.workId === workId)).toEqual([]);
    await Promise.all([region.close(), starter.close(), bystander.close()]);
  });

  it('[PG] ends when the session does', async () => {
    const token = await login(t, a.storeHr2.account);
    const stream = await openStream(token);
    expect(stream.ended).toBe(false);
    expect((await call(t, '/api/User/Logout', token, {})).body.code).toBe(0);
    expect(await stream.until(() => stream.ended)).toBe(true);
  });

  it('[PG] ends when the user’s rights change (a role taken away), and a new stream opens under the new rights', async () => {
    const team = await buildStoreTeam(t);
    const stream = await openStream(team.storeHr.token);
    await t.db.delete(userRole).where(eq(userRole.userId, team.storeHr.id));
    expect(await stream.until(() => stream.ended)).toBe(true);
    const again = await openStream(team.storeHr.token);
    expect(again.status).toBe(200);
    expect(again.ended).toBe(false);
    await again.close();
  });

  it('reads only the triggers’ payloads', () => {
    expect(parseLivePayload('t:12:345')).toEqual({ userId: 12, event: { kind: 'todo', workId: 345 } });
    expect(parseLivePayload('w:3:9')).toEqual({ userId: 3, event: { kind: 'work', workId: 9 } });
    expect(parseLivePayload('m:7')).toEqual({ userId: 7, event: { kind: 'message' } });
    for (const bad of ['', 'x:1', 't:0:1', 't:a:1', 't:1:b', 'hris_auth']) expect(parseLivePayload(bad)).toBeNull();
  });
});

describe.runIf(testDriver === 'postgres')('[EVENTS][PG] two servers on one database', () => {
  let other: { app: App; handle: DbHandle; base: string } | undefined;
  beforeAll(async () => {
    const handle = await createDb({ databaseUrl: t.databaseUrl, poolSize: 3 });
    const app = await buildApp({
      config: t.config,
      db: handle.db,
      authChanges: handle.authChanges,
      liveEvents: handle.liveEvents,
      logger: false,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    other = { app, handle, base: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
    const deadline = Date.now() + 3_000;
    while (!handle.liveEvents.live && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
  });
  afterAll(async () => {
    await other?.app.close();
    await other?.handle.close();
  });

  it('a to-do started through one server reaches its handler’s stream on the other', async () => {
    const stream = await openStream(a.regionHr.token, other!.base);
    const workId = await startDeduction();
    expect(await heard(stream, 'todo', workId)).toBe(true);
    await stream.close();
  });

  it('listens again after its connection is cut, and hears the next change', async () => {
    const { handle } = other!;
    expect(handle.liveEvents.live).toBe(true);
    await t.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where query = 'LISTEN hris_live' and pid <> pg_backend_pid()`,
    );
    let deadline = Date.now() + 2_000;
    while (handle.liveEvents.live && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    deadline = Date.now() + 5_000;
    while (!handle.liveEvents.live && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(handle.liveEvents.live).toBe(true);
    const seen: unknown[] = [];
    const stop = handle.liveEvents.subscribe(a.regionHr.id, (event) => seen.push(event));
    await t.db.execute(sql`select pg_notify('hris_live', ${`m:${a.regionHr.id}`})`);
    deadline = Date.now() + 2_000;
    while (seen.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    stop();
    expect(seen).toEqual([{ kind: 'message' }]);
  });
});
