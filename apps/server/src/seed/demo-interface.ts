import { businessToday } from '@hris/contract';
import { count, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appUser, notifyOutbox } from '../db/schema';
import { actorForAccount } from '../modules/auth/acting-user';
import { interfaceRunJob, requestRun } from '../modules/interface/runs';
import { notifyDigestJob } from '../modules/notify/digest';
import { NotifyService } from '../modules/notify/notify.service';

export interface DemoInterfaceSummary {
  succeeded: number;
  failed: number;
}

/**
 * The interface centre's history, made by its own machinery as hq_hr pressing 立即运行: the
 * e-signature sync (fails without ESIGN_BASE_URL, as on a fresh demo), a payroll export that
 * fails for want of an export folder and its retry that writes the file of every booked
 * deduction and salary adjustment, and the directory feed of every joiner, leaver and mover.
 * Without `dataDir` the exports fail too (and say why).
 */
export async function seedDemoInterface(db: Db, options: { dataDir?: string } = {}): Promise<DemoInterfaceSummary> {
  const [hq] = await db.select({ id: appUser.id }).from(appUser).where(eq(appUser.account, 'hq_hr'));
  const userId = hq?.id ?? null;
  const run = async (integration: 'esign' | 'payroll' | 'directory', trigger: 'manual' | 'retry', dataDir?: string) => {
    // The run's own job, carried out here (other due jobs of the demo are the runner's to do;
    // the job left behind finds its run done and does nothing).
    const then = await db.transaction(async (tx) => {
      const runId = await requestRun(tx, integration, trigger, userId);
      return interfaceRunJob(tx, { runId }, new Date());
    });
    await then?.(db, { dataDir });
  };
  await run('esign', 'manual');
  await run('payroll', 'manual');
  await run('payroll', 'retry', options.dataDir);
  await run('directory', 'manual', options.dataDir);
  const ok = options.dataDir ? 2 : 0;
  return { succeeded: ok, failed: 4 - ok };
}

/**
 * 接口中心's notification channels as an administrator sets them up: e-mail on, to a mail catcher on
 * this machine (127.0.0.1:1025, where Mailpit or MailHog listen: start one and the demo's mails
 * arrive; without one they are retried and end 发送失败, which 发送记录 shows), and a 钉钉 robot
 * with a placeholder address, off. Today's digest is queued by its own job, so 发送记录 has the
 * messages of a morning; the job runner sends them.
 */
export async function seedDemoNotify(db: Db, now: Date) {
  const admin = await actorForAccount(db, 'admin');
  const service = new NotifyService(db);
  await service.saveChannel(admin, {
    channel: 'email',
    enabled: true,
    host: '127.0.0.1',
    port: 1025,
    secure: false,
    from: 'HRIS <hris@example.com>',
    defaultKinds: ['todo', 'returned', 'finished', 'overdue', 'digest'],
  });
  await service.saveChannel(admin, {
    channel: 'dingtalk',
    enabled: false,
    webhookUrl: 'https://oapi.dingtalk.com/robot/send?access_token=demo-token-replace-me',
    secret: 'SECdemo-replace-me',
    defaultKinds: ['todo', 'returned', 'overdue'],
  });
  // The digest's own sending is the runner's (its first tick), not the seed's.
  await db.transaction((tx) => notifyDigestJob(tx, { date: businessToday(now) }, now));
  const [queued] = await db.select({ n: count() }).from(notifyOutbox);
  return { channels: 2, digests: queued?.n ?? 0 };
}
