// @postgres: two senders claim the outbox at once (FOR UPDATE SKIP LOCKED on separate connections)
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { buildStore, buildUser } from '../../../test/factories';
import { type SmtpStandIn, startSmtpStandIn } from '../../../test/standins/smtp';
import { appUser, notifyChannel, notifyOutbox } from '../../db/schema';
import { queueOutside } from '../../workflow/notify';
import { sendOutbox } from './sender';

let t: TestApp;
let smtp: SmtpStandIn;

beforeAll(async () => {
  t = await buildTestApp({ seed: false });
  smtp = await startSmtpStandIn();
});
afterAll(async () => {
  await smtp?.close();
  await t?.close();
});

describe('[NOTIFY][PG] two servers sending at once', () => {
  it('sends each message once', async () => {
    await t.db.insert(notifyChannel).values({
      channel: 'email',
      enabled: true,
      config: { host: '127.0.0.1', port: smtp.port, secure: false, from: 'hris@example.com' },
      defaultKinds: ['todo'],
    });
    const store = await buildStore(t);
    const users = [];
    for (let i = 0; i < 3; i++) users.push(await buildUser(t, { orgUnitId: store.unitId, roleIds: [] }));
    for (const u of users)
      await t.db
        .update(appUser)
        .set({ email: `u${u.id}@example.com` })
        .where(eq(appUser.id, u.id));
    const COUNT = 24;
    for (let i = 0; i < COUNT; i++) {
      const userId = users[i % users.length].id;
      await queueOutside(t.db, { key: `c:${i}`, userId, kind: 'todo', title: `待办 ${i}`, content: '', link: null });
    }
    const [one, two] = await Promise.all([sendOutbox(t.db), sendOutbox(t.db)]);
    expect(one.sent + two.sent).toBe(COUNT);
    const keys = smtp.mails.map((m) => m.headers.get('x-hris-key'));
    expect(new Set(keys).size).toBe(COUNT);
    expect(keys).toHaveLength(COUNT);
    const rows = await t.db.select({ status: notifyOutbox.status, attempts: notifyOutbox.attempts }).from(notifyOutbox);
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
  });
});
