import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { addDays, businessToday } from '@hris/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appUser, attachment, employee } from '../db/schema';
import { storagePath } from '../modules/file/file.service';
import { insertCertificates, refreshCurrentEnd } from '../modules/health/health.repository';

/** The health-certificate registry of the demo: how many people ended in each status. */
export interface DemoHealthSummary {
  valid: number;
  expiring: number;
  expired: number;
  missing: number;
  scans: number;
}

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * Certificates for every active store employee of the demo, in turn 有效 (three in six), 即将过期,
 * 已过期 (with the certificate before it) and 缺失, entered by head-office HR; the first dozen carry
 * a scan (a small PDF or PNG written to the files directory when given), so the list, the zip and
 * the dashboard counts show something on first sign-in. The daily job writes each store HR's
 * reminder when the server starts.
 */
export async function seedDemoHealth(db: Db, options: { filesDir?: string } = {}): Promise<DemoHealthSummary> {
  const today = businessToday();
  const summary: DemoHealthSummary = { valid: 0, expiring: 0, expired: 0, missing: 0, scans: 0 };
  const [hq] = await db.select({ id: appUser.id }).from(appUser).where(eq(appUser.account, 'hq_hr'));
  const people = await db
    .select({ id: employee.id })
    .from(employee)
    .where(and(eq(employee.status, 1), eq(employee.employeeType, 'store')))
    .orderBy(asc(employee.id));
  const files = await Promise.all(
    [
      { bytes: PDF, fileName: '健康证扫描件.pdf', contentType: 'application/pdf' },
      { bytes: PNG, fileName: '健康证照片.png', contentType: 'image/png' },
    ].map(async (f) => {
      const sha = createHash('sha256').update(f.bytes).digest('hex');
      if (options.filesDir) {
        const file = storagePath(options.filesDir, sha);
        await mkdir(path.dirname(file), { recursive: true });
        await writeFile(file, f.bytes);
      }
      return { ...f, sha };
    }),
  );
  const scan = async (i: number) => {
    if (summary.scans >= 12) return null;
    const f = files[i % 2];
    const [row] = await db
      .insert(attachment)
      .values({
        fileName: f.fileName,
        contentType: f.contentType,
        byteLength: f.bytes.length,
        sha256: f.sha,
        uploadedBy: hq?.id ?? null,
      })
      .returning({ id: attachment.id });
    summary.scans++;
    return row.id;
  };

  const rows: Parameters<typeof insertCertificates>[1] = [];
  const scans: { index: number; attachmentId: number }[] = [];
  for (const [i, p] of people.entries()) {
    const kind = i % 6;
    const certificate = (start: string, end: string, remark: string) =>
      rows.push({ employeeRef: p.id, startDate: start, endDate: end, remark, createdBy: hq?.id ?? null });
    if (kind <= 2) {
      const end = addDays(today, 60 + ((i * 37) % 300));
      certificate(addDays(end, -364), end, '年度健康体检');
      summary.valid++;
    } else if (kind === 3) {
      const end = addDays(today, 3 + ((i * 7) % 25));
      certificate(addDays(end, -364), end, '请尽快安排复检');
      summary.expiring++;
    } else if (kind === 4) {
      const end = addDays(today, -(5 + ((i * 11) % 60)));
      certificate(addDays(end, -729), addDays(end, -365), '上一年度');
      certificate(addDays(end, -364), end, '已过期，待复检');
      summary.expired++;
    } else {
      summary.missing++;
      continue;
    }
    const attachmentId = await scan(i);
    if (attachmentId) scans.push({ index: rows.length - 1, attachmentId });
  }
  for (const s of scans) rows[s.index].attachmentId = s.attachmentId;
  const inserted = await insertCertificates(db, rows);
  for (const s of scans) {
    await db
      .update(attachment)
      .set({ ownerKind: 'healthCertificate', ownerId: inserted[s.index].id })
      .where(eq(attachment.id, s.attachmentId));
  }
  await refreshCurrentEnd(
    db,
    people.map((p) => p.id),
  );
  return summary;
}
