// What a reader of a database dump would find: identity numbers in clear (issue 38).
import { sql } from 'drizzle-orm';
import type { TestApp } from './build-test-app';

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];

/** Every 18-character identity number with a valid check digit in a text. */
export function identityNumbersIn(text: string): string[] {
  const found = new Set<string>();
  for (const m of text.matchAll(/(?<![0-9])[1-9][0-9]{16}[0-9Xx](?![0-9])/g)) {
    const n = m[0].toUpperCase();
    const sum = WEIGHTS.reduce((acc, w, i) => acc + w * Number(n[i]), 0);
    if ('10X98765432'[sum % 11] === n[17]) found.add(n);
  }
  return [...found];
}

/** A logical dump (what pg_dump's data holds): every row of every table, one text per table. */
export async function dumpTables(t: Pick<TestApp, 'db'>): Promise<Record<string, string>> {
  const tables = (await t.db.execute(
    sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
  )) as unknown as { rows: { tablename: string }[] };
  const out: Record<string, string> = {};
  for (const { tablename } of tables.rows) {
    const rows = (await t.db.execute(
      sql`select coalesce(string_agg(x::text, E'\n'), '') as text from ${sql.identifier(tablename)} x`,
    )) as unknown as { rows: { text: string }[] };
    out[tablename] = rows.rows[0]?.text ?? '';
  }
  return out;
}

/** The tables of a dump holding identity numbers in clear, with what each holds (empty: none). */
export async function clearIdentityNumbers(t: Pick<TestApp, 'db'>): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  for (const [table, text] of Object.entries(await dumpTables(t))) {
    const numbers = identityNumbersIn(text);
    if (numbers.length > 0) found[table] = numbers;
  }
  return found;
}
