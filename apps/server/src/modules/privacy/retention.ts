// Retention and anonymisation of leavers' personal data (issue 38, docs/privacy.md).
//
// A leaver (status 0) whose leave date lies PII_RETENTION_YEARS or more in the past, not held for a
// dispute, with no running work about them, is anonymised by the daily job: the name becomes 姓 + *,
// the identity number keeps only its mac (the never-rehire check still finds the person), phone and
// e-mail go, the birth date keeps its year; their children's names and identity numbers likewise;
// the personal fields of the forms of the works about them are emptied; the files of those works,
// of their health certificates and violations are deleted from disk (the rows stay, marked purged).
// Dates, statuses, kinds, stores and amounts stay: reports and counts add up as before.

import { rm } from 'node:fs/promises';
import path from 'node:path';
import { addYears, anonymisedName, businessToday, PERSONAL_FIELDS } from '@hris/contract';
import { and, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client';
import { sealMacOnly } from '../../db/pii-crypto';
import {
  attachment,
  employee,
  employeeHistory,
  employeePrivacyHold,
  job,
  violation,
  violationAttachment,
  work,
} from '../../db/schema';
import { audit } from '../../http/audit';
import type { AfterCommit } from '../../workflow/jobs';
import { storagePath } from '../file/file.service';
import { healthCertificate } from '../health/tables';

export const RETENTION_JOB = 'privacy.retention';
/** People anonymised per job; a full batch queues the next, so no transaction grows large. */
export const RETENTION_BATCH = 50;

/** PII_RETENTION_YEARS, set once at boot (main.ts); tests may change it. */
export const privacySettings = { retentionYears: 2 };

export function configurePrivacy(settings: Partial<typeof privacySettings>) {
  Object.assign(privacySettings, settings);
}

/** The last leave date the retention has passed on `today`: leavers up to it are due. */
export function retentionCutoff(today: string): string {
  return addYears(today, -privacySettings.retentionYears);
}

/** Leavers past the retention, not yet anonymised (held or not). */
export function pastRetention(today: string) {
  return and(
    eq(employee.status, 0),
    isNotNull(employee.leaveDate),
    lte(employee.leaveDate, retentionCutoff(today)),
    isNull(employee.anonymisedAt),
  );
}

export const isHeld = sql`exists (select 1 from ${employeePrivacyHold} where ${employeePrivacyHold.employeeId} = ${employee.id})`;

/** A work about the person still running: its forms are still needed (a late 离职, a 再入职). */
const hasRunningWork = sql`exists (select 1 from ${work} where ${work.targetEmployeeRef} = ${employee.id} and ${work.status} = 'running')`;

/** Who the next run anonymises: past the retention, not held, no running work about them. */
export function dueForAnonymisation(today: string) {
  return and(pastRetention(today), sql`not ${isHeld}`, sql`not ${hasRunningWork}`);
}

/** The form fields anonymisation empties or shortens (PERSONAL_FIELDS that are the person's). */
function anonymisedForm(form: Record<string, unknown>): Record<string, unknown> {
  const out = { ...form };
  for (const [field, value] of Object.entries(form)) {
    const cls = PERSONAL_FIELDS[field];
    if (!cls || typeof value !== 'string' || value === '') continue;
    if (field === 'name' || field === 'employeeName' || field === 'childName' || field === 'childrenName')
      out[field] = anonymisedName(value);
    else if (cls === 'identity' || cls === 'minorIdentity' || cls === 'phone' || cls === 'address' || cls === 'bank')
      out[field] = '';
    else if (
      field === 'email' ||
      field === 'imId' ||
      field === 'birthDate' ||
      field === 'childBirthDate' ||
      field === 'marryDate'
    )
      out[field] = '';
  }
  return out;
}

/**
 * Anonymises one person in the caller's transaction; answers the content hashes of the files whose
 * attachment rows it purged (deleted from disk after the commit, when no live row shares them).
 */
export async function anonymiseEmployee(tx: Tx, employeeRef: number, now: Date): Promise<string[]> {
  // Read as stored (the sealed number raw): the mac alone is kept (sealMacOnly), never the clear number.
  const [person] = (
    (await tx.execute(
      sql`select name, birth_date::text as "birthDate", identity_number as stored from employee
           where id = ${employeeRef} for update`,
    )) as unknown as { rows: { name: string; birthDate: string | null; stored: string }[] }
  ).rows;
  if (!person) return [];
  await tx.execute(
    sql`update employee set name = ${anonymisedName(person.name)},
                            identity_number = ${sealMacOnly(person.stored ?? '')},
                            phone = null, email = null,
                            birth_date = ${person.birthDate ? `${person.birthDate.slice(0, 4)}-01-01` : null},
                            anonymised_at = ${now}, updated_at = ${now}, version = version + 1
          where id = ${employeeRef}`,
  );

  // The person's own account, if they had one (a store HR who left): disabled on leaving; its name,
  // addresses and photo go too. The account name stays: the system log and histories name it.
  await tx.execute(
    sql`update app_user set display_name = ${anonymisedName(person.name)}, email = null, im_id = null,
                            avatar = '', is_enabled = false, password_hash = null
         where employee_ref = ${employeeRef}`,
  );

  const children = (
    (await tx.execute(
      sql`select id, child_name as name, child_id_number as v from child_insurance where employee_ref = ${employeeRef}`,
    )) as unknown as { rows: { id: number; name: string; v: string }[] }
  ).rows;
  for (const c of children)
    await tx.execute(
      sql`update child_insurance set child_name = ${anonymisedName(c.name)}, child_id_number = ${sealMacOnly(c.v)}
           where id = ${c.id}`,
    );

  const works = await tx
    .select({ id: work.id, form: work.formData })
    .from(work)
    .where(eq(work.targetEmployeeRef, employeeRef));
  for (const w of works)
    await tx
      .update(work)
      .set({ formData: anonymisedForm((w.form ?? {}) as Record<string, unknown>) })
      .where(eq(work.id, w.id));

  await tx
    .update(employeeHistory)
    .set({ oldValue: null, newValue: null })
    .where(
      and(
        eq(employeeHistory.employeeId, employeeRef),
        inArray(employeeHistory.field, ['name', 'identityNumber', 'phone', 'email', 'birthDate']),
      ),
    );

  const workIds = works.map((w) => w.id);
  const files = await tx
    .update(attachment)
    .set({ purgedAt: now })
    .where(
      and(
        isNull(attachment.purgedAt),
        sql`(
          (${attachment.ownerKind} = 'employee' and ${attachment.ownerId} = ${employeeRef})
          ${workIds.length ? sql`or (${attachment.ownerKind} = 'work' and ${attachment.ownerId} in (${sql.join(workIds, sql`, `)}))` : sql``}
          or ${attachment.id} in (select ${healthCertificate.attachmentId} from ${healthCertificate}
                                   where ${healthCertificate.employeeRef} = ${employeeRef})
          or ${attachment.id} in (select ${violationAttachment.attachmentId} from ${violationAttachment}
                                   join ${violation} on ${violation.id} = ${violationAttachment.violationId}
                                  where ${violation.employeeRef} = ${employeeRef})
        )`,
      ),
    )
    .returning({ sha256: attachment.sha256 });
  return [...new Set(files.map((f) => f.sha256))];
}

/** Deletes the stored files of purged attachments that no live attachment shares. */
export async function deletePurgedFiles(db: Executor, filesDir: string, hashes: readonly string[]) {
  if (hashes.length === 0) return 0;
  const live = await db
    .selectDistinct({ sha256: attachment.sha256 })
    .from(attachment)
    .where(and(inArray(attachment.sha256, [...hashes]), isNull(attachment.purgedAt)));
  const shared = new Set(live.map((r) => r.sha256));
  let deleted = 0;
  for (const sha of hashes) {
    if (shared.has(sha) || !/^[0-9a-f]{64}$/.test(sha)) continue;
    await rm(storagePath(filesDir, sha), { force: true });
    deleted += 1;
  }
  return deleted;
}

/**
 * The daily job: anonymises up to RETENTION_BATCH due leavers and queues the next batch when this
 * one was full; after the commit, deletes their files (and again those of the last two days, in
 * case a crash lost a deletion).
 */
export async function retentionJob(
  tx: Tx,
  payload: Record<string, unknown>,
  now: Date,
): Promise<AfterCommit | undefined> {
  const today = businessToday(now);
  const due = await tx
    .select({ id: employee.id })
    .from(employee)
    .where(dueForAnonymisation(today))
    .orderBy(employee.leaveDate, employee.id)
    .limit(RETENTION_BATCH);
  const hashes: string[] = [];
  for (const person of due) hashes.push(...(await anonymiseEmployee(tx, person.id, now)));
  const total = Number(payload.anonymised ?? 0) + due.length;
  if (due.length === RETENTION_BATCH) {
    await tx.insert(job).values({ kind: RETENTION_JOB, payload: { anonymised: total }, runAt: now });
  } else if (total > 0) {
    await audit(
      tx,
      { ip: null, requestId: null },
      {
        action: RETENTION_JOB,
        userName: 'system',
        summary: { anonymised: total, cutoff: retentionCutoff(today), retentionYears: privacySettings.retentionYears },
      },
    );
  }
  return async (db, options) => {
    if (!options.dataDir) return;
    const recent = await db
      .selectDistinct({ sha256: attachment.sha256 })
      .from(attachment)
      .where(sql`${attachment.purgedAt} > ${new Date(now.getTime() - 2 * 86_400_000)}`);
    await deletePurgedFiles(db, path.join(options.dataDir, 'files'), [
      ...new Set([...hashes, ...recent.map((r) => r.sha256)]),
    ]);
  };
}
