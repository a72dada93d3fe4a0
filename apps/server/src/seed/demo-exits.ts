import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { addDays, businessToday } from '@hris/contract';
import { and, asc, eq, notExists, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { attachment, employee, shop, threePeriod, work } from '../db/schema';
import type { Actor } from '../http/actor';
import { storagePath } from '../modules/file/file.service';
import type { WorkflowEngine } from '../workflow/engine';
import { demoActor } from './demo-act';

/** The exit side of the demo: resignations (15), their changes (28) and violations (30) in every state. */
export interface DemoExitsSummary {
  resignations: { running: number; finished: number; returned: number; terminated: number };
  changes: { running: number; finished: number };
  violations: { running: number; finished: number; terminated: number };
}

export interface Demo {
  db: Db;
  engine: WorkflowEngine;
  as: (account: string) => Promise<Actor>;
  /** Where uploaded files live; the evidence file is written there when given. */
  filesDir?: string;
}

/**
 * What the demo seeds do as the demo users: a store's active staff (after the first `skip`, nobody
 * in a 三期), its staff no work is about yet, a start, and a decision on the user's to-do of a work.
 */
export function demoActions(demo: Demo) {
  const { db, engine, as } = demo;
  /** The store's active staff nobody in a 三期 (a dismissal of theirs would be refused), by number. */
  const activeStaff = (code: string, untouched: boolean) =>
    db
      .select({ employeeId: employee.employeeId })
      .from(employee)
      .innerJoin(shop, eq(shop.id, employee.shopId))
      .where(
        and(
          eq(shop.code, code),
          eq(employee.status, 1),
          notExists(db.select({ one: sql`1` }).from(threePeriod).where(eq(threePeriod.employeeRef, employee.id))),
          untouched
            ? notExists(db.select({ one: sql`1` }).from(work).where(eq(work.targetEmployeeRef, employee.id)))
            : undefined,
        ),
      )
      .orderBy(asc(employee.employeeId));
  const staffOf = (code: string, skip = 6) => activeStaff(code, false).offset(skip).limit(10);
  /** `count` of them that no work is about yet; refuses to do with fewer. */
  const untouchedStaffOf = async (code: string, count: number) => {
    const rows = await activeStaff(code, true).limit(count);
    if (rows.length < count)
      throw new Error(`demo: ${code} has ${rows.length} staff free for new works, ${count} needed`);
    return rows;
  };
  const start = async (account: string, flowId: number, form: unknown, files: number[] = []) =>
    (await engine.start(await as(account), flowId, form, files)).workId;
  const act = demoActor(demo, 'demo exits');

  return { staffOf, untouchedStaffOf, start, act };
}

/**
 * Resignations in 北京 (BJ001, store HR bj001_hr, region north_hr) and violations in 成都 (CD001,
 * cd001_hr, west_hr), through the engine as the demo users, so the resignation and change lists,
 * the violation list and the task centre show every state. Uses staff the other demo works leave
 * alone (after the first six of each store).
 */
export async function seedDemoExits(demo: Demo): Promise<DemoExitsSummary> {
  const { as } = demo;
  const today = businessToday();
  const { staffOf, start, act } = demoActions(demo);
  const summary: DemoExitsSummary = {
    resignations: { running: 0, finished: 0, returned: 0, terminated: 0 },
    changes: { running: 0, finished: 0 },
    violations: { running: 0, finished: 0, terminated: 0 },
  };
  const bj = await staffOf('BJ001');
  const cd = await staffOf('CD001');
  if (bj.length < 6 || cd.length < 4) return summary;

  const leaving = (employeeId: string, form: Record<string, unknown>) => ({
    employeeId,
    lastWorkingDay: today,
    dimissionType: 'resign',
    dimissionReason: 'family',
    remark: '',
    ...form,
  });
  const handover = { handoverConfirmed: true, handoverRemark: '工服、钥匙、工牌已交回，收银已盘点' };
  // 1501 and 1502 are reviews, never decided by the starter: north_hr reviews, hq_hr approves. The
  // handover (1503) is a confirm step: bj001_hr, the store's one HR, who is there, confirms it.
  async function through(workId: number) {
    await act('north_hr', workId, 'approve', '情况属实，同意');
    await act('hq_hr', workId, 'approve', '同意离职');
    await act('bj001_hr', workId, 'approve', '交接已完成', handover);
  }

  // Waiting for the regional review: leaves in two weeks.
  await start(
    'bj001_hr',
    15,
    leaving(bj[0].employeeId, { lastWorkingDay: addDays(today, 14), dimissionReason: 'study', remark: '考取研究生' }),
  );
  summary.resignations.running++;
  // Left today.
  const left = await start(
    'bj001_hr',
    15,
    leaving(bj[1].employeeId, { dimissionReason: 'relocation', remark: '随家人迁居外地' }),
  );
  await through(left);
  summary.resignations.finished++;
  // Approved, leaves in ten days (离职中 until the job on that day).
  const later = await start(
    'bj001_hr',
    15,
    leaving(bj[2].employeeId, { lastWorkingDay: addDays(today, 10), dimissionReason: 'career' }),
  );
  await through(later);
  summary.resignations.finished++;
  // Withdrawn by the employee: terminated at the region, 在职 again.
  const withdrawn = await start(
    'bj001_hr',
    15,
    leaving(bj[3].employeeId, { lastWorkingDay: addDays(today, 20), dimissionReason: 'salary' }),
  );
  await act('north_hr', withdrawn, 'finish', '员工与店长沟通后撤回辞职');
  summary.resignations.terminated++;
  // Sent back for the resignation letter.
  const back = await start(
    'bj001_hr',
    15,
    leaving(bj[4].employeeId, { lastWorkingDay: addDays(today, 7), dimissionReason: 'personal' }),
  );
  await act('north_hr', back, 'rollback', '请上传员工签字的辞职信');
  summary.resignations.returned++;
  // Dismissed for absenteeism, never rehire; then two changes of it.
  const dismissed = await start(
    'bj001_hr',
    15,
    leaving(bj[5].employeeId, {
      dimissionType: 'passive',
      dimissionReason: 'absenteeism',
      dishonorableDischarge: 1,
      dishonorableRemark: '连续旷工5天，经多次联系未返岗',
    }),
  );
  await through(dismissed);
  summary.resignations.finished++;
  const change = (form: Record<string, unknown>) => ({
    resignationWorkId: dismissed,
    dimissionType: 'passive',
    dimissionReason: 'absenteeism',
    lastWorkingDay: today,
    dishonorableDischarge: 1,
    dishonorableRemark: '连续旷工5天，经多次联系未返岗',
    ...form,
  });
  const corrected = await start(
    'bj001_hr',
    28,
    change({
      dimissionReason: 'other',
      dimissionResetReason: '旷工并拒绝交接',
      reason: '原因记录不完整，补充具体情况',
    }),
  );
  await act('north_hr', corrected, 'approve', '同意更正');
  await act('hq_hr', corrected, 'approve', '同意');
  summary.changes.finished++;
  // Clearing never rehire: waits for the HR director (hq_hr_dir) after head office.
  const cleared = await start(
    'bj001_hr',
    28,
    change({
      dimissionReason: 'other',
      dimissionResetReason: '旷工并拒绝交接',
      dishonorableDischarge: 0,
      dishonorableRemark: '',
      reason: '经核实旷工系家中急事所致，申请解除永不录用',
    }),
  );
  await act('north_hr', cleared, 'approve', '情况属实');
  await act('hq_hr', cleared, 'approve', '同意，报HR总监审批');
  summary.changes.running++;

  // Violations in 成都, with a photo of the evidence.
  const evidence = await evidenceFile(demo, await as('cd001_hr'));
  const violation = (
    employeeId: string,
    punishment: string,
    description: string,
    form: Record<string, unknown> = {},
  ) => ({
    employeeId,
    violationDate: addDays(today, -3),
    description,
    punishment,
    ...form,
  });
  await start('cd001_hr', 30, violation(cd[0].employeeId, 'written_warning', '当班期间多次使用手机，经提醒未改正'), [
    await evidence(),
  ]);
  summary.violations.running++;
  const serious = await start(
    'cd001_hr',
    30,
    violation(cd[1].employeeId, 'serious_written_warning', '未按规定执行收银交接，造成短款200元'),
    [await evidence()],
  );
  for (const account of ['west_hr', 'west_mgr', 'hq_hr']) await act(account, serious, 'approve', '同意处分');
  summary.violations.finished++;
  const fired = await start(
    'cd001_hr',
    30,
    violation(cd[2].employeeId, 'termination', '私自挪用门店备用金3000元，经查属实', { lastWorkingDay: today }),
    [await evidence()],
  );
  for (const account of ['west_hr', 'west_mgr', 'hq_hr', 'hq_hr_dir'])
    await act(account, fired, 'approve', '同意解除劳动合同');
  summary.violations.finished++;
  summary.resignations.running++;
  const dropped = await start('cd001_hr', 30, violation(cd[3].employeeId, 'written_warning', '迟到三次'), [
    await evidence(),
  ]);
  await act('west_hr', dropped, 'finish', '已口头提醒，不予书面处分');
  summary.violations.terminated++;
  return summary;
}

/** A one-page PDF standing for the evidence a store photographs; one attachment per call. */
export async function evidenceFile(demo: Demo, uploader: Actor, fileName = '违纪证据.pdf') {
  const text =
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n';
  const bytes = Buffer.from(text, 'latin1');
  const sha = createHash('sha256').update(bytes).digest('hex');
  if (demo.filesDir) {
    const file = storagePath(demo.filesDir, sha);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, bytes);
  }
  return async () => {
    const [row] = await demo.db
      .insert(attachment)
      .values({
        fileName,
        contentType: 'application/pdf',
        byteLength: bytes.length,
        sha256: sha,
        uploadedBy: uploader.auth.userId,
      })
      .returning({ id: attachment.id });
    return row.id;
  };
}
