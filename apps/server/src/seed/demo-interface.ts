import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appUser } from '../db/schema';
import { interfaceRunJob, requestRun } from '../modules/interface/runs';

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
