// Seals what is stored in clear (at start, after the migrations, until one pass found all sealed)
// and, with `rotate`, moves every sealed value to the current key (`npm run pii:rotate`). Both walk
// each table by id in batches, one transaction per batch: stopped half-way, the next run goes on
// where this one ended, because it picks only the values still to do.
import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { currentPiiKeyId, isSealed, open, SEALED_FORM_FIELDS, seal, sealedKeyId } from './pii-crypto';
import { piiSealPass } from './schema';

type Row = { id: number; value: unknown };

/** A sealed column, or the identity fields inside work.form_data. */
const TARGETS = [
  { table: 'employee', column: 'identity_number', form: false },
  { table: 'child_insurance', column: 'child_id_number', form: false },
  { table: 'work', column: 'form_data', form: true },
] as const;

export type ResealReport = Record<string, number>;

/** Whether a stored value needs (re)sealing: clear, or (rotating) under another key with a ciphertext. */
function stale(value: string, rotate: boolean, kid: string): boolean {
  if (value === '') return false;
  if (!isSealed(value)) return true;
  return rotate && sealedKeyId(value) !== kid && value.split('.')[4] !== '';
}

function reseal(value: string): string {
  return seal(open(value));
}

/** The SQL filter of a target's rows that may need work (the exact test is done in JS). */
function candidates(target: (typeof TARGETS)[number], rotate: boolean, kid: string) {
  const col = sql.identifier(target.column);
  const one = (expr: ReturnType<typeof sql>) =>
    rotate
      ? sql`(${expr} <> '' and (${expr} not like 'p1.%' or split_part(${expr}, '.', 2) <> ${kid}))`
      : sql`(${expr} <> '' and ${expr} not like 'p1.%')`;
  if (!target.form) return one(sql`${col}`);
  return sql.join(
    SEALED_FORM_FIELDS.map((f) => one(sql`coalesce(${col}->>${f}, '')`)),
    sql` or `,
  );
}

export async function resealStoredPii(
  db: Db,
  options: { rotate?: boolean; batchSize?: number; onBatch?: (table: string, done: number) => void } = {},
): Promise<ResealReport> {
  const rotate = options.rotate ?? false;
  const batchSize = options.batchSize ?? 500;
  const kid = currentPiiKeyId();
  // Every write seals: once a pass has left nothing in clear, a start has nothing to look for
  // (a walk over every work's form, seconds at bench scale). Rotation walks all the same.
  if (!rotate && (await db.select().from(piiSealPass)).length > 0) return {};
  const report: ResealReport = {};
  for (const target of TARGETS) {
    const table = sql.identifier(target.table);
    const col = sql.identifier(target.column);
    let after = 0;
    let done = 0;
    for (;;) {
      const changed = await db.transaction(async (tx) => {
        const result = await tx.execute(
          sql`select id, ${col} as value from ${table}
               where id > ${after} and (${candidates(target, rotate, kid)})
               order by id limit ${batchSize} for update`,
        );
        const rows = (result as unknown as { rows: Row[] }).rows;
        if (rows.length === 0) return undefined;
        after = Number(rows[rows.length - 1]?.id);
        const updates: { id: number; value: string }[] = [];
        for (const row of rows) {
          if (target.form) {
            const form = (typeof row.value === 'string' ? JSON.parse(row.value) : row.value) as Record<string, unknown>;
            let touched = false;
            for (const f of SEALED_FORM_FIELDS) {
              const v = form[f];
              if (typeof v === 'string' && stale(v, rotate, kid)) {
                form[f] = reseal(v);
                touched = true;
              }
            }
            if (touched) updates.push({ id: Number(row.id), value: JSON.stringify(form) });
          } else {
            const v = String(row.value);
            if (stale(v, rotate, kid)) updates.push({ id: Number(row.id), value: reseal(v) });
          }
        }
        if (updates.length > 0) {
          const cast = target.form ? sql`v.value::jsonb` : sql`v.value`;
          await tx.execute(
            sql`update ${table} t set ${col} = ${cast}
                  from jsonb_to_recordset(${JSON.stringify(updates)}::jsonb) as v(id int, value text)
                 where t.id = v.id`,
          );
        }
        const count = updates.length;
        return count;
      });
      if (changed === undefined) break;
      done += changed;
      options.onBatch?.(target.table, done);
    }
    report[target.table] = done;
  }
  await db.insert(piiSealPass).values({ kind: 'clear' }).onConflictDoNothing();
  return report;
}
