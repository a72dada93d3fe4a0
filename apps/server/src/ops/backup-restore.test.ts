// @postgres: pg_dump and pg_restore run as child processes against the server, pg_dump on the snapshot of the counts while the app serves
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyTarget, filesOf, hasDatabase, queryOf, sourceOf, withTargetDb } from '../../test/backup-instance';
import { buildTestApp, type TestApp, testDriver } from '../../test/build-test-app';
import { buildStoreTeam, startTeamDeduction, uploadPdf } from '../../test/workflow-helpers';
import { createDb, type Db } from '../db/client';
import { currentPiiKeyId } from '../db/pii-crypto';
import { attachment, employee, work } from '../db/schema';
import { storagePath } from '../modules/file/file.service';
import { backup } from './backup';
import { appliedMigrations, tableRowCounts } from './database';
import type { BackupManifest } from './manifest';
import { restore } from './restore';
import { type InstanceTarget, pgliteDir } from './target';

async function rawIdentityNumber(db: Db, id: number) {
  const rows = await queryOf(db)<{ v: string }>(`select identity_number as v from employee where id = ${id}`);
  return rows[0].v;
}

describe('[PG] backup and restore', () => {
  let t: TestApp;
  let source: InstanceTarget;
  let outDir: string;
  let archive: string;
  let manifest: BackupManifest;
  let sourceCounts: Record<string, number>;
  let sourceFiles: Record<string, string>;
  let person: typeof employee.$inferSelect;
  let sealedIdentity: string;
  let workRow: typeof work.$inferSelect;
  const drops: (() => Promise<void>)[] = [];

  async function freshTarget() {
    const { target, drop } = await emptyTarget();
    drops.push(drop);
    return target;
  }

  beforeAll(async () => {
    t = await buildTestApp();
    const team = await buildStoreTeam(t, { employees: 3 });
    const { workId } = await startTeamDeduction(t, team);
    await uploadPdf(t, team.storeHr.token, '劳动合同.pdf');
    await uploadPdf(t, team.storeHr.token, '离职证明.pdf');
    // What the interface centre writes (the payroll workbook), kept beside the attachments.
    await mkdir(path.join(t.config.dataDir, 'exports'), { recursive: true });
    writeFileSync(path.join(t.config.dataDir, 'exports', '工资导出-202611.xlsx'), randomBytes(3000));

    [person] = await t.db.select().from(employee).where(eq(employee.id, team.employees[0].id));
    sealedIdentity = await rawIdentityNumber(t.db, person.id);
    [workRow] = await t.db.select().from(work).where(eq(work.id, workId));
    source = await sourceOf(t);
    sourceCounts = await tableRowCounts(queryOf(t.db));
    sourceFiles = await filesOf(source);

    outDir = await mkdtemp(path.join(os.tmpdir(), 'hris-backups-'));
    ({ archive, manifest } = await backup({ target: source, outDir, piiKeyId: currentPiiKeyId() }));
  });

  afterAll(async () => {
    for (const drop of drops) await drop();
    await rm(outDir, { recursive: true, force: true });
    await t?.close();
  });

  it('writes one archive: every table counted, every file with its SHA-256, the key named but not held', async () => {
    expect(await readdir(outDir)).toEqual([path.basename(archive)]);
    expect(path.basename(archive)).toMatch(/^hris-backup-\d{8}-\d{6}\.tar\.gz$/);
    expect(manifest.tables).toEqual(sourceCounts);
    expect(Object.keys(manifest.tables).length).toBeGreaterThan(50);
    expect(manifest.tables.attachment).toBe(2);
    expect(manifest.driver).toBe(source.databaseUrl ? 'postgres' : 'pglite');
    expect(manifest.database.migrations).toEqual(await appliedMigrations(queryOf(t.db)));
    expect(manifest.database.migrations.lastTag).toMatch(/^\d{4}_/);
    expect(manifest.piiKeyId).toBe(currentPiiKeyId());
    expect(
      Object.fromEntries(
        manifest.entries.filter((e) => !e.path.startsWith('database/')).map((e) => [e.path, e.sha256]),
      ),
    ).toEqual(sourceFiles);
    expect(Object.keys(sourceFiles)).toHaveLength(3);
    // The dump holds the identity number sealed only (on PGlite the data pages themselves).
    expect(gunzipSync(readFileSync(archive)).includes(person.identityNumber)).toBe(false);
  });

  it('restores into an empty target: the same rows in every table, a sealed identity number that opens, every file byte for byte', async () => {
    const target = await freshTarget();
    const result = await restore({ archive, target, piiKeyId: currentPiiKeyId() });
    expect(result.tables).toEqual(sourceCounts);
    expect(result.files).toBe(3);
    expect(await filesOf(target)).toEqual(sourceFiles);

    await withTargetDb(target, async (db) => {
      expect(await tableRowCounts(queryOf(db))).toEqual(sourceCounts);
      const [restored] = await db.select().from(employee).where(eq(employee.id, person.id));
      expect(restored).toEqual(person);
      expect(restored.identityNumber).toMatch(/^\d{17}[\dX]$/);
      expect(await rawIdentityNumber(db, person.id)).toBe(sealedIdentity);
      expect((await db.select().from(work).where(eq(work.id, workRow.id)))[0]).toEqual(workRow);
      // Each attachment's bytes where the server reads them, matching the hash it recorded.
      const rows = await db.select().from(attachment);
      expect(rows).toHaveLength(2);
      for (const row of rows) {
        const stored = path.relative(target.dataDir, storagePath(path.join(target.dataDir, 'files'), row.sha256));
        expect((await filesOf(target))[stored]).toBe(row.sha256);
      }
      // Sequences go on after the restored ids: a new row does not collide.
      const [next] = await queryOf(db)<{ id: number }>(
        `insert into attachment (file_name, content_type, byte_length, sha256) values ('x.pdf', 'application/pdf', 1, '${'0'.repeat(64)}') returning id`,
      );
      expect(Number(next.id)).toBeGreaterThan(Math.max(...rows.map((r) => r.id)));
    });
  });

  it('refuses a target holding data unless --force, which empties it first', async () => {
    await expect(restore({ archive, target: source, piiKeyId: currentPiiKeyId() })).rejects.toThrow(
      /^the target is not empty \(table \w+ has rows\): restore into an empty one, or add --force to replace it$/,
    );

    const target = await freshTarget();
    await restore({ archive, target, piiKeyId: currentPiiKeyId() });
    await withTargetDb(target, (db) =>
      db.execute(sql`update employee set name = '改过的名字' where id = ${person.id}`).then(() => undefined),
    );
    const stray = path.join(target.dataDir, 'files', 'ff', 'f'.repeat(64));
    await mkdir(path.dirname(stray), { recursive: true });
    writeFileSync(stray, 'not in the backup');

    await expect(restore({ archive, target, piiKeyId: currentPiiKeyId() })).rejects.toThrow(/^the target is not empty/);
    expect(Object.keys(await filesOf(target))).toContain(path.relative(target.dataDir, stray));

    const forced = await restore({ archive, target, force: true, piiKeyId: currentPiiKeyId() });
    expect(forced.tables).toEqual(sourceCounts);
    expect(await filesOf(target)).toEqual(sourceFiles);
    await withTargetDb(target, async (db) => {
      const [restored] = await db.select().from(employee).where(eq(employee.id, person.id));
      expect(restored.name).toBe(person.name);
    });
  });

  it('refuses an archive with one byte changed and leaves the target as it was', async () => {
    const target = await freshTarget();
    const bytes = readFileSync(archive);
    const flipped = Buffer.from(bytes);
    flipped[Math.floor(bytes.length / 2)] ^= 0x01;
    const damaged = path.join(target.dataDir, '..', `${path.basename(target.dataDir)}-damaged.tar.gz`);
    writeFileSync(damaged, flipped);
    drops.push(() => rm(damaged, { force: true }));
    await expect(restore({ archive: damaged, target, piiKeyId: currentPiiKeyId() })).rejects.toThrow(
      /^archive damaged/,
    );

    // One byte of an attachment changed inside a well-formed archive: its checksum says so.
    const tar = gunzipSync(bytes);
    const at = tar.indexOf(Buffer.from('%PDF-1.4\n'));
    expect(at).toBeGreaterThan(0);
    tar[at + 3] ^= 0x01;
    writeFileSync(damaged, gzipSync(tar));
    await expect(restore({ archive: damaged, target, piiKeyId: currentPiiKeyId() })).rejects.toThrow(
      /^archive damaged: files\/[0-9a-f]{2}\/[0-9a-f]{64} does not match its SHA-256 in the manifest$/,
    );

    expect(await hasDatabase(target)).toBe(false);
    expect(await filesOf(target)).toEqual({});
    expect(await readdir(target.dataDir)).toEqual([]);
  });

  it('refuses a target whose PII key is not the backup’s (identity numbers would not open)', async () => {
    const target = await freshTarget();
    await expect(restore({ archive, target, piiKeyId: 'feedbeef' })).rejects.toThrow(
      `the PII key in use (feedbeef) is not the backup's (${currentPiiKeyId()}): identity numbers would not open; configure the backup's key, or add --force`,
    );
    await expect(restore({ archive, target, piiKeyId: null })).rejects.toThrow(/^no PII key is configured/);
    expect(await hasDatabase(target)).toBe(false);
  });

  it.skipIf(testDriver === 'postgres')(
    'neither backs up nor replaces an embedded database a process holds open',
    async () => {
      const handle = await createDb({ dataDir: pgliteDir(source) });
      try {
        const open = new RegExp(
          `^the embedded database ${pgliteDir(source)} is open in process ${process.pid} \\(this process\\): stop the HRIS server first`,
        );
        await expect(backup({ target: source, outDir, piiKeyId: currentPiiKeyId() })).rejects.toThrow(open);
        expect(await readdir(outDir)).toEqual([path.basename(archive)]);
        await expect(restore({ archive, target: source, force: true, piiKeyId: currentPiiKeyId() })).rejects.toThrow(
          open,
        );
      } finally {
        await handle.close();
      }
    },
  );
});
