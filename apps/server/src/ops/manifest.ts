// manifest.json, the last entry of a backup: what it holds and how to check it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

export const MANIFEST_ENTRY = 'manifest.json';
/** Raised when the archive's layout changes; restore refuses a format it does not know. */
export const BACKUP_FORMAT_VERSION = 1;

export const DATABASE_ENTRY = { postgres: 'database/postgres.dump', pglite: 'database/pglite-datadir.tar' } as const;

const ZEntryDigest = z.object({
  path: z.string(),
  size: z.number().int().min(0),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});

export const ZBackupManifest = z.object({
  format: z.literal('hris-backup'),
  formatVersion: z.number().int().min(1),
  createdAt: z.string(),
  /** The version of the root package.json that wrote the backup. */
  appVersion: z.string(),
  driver: z.enum(['postgres', 'pglite']),
  database: z.object({
    entry: z.string(),
    serverVersion: z.string(),
    /** pg_dump's version (PostgreSQL only): pg_restore must be at least as new. */
    dumpTool: z.string().optional(),
    migrations: z.object({ count: z.number().int().min(0), lastTag: z.string().nullable() }),
  }),
  /** Rows of every table of schema public when the dump was taken (restore checks it gets the same). */
  tables: z.record(z.string(), z.number().int().min(0)),
  /**
   * The id of the key that sealed the identity numbers (db/pii-crypto.ts), never the key: without
   * that key (PII_KEY or DATA_DIR/pii.key) the restored identity numbers do not open.
   */
  piiKeyId: z.string().nullable(),
  /** Every other entry of the archive with its size and SHA-256. */
  entries: z.array(ZEntryDigest),
});

export type BackupManifest = z.infer<typeof ZBackupManifest>;

export function appVersion(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  return (JSON.parse(readFileSync(path.resolve(here, '../../../../package.json'), 'utf8')) as { version: string })
    .version;
}
