/**
 * Fills a database with a deterministic company-scale dataset for `npm run bench`:
 *
 *   npm run bench:seed -- --employees 50000 --stores 1000 --works 1000000 [--reset]
 *
 * PostgreSQL when BENCH_DATABASE_URL (or DATABASE_URL) is set, PGlite in bench/.data otherwise
 * (smaller defaults there). The demo company goes in first, so the demo accounts exist; then
 * stores across the four regions (each with a store-HR account), employees in every status, and
 * finished, stopped and running works of flows 8 and 12 with their tasks and history, all
 * generated inside the database with INSERT … SELECT generate_series (no row crosses the wire).
 * The newest works are the running ones: east_hr holds ~5,000 to-dos at 801/1201 and hq_hr a
 * block of to-dos at 802 for the batch benchmark; hq_hr took part in nearly every finished work.
 *
 * Repeatable: a seeded database is left alone (prints its counts); `--reset` drops and recreates
 * it (PostgreSQL: only a database whose name contains "bench"; PGlite: bench/.data).
 */
import { existsSync, rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createDb, type DbHandle } from '../apps/server/src/db/client';
import { configurePiiKeys, parsePiiKey } from '../apps/server/src/db/pii-crypto';
import { isDatabaseEmpty, seedDemo } from '../apps/server/src/seed/demo';
import { BENCH_PII_KEY } from './lib/server';
import {
  benchTarget,
  databaseName,
  intArg,
  maintenanceUrl,
  PGLITE_DATA_DIR,
  PGLITE_DB_DIR,
  parseArgs,
} from './lib/target';

/** Reference "now" of the generated history (the demo seed's fixed reference day). */
const REFERENCE = '2026-11-01T09:00:00+08:00';
/** Works are spread evenly over the three years before the reference day. */
const HISTORY_DAYS = 3 * 365;
const BIG_TABLES = ['work', 'task', 'work_event', 'work_participant'];

interface Runner {
  query<T = Record<string, unknown>>(text: string): Promise<T[]>;
  close(): Promise<void>;
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const target = benchTarget();
  const big = target.driver === 'postgres';
  const size = {
    employees: intArg(args, 'employees', big ? 50_000 : 5_000),
    stores: intArg(args, 'stores', big ? 1_000 : 100),
    works: intArg(args, 'works', big ? 1_000_000 : 20_000),
  };
  const reset = args.reset === true;
  const started = Date.now();
  // The server the bench starts seals with this key (lib/server.ts): the demo's values too.
  configurePiiKeys(parsePiiKey(process.env.PII_KEY ?? BENCH_PII_KEY) as Buffer);
  log(`target: ${target.driver === 'postgres' ? redact(target.url!) : `PGlite ${PGLITE_DB_DIR}`}`);

  if (target.driver === 'postgres') await ensureDatabase(target.url!, reset);
  else if (reset && existsSync(PGLITE_DATA_DIR)) rmSync(PGLITE_DATA_DIR, { recursive: true, force: true });

  const handle = await createDb(
    target.driver === 'postgres' ? { databaseUrl: target.url, poolSize: 2 } : { dataDir: PGLITE_DB_DIR },
  );
  try {
    await handle.migrate();
    if (await isDatabaseEmpty(handle.db)) {
      const summary = await seedDemo(handle.db);
      log(`demo company seeded: ${JSON.stringify(summary)}`);
    }
    const runner = await openRunner(handle, target.url);
    try {
      const [{ n }] = await runner.query<{ n: number }>(`select count(*)::int as n from shop where code like 'BS%'`);
      if (n > 0) {
        log('bench data already present (use --reset to rebuild)');
      } else {
        await generate(runner, size);
        log('vacuum analyze …');
        for (const t of [...BIG_TABLES, 'employee', 'app_user', 'org_unit', 'shop'])
          await runner.query(`vacuum (analyze) ${t}`);
      }
      // Added after the first datasets were built: a seeded database gets it on the next run.
      await generateHealthCertificates(runner);
      await generateEmployeeHistory(runner);
      await generateCopies(runner);
      await report(runner);
    } finally {
      await runner.close();
    }
  } finally {
    await handle.close();
  }
  log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

async function ensureDatabase(url: string, reset: boolean) {
  const name = databaseName(url);
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`unexpected database name ${name}`);
  const admin = new pg.Client({ connectionString: maintenanceUrl(url) });
  await admin.connect();
  try {
    const exists = (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount! > 0;
    if (exists && reset) {
      // Never drop a database this tool did not make.
      if (!name.includes('bench')) throw new Error(`--reset drops only databases named *bench*; refusing "${name}"`);
      log(`dropping database ${name}`);
      await admin.query(`drop database ${name} with (force)`);
    }
    if (!exists || reset) {
      log(`creating database ${name}`);
      await admin.query(`create database ${name}`);
    }
  } finally {
    await admin.end();
  }
}

/** One session for the bulk load: session settings (trigger-free FK, memory for index builds) stick. */
async function openRunner(handle: DbHandle, url?: string): Promise<Runner> {
  if (handle.driver === 'postgres') {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    return {
      query: async <T>(text: string) => (await client.query(text)).rows as T[],
      close: () => client.end(),
    };
  }
  // PGlite is a single connection already.
  return {
    query: async <T>(text: string) => ((await handle.db.execute(sql.raw(text))) as unknown as { rows: T[] }).rows,
    close: async () => {},
  };
}

async function generate(db: Runner, size: { employees: number; stores: number; works: number }) {
  const one = async <T>(text: string) => (await db.query<T>(text))[0];
  const step = async (label: string, text: string) => {
    const t0 = Date.now();
    await db.query(text);
    log(`  ${label} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
  };

  const facts = await one<{
    hq: number;
    hash: string;
    store_role: number;
    shops: number;
    employees: number;
    max_emp: number;
    org_max: number;
    work_max: number;
    task_max: number;
  }>(`select
      (select id from app_user where account = 'hq_hr') as hq,
      (select password_hash from app_user where account = 'sh001_hr') as hash,
      (select id from role where role_id = '020') as store_role,
      (select count(*)::int from shop) as shops,
      (select count(*)::int from employee) as employees,
      (select coalesce(max(substr(employee_id, 2)::int), 100000) from employee where employee_id ~ '^E[0-9]{6}$') as max_emp,
      (select max(id) from org_unit) as org_max,
      (select coalesce(max(id), 0) from work) as work_max,
      (select coalesce(max(id), 0) from task) as task_max`);
  const regions = await db.query<{ code: string; id: number; path: string; rhr: number }>(
    `select o.code, o.id, o.path, min(u.id)::int as rhr
       from org_unit o
       join app_user u on u.org_unit_id = o.id and u.is_enabled
       join user_role ur on ur.user_id = u.id
       join role r on r.id = ur.role_ref and r.role_id = '010'
      where o.kind = 'region' group by o.code, o.id, o.path order by o.id`,
  );
  const region = (code: string) => {
    const r = regions.find((x) => x.code === code);
    if (!r) throw new Error(`region ${code} or its regional HR is missing: seed the demo company first`);
    return r;
  };
  const east = region('REG-EAST');
  const south = region('REG-SOUTH');
  const north = region('REG-NORTH');
  const west = region('REG-WEST');

  const newStores = Math.max(0, size.stores - facts.shops);
  const newEmployees = Math.max(0, size.employees - facts.employees);
  const W = size.works;
  if (newStores === 0 && W > 0) throw new Error('--stores must exceed the demo company stores (47)');
  if (W > 0 && newEmployees < 100) throw new Error('--employees must leave at least 100 employees for the works');
  // Running works are the newest: east_hr's regional to-dos, hq_hr's batch block, then a mix.
  const running = Math.max(Math.round(W * 0.02), Math.min(W, 1_500));
  const eastTodos = Math.min(Math.max(Math.round((5_000 * W) / 1_000_000), Math.min(500, W / 20)), running);
  const batchTodos = Math.min(3_000, Math.max(0, running - eastTodos));
  const finished = W - running;
  log(
    `generating ${newStores} stores, ${newEmployees} employees, ${W} works (${running} running: ${eastTodos} east regional, ${batchTodos} at 802)`,
  );

  // Generated rows are consistent by construction: skip the per-row foreign-key triggers.
  await db.query('set session_replication_role = replica');
  await db.query(`set maintenance_work_mem = '512MB'`);
  await db.query(`set work_mem = '256MB'`);
  await db.query('begin');

  // Secondary indexes of the big tables are rebuilt once at the end rather than row by row.
  const indexes = await db.query<{ indexname: string; indexdef: string }>(
    `select indexname, indexdef from pg_indexes
      where schemaname = current_schema() and tablename in (${BIG_TABLES.map((t) => `'${t}'`).join(', ')})
        and indexname not in (select conname from pg_constraint)`,
  );
  for (const ix of indexes) await db.query(`drop index "${ix.indexname}"`);

  await db.query(`create or replace function pg_temp.id_check(body text) returns text language sql immutable as $$
      select substr('10X98765432', (sum(substr(body, i, 1)::int * (array[7,9,10,5,8,4,2,1,6,3,7,9,10,5,8,4,2])[i]) % 11)::int + 1, 1)
        from generate_series(1, 17) i $$`);

  const regionRow = `(values
      (0, ${east.id}, '${east.path}', '上海市', '上海', '310101'),
      (1, ${south.id}, '${south.path}', '广东省', '广州', '440106'),
      (2, ${north.id}, '${north.path}', '北京市', '北京', '110105'),
      (3, ${west.id}, '${west.path}', '四川省', '成都', '510104')) as reg(idx, id, path, province, city, area)`;
  // 35 % of the stores in 华东, 25 % 华南, 20 % 华北, 20 % 西南.
  const regionOf = (k: string) =>
    `(case when ${k} % 20 < 7 then 0 when ${k} % 20 < 12 then 1 when ${k} % 20 < 16 then 2 else 3 end)`;

  await step(
    `org units for ${newStores} stores`,
    `insert into org_unit (id, parent_id, kind, code, name, path, sort)
     select ${facts.org_max} + k, reg.id, 'store', 'BS' || lpad(k::text, 4, '0'), reg.city || '第' || k || '号店',
            reg.path || (${facts.org_max} + k) || '/', 1000 + k
       from generate_series(1, ${newStores}) k join ${regionRow} on reg.idx = ${regionOf('k')}`,
  );
  await db.query(`select setval(pg_get_serial_sequence('org_unit', 'id'), (select max(id) from org_unit))`);
  await step(
    'shops',
    `insert into shop (org_unit_id, region_unit_id, code, name, province, city, address, is_open, opened_date, budget_headcount)
     select o.id, o.parent_id, o.code, o.name, reg.province, reg.city, reg.city || '市中心路' || (o.id % 500) || '号',
            true, date '2012-01-01' + (o.id * 7 % 3000), 30 + o.id % 40
       from org_unit o join ${regionRow} on reg.id = o.parent_id
      where o.code like 'BS%' order by o.id`,
  );
  await step(
    'store HR accounts',
    `insert into app_user (account, display_name, email, org_unit_id, password_hash)
     select lower(code) || '_hr', code || '店铺HR', lower(code) || '_hr@bench.example.com', id, '${facts.hash.replaceAll("'", "''")}'
       from org_unit where code like 'BS%' order by id`,
  );
  await db.query(
    `insert into user_role (user_id, role_ref) select id, ${facts.store_role} from app_user where account like 'bs%\\_hr'`,
  );
  await db.query(`create temp table b_store on commit drop as
     select (row_number() over (order by s.id) - 1)::int as k, s.id as shop_id, s.code, s.name, s.org_unit_id, o.path,
            reg.idx as region_idx, reg.area, u.id as hr_user_id
       from shop s join org_unit o on o.id = s.org_unit_id join ${regionRow} on reg.id = o.parent_id
       join app_user u on u.account = lower(s.code) || '_hr'
      where s.code like 'BS%'`);
  await db.query('create index on b_store (k)');
  await db.query(`create temp table b_pos on commit drop as
     select (row_number() over (order by id) - 1)::int as k, id, name, default_rank from position
      where employee_type = 'store' and is_active`);

  // ~68 % active, 20 % resigned, 3 % transferred out, 5 % onboarding, 4 % resigning.
  const surnames = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹';
  const given = '伟芳娜敏静丽强磊军洋勇艳杰娟涛明超秀霞平刚桂英华玉萍红鹏飞辉宇婷雪晨浩欣怡佳俊琳';
  await step(
    `${newEmployees} employees`,
    `insert into employee (employee_id, name, gender, identity_number, phone, email, birth_date, employee_type, status,
                           org_unit_id, org_path, shop_id, position_id, rank, entry_date, probation_begin_date,
                           probation_end_date, contract_begin_date, contract_end_date, leave_date)
     select 'E' || (${facts.max_emp} + g.i), p.name, p.gender,
            p.body || pg_temp.id_check(p.body), '139' || lpad(g.i::text, 8, '0'), null, p.birth, 'store', p.status,
            bs.org_unit_id, bs.path, bs.shop_id, pos.id, pos.default_rank, p.entry, p.entry, p.entry + 89,
            case when p.status <> 3 then p.entry end,
            case when p.status <> 3 then (p.entry + interval '3 years' - interval '1 day')::date end,
            case p.status when 0 then p.entry + 100 + (p.h % 600)::int
                          when 4 then date '2026-11-16' + (p.h % 14)::int end
       from generate_series(1, ${newEmployees}) g(i)
       join b_store bs on bs.k = g.i % ${newStores}
       cross join lateral (select (g.i::bigint * 2654435761) % 4294967296 as h) hh
       cross join lateral (
         select hh.h,
                substr('${surnames}', 1 + (hh.h % ${surnames.length})::int, 1)
                  || substr('${given}', 1 + (hh.h / 31 % ${given.length})::int, 1)
                  || case when hh.h / 1300 % 10 < 7 then substr('${given}', 1 + (hh.h / 13000 % ${given.length})::int, 1) else '' end as name,
                case when hh.h / 7 % 100 < 66 then 'F' else 'M' end as gender,
                date '1980-01-01' + (g.i % 10000) as birth,
                case when hh.h / 3 % 100 < 68 then 1 when hh.h / 3 % 100 < 88 then 0 when hh.h / 3 % 100 < 91 then 2
                     when hh.h / 3 % 100 < 96 then 3 else 4 end as status,
                case when hh.h / 3 % 100 between 91 and 95 then date '2026-10-20' + (hh.h % 30)::int
                     else date '2015-01-01' + (hh.h / 17 % 4000)::int end as entry
       ) p0
       cross join lateral (
         select p0.*, bs.area || to_char(p0.birth, 'YYYYMMDD') || lpad((g.i / 10000)::text, 2, '0')
                  || ((hh.h / 11 % 5) * 2 + case when p0.gender = 'M' then 1 else 0 end)::text as body
       ) p
       join b_pos pos on pos.k = (p.h / 13 % (select count(*) from b_pos))::int`,
  );

  // Targets of works: current staff of the bench stores, in three pools (all, 华东, outside 华东).
  await db.query(`create temp table b_emp on commit drop as
     select e.id, e.employee_id, e.name, e.gender, e.identity_number, e.phone, e.org_unit_id, e.org_path, e.shop_id,
            e.position_id, e.rank, bs.code as shop_code, bs.name as shop_name, bs.hr_user_id, bs.region_idx,
            pos.name as position_name,
            (row_number() over (order by e.id) - 1)::int as k_all,
            (row_number() over (partition by bs.region_idx = 0 order by e.id) - 1)::int as k_part
       from employee e join b_store bs on bs.shop_id = e.shop_id join position pos on pos.id = e.position_id
      where e.status in (1, 4)
        -- the demo's own running works keep their people (one running work of a flow each)
        and not exists (select 1 from work w where w.status = 'running' and w.target_employee_ref = e.id)`);
  await db.query(`create temp table b_pool on commit drop as
     select 0 as pool, k_all as ek, id from b_emp
     union all select 1, k_part, id from b_emp where region_idx = 0
     union all select 2, k_part, id from b_emp where region_idx <> 0`);
  const pools = await one<{ all: number; east: number; other: number }>(
    `select count(*)::int as all, count(*) filter (where region_idx = 0)::int as east,
            count(*) filter (where region_idx <> 0)::int as other from b_emp`,
  );

  if (pools.east < eastTodos || pools.other < running - eastTodos)
    throw new Error(
      `too few employees for ${running} running works (${pools.east} in 华东, ${pools.other} elsewhere): raise --employees`,
    );

  // Task templates per variant: position, node, who (R regional HR, H head-office HR, S starter), state.
  await db.query(
    `create temp table b_tpl (variant int, k int, node int, who char, status text, result smallint, opinion text) on commit drop`,
  );
  await db.query(`insert into b_tpl values
     (1,0,801,'R','done',0,'情况属实'), (1,1,802,'H','done',0,null),
     (2,0,801,'R','done',1,'金额有误，请核对'), (2,1,800,'S','done',0,null), (2,2,801,'R','done',0,'已核对'), (2,3,802,'H','done',0,null),
     (3,0,1201,'R','done',0,null), (3,1,1202,'H','done',0,'同意'), (3,2,1203,'R','done',0,'已到岗'), (3,3,1204,'H','done',0,null),
     (4,0,1201,'R','done',0,null), (4,1,1202,'H','done',1,'资料不全，请补充'), (4,2,1201,'R','done',0,'已补充'),
     (4,3,1202,'H','done',0,'同意'), (4,4,1203,'R','done',0,'已到岗'), (4,5,1204,'H','done',0,null),
     (5,0,1201,'R','done',2,'候选人放弃入职'),
     (10,0,801,'R','todo',null,null),
     (11,0,801,'R','done',0,'情况属实'), (11,1,802,'H','todo',null,null),
     (12,0,1201,'R','todo',null,null),
     (13,0,1201,'R','done',0,null), (13,1,1202,'H','todo',null,null),
     (14,0,1201,'R','done',0,null), (14,1,1202,'H','done',0,'同意'), (14,2,1203,'R','todo',null,null),
     (15,0,1201,'R','done',0,null), (15,1,1202,'H','done',0,'同意'), (15,2,1203,'R','done',0,'已到岗'), (15,3,1204,'H','todo',null,null),
     (16,0,801,'R','done',1,'请补充照片'), (16,1,800,'S','todo',null,null)`);
  await db.query(`create temp table b_variant on commit drop as
     select variant, (min(node) / 100)::int as flow, count(*)::int as ntasks,
            case when variant = 5 then 'stopped' when variant < 10 then 'finished' else 'running' end as status,
            case when variant >= 10 then (array_agg(node order by k desc))[1] end as current_node
       from b_tpl group by variant`);

  const hash = `((i::bigint * 2654435761) % 4294967296)`;
  await step(
    `plan of ${W} works`,
    `create temp table b_plan on commit drop as
     select i, variant, tbase, ntasks,
            timestamptz '${REFERENCE}' - interval '10 days' - (${W} - i) * interval '${((HISTORY_DAYS * 86400) / Math.max(W, 1)).toFixed(3)} seconds' as started,
            -- Finished works spread over the pool; running ones take consecutive employees of their
            -- block, so no employee has two running works of a flow (work_one_running_uq).
            case when i > ${finished} and pool = 1 then ${pools.east ? `(i - ${finished} - 1) % ${pools.east}` : 0}
                 when i > ${finished} then ${pools.other ? `(i - ${finished} - ${eastTodos} - 1) % ${pools.other}` : 0}
                 when pool = 0 then ${pools.all ? `(i::bigint * 7919) % ${pools.all}` : 0}
                 when pool = 1 then ${pools.east ? `(i::bigint * 7919) % ${pools.east}` : 0}
                 else ${pools.other ? `(i::bigint * 7919) % ${pools.other}` : 0} end as ek, pool
       from (
         select i, variant, pool, v.ntasks, ${facts.task_max} + sum(v.ntasks) over (order by i) - v.ntasks as tbase
           from (
             select i,
                    case when i <= ${finished} then
                           case when i % 10 < 7 then case when ${hash} / 5 % 100 < 5 then 5 when ${hash} / 5 % 100 < 30 then 4 else 3 end
                                else case when ${hash} / 5 % 100 < 40 then 2 else 1 end end
                         when i - ${finished} <= ${eastTodos} then case when i % 2 = 0 then 10 else 12 end
                         when i - ${finished} <= ${eastTodos + batchTodos} then 11
                         else (array[11,13,14,15,16,10,12])[1 + (i % 7)] end as variant,
                    case when i <= ${finished} then 0
                         when i - ${finished} <= ${eastTodos} then 1
                         else 2 end as pool
               from generate_series(1, ${W}) i
           ) x join b_variant v using (variant)
       ) y`,
  );
  const rhrArray = `(array[${east.rhr}, ${south.rhr}, ${north.rhr}, ${west.rhr}])`;
  await step(
    'resolve targets',
    `create temp table b_work on commit drop as
     select p.i, ${facts.work_max} + p.i as work_id, p.variant, p.tbase, p.ntasks, p.started, e.id as emp_ref,
            e.employee_id, e.name, e.gender, e.identity_number, e.phone, e.org_unit_id, e.org_path, e.shop_id,
            e.shop_code, e.shop_name, e.position_id, e.position_name, e.rank, e.hr_user_id as starter,
            ${rhrArray}[e.region_idx + 1] as rhr
       from b_plan p join b_pool bp on bp.pool = p.pool and bp.ek = p.ek join b_emp e on e.id = bp.id`,
  );
  await step(
    'works',
    `insert into work (id, flow_id, target_employee_ref, org_unit_id, org_path, shop_id, starter_user_id, form_data, status,
                       current_node_id, stop_reason, version, started_at, finished_at)
     select p.work_id, v.flow, p.emp_ref, p.org_unit_id, p.org_path, p.shop_id, p.starter,
            case v.flow when 8 then jsonb_build_object(
                'employeeId', p.employee_id, 'employeeName', p.name, 'shopCode', p.shop_code,
                'deductionsMonth', to_char(p.started, 'YYYY-MM'), 'lostDdeductions', (p.i % 300) + 0.5,
                'workClothesDeductions', 80, 'marketMealFeeDeductions', 0, 'marketFineDeductions', (p.i % 3) * 50,
                'remark', '遗失门店物品')
            else jsonb_build_object(
                'inductionType', 'new', 'name', p.name, 'gender', p.gender, 'identityNumber', p.identity_number,
                'phone', p.phone, 'employeeType', 'store', 'shopCode', p.shop_code, 'shopName', p.shop_name,
                'positionId', p.position_id, 'positionName', p.position_name, 'rank', p.rank,
                'preEntryTime', to_char(p.started + interval '7 days', 'YYYY-MM-DD'),
                'entryDate', case when v.status = 'finished' then to_char(p.started + interval '8 days', 'YYYY-MM-DD') end,
                'isArrivalTimeTitle', case when v.status = 'finished' then true end,
                'probationMonths', 3, 'contractYears', 3, 'employeeRef', p.emp_ref, 'employeeId', p.employee_id) end,
            v.status, v.current_node,
            case when v.status = 'stopped' then '由' || rhr.display_name || '终止：候选人放弃入职' end,
            1 + v.ntasks, p.started,
            case when v.status <> 'running' then p.started + v.ntasks * interval '18 hours' - interval '7 minutes' end
       from b_work p join b_variant v using (variant) join app_user rhr on rhr.id = p.rhr
      order by p.work_id`,
  );
  await step(
    'tasks',
    `insert into task (id, work_id, node_id, assignee_user_id, status, result, opinion, arrived_at, completed_at,
                       deadline_at, from_task_id, target_employee_ref, target_name)
     select p.tbase + t.k + 1, p.work_id, t.node,
            case t.who when 'H' then ${facts.hq} when 'S' then p.starter else p.rhr end,
            t.status, t.result, t.opinion, p.started + t.k * interval '18 hours',
            case when t.status = 'done' then p.started + (t.k + 1) * interval '18 hours' - interval '7 minutes' end,
            case t.node when 801 then p.started + t.k * interval '18 hours' + interval '72 hours'
                        when 1201 then p.started + t.k * interval '18 hours' + interval '48 hours' end,
            case when t.k > 0 then p.tbase + t.k end, p.emp_ref, p.name
       from b_work p join b_tpl t using (variant)
      order by 1`,
  );
  await db.query(`select setval(pg_get_serial_sequence('work', 'id'), greatest((select max(id) from work), 1))`);
  await db.query(`select setval(pg_get_serial_sequence('task', 'id'), greatest((select max(id) from task), 1))`);
  // Per work, ids follow time: its start, then each decision in task order, then its finish.
  await step(
    'work events: start',
    `insert into work_event (work_id, node_id, kind, actor_user_id, created_at)
     select id, flow_id * 100, 'start', starter_user_id, started_at from work where id > ${facts.work_max} order by id`,
  );
  await step(
    'work events: decisions',
    `insert into work_event (work_id, task_id, node_id, kind, actor_user_id, msg, created_at)
     select work_id, id, node_id, case result when 0 then 'approve' when 1 then 'rollback' else 'terminate' end,
            assignee_user_id, opinion, completed_at
       from task where id > ${facts.task_max} and status = 'done' order by id`,
  );
  await step(
    'work events: finish',
    `insert into work_event (work_id, kind, actor_user_id, msg, created_at)
     select id, 'finish', ${facts.hq}, '流程已办结', finished_at from work
      where id > ${facts.work_max} and status = 'finished' order by id`,
  );
  // The triggers that keep the task lists and counters are off with the foreign keys: derive them once.
  await step('task lists and counters', 'select task_lists_rebuild()');
  for (const ix of indexes) await step(`index ${ix.indexname}`, ix.indexdef);
  await db.query('commit');
}

/** Whether the bench stores' employees already have rows in `table` (its `column` names the employee). */
async function benchStaffHave(db: Runner, table: string, column: string): Promise<boolean> {
  const [{ done }] = await db.query<{ done: boolean }>(
    `select exists (select 1 from ${table} x join employee e on e.id = x.${column}
                     join shop s on s.id = e.shop_id where s.code like 'BS%') as done`,
  );
  return done;
}

/**
 * 健康证 of the bench stores' active staff, relative to the day the seed runs (the registry's
 * statuses are the real today's): 15 % have none (缺失), 10 % expired, 5 % expiring within the
 * warning days, the rest valid; one in five valid ones also has the certificate before it.
 * Skipped when the bench employees already have certificates.
 */
async function generateHealthCertificates(db: Runner) {
  if (await benchStaffHave(db, 'health_certificate', 'employee_ref')) return;
  const t0 = Date.now();
  await db.query('begin');
  await db.query(`create temporary table b_health on commit drop as
      select e.id as employee_ref, e.id % 20 as bucket,
             case when e.id % 20 in (3, 4) then today - (1 + e.id % 90)
                  when e.id % 20 = 5 then today + e.id % 30
                  else today + 31 + e.id % 300 end as end_date
        from employee e join shop s on s.id = e.shop_id,
             lateral (select (now() at time zone 'Asia/Shanghai')::date as today) d
       where s.code like 'BS%' and e.status = 1 and e.employee_type = 'store' and e.id % 20 > 2`);
  await db.query(`insert into health_certificate (employee_ref, start_date, end_date, remark)
      select employee_ref, end_date - 364, end_date, '' from b_health
      union all
      select employee_ref, end_date - 729, end_date - 365, '上一张' from b_health where bucket > 5 and employee_ref % 5 = 0`);
  await db.query(`update employee e set health_end_date = h.end_date from b_health h where h.employee_ref = e.id`);
  await db.query('commit');
  await db.query('vacuum (analyze) health_certificate');
  await db.query('vacuum (analyze) employee');
  const [{ n }] = await db.query<{ n: number }>('select count(*)::int as n from health_certificate');
  log(`  health certificates: ${n} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
}

/**
 * The bench employees' history, as the processes write it, so the reports (issue 21) read company
 * scale (with recent entries and leavings, below): each entry (status 3 → 1 and the store, kind
 * entry, on the entry date), each leaving (status 1 → 0 on the leave date) and, for one in ten of those still employed, a store move from
 * another bench store within the last year (kind transfer) — about 100 moves a week. Each row is
 * recorded at 09:00 on its effective date. Skipped when the bench employees already have history.
 */
async function generateEmployeeHistory(db: Runner) {
  if (await benchStaffHave(db, 'employee_history', 'employee_id')) return;
  const t0 = Date.now();
  await db.query('begin');
  // The generated dates are years old: move 2 % of the active staff's entries and 10 % of the
  // leavers' leave dates into the last 12 weeks, so the weekly reports read a realistic week
  // (about 70 hires and 85 leavers) and a 12-week trend.
  const day = `((now() at time zone 'Asia/Shanghai')::date - (e.id % 84)::int)`;
  await db.query(`update employee e set entry_date = ${day}, probation_begin_date = ${day}, probation_end_date = ${day} + 89,
                         contract_begin_date = ${day}, contract_end_date = (${day} + interval '3 years' - interval '1 day')::date
        from shop s
       where s.id = e.shop_id and s.code like 'BS%' and e.status = 1 and e.id % 50 = 7`);
  await db.query(`update employee e set leave_date = greatest(e.entry_date + 1, ${day})
        from shop s where s.id = e.shop_id and s.code like 'BS%' and e.status = 0 and e.id % 10 = 3`);
  await db.query(`create temporary table b_people on commit drop as
      with codes as (select array_agg(code order by id) as a from shop where code like 'BS%')
      select e.id, e.status, e.entry_date, e.leave_date, s.code as shop_code,
             case when codes.a[1 + e.id % cardinality(codes.a)] = s.code then codes.a[1 + (e.id + 1) % cardinality(codes.a)]
                  else codes.a[1 + e.id % cardinality(codes.a)] end as from_code
        from employee e join shop s on s.id = e.shop_id cross join codes
       where s.code like 'BS%' and e.status <> 3 and e.entry_date is not null`);
  await db.query(`insert into employee_history (employee_id, kind, field, old_value, new_value, effective_date, created_at)
      select id, 'entry', 'status', '3', '1', entry_date, (entry_date + time '09:00') at time zone 'Asia/Shanghai' from b_people
      union all
      select id, 'entry', 'shopId', null, shop_code, entry_date, (entry_date + time '09:00') at time zone 'Asia/Shanghai' from b_people
      union all
      select id, 'resignation', 'status', '1', '0', leave_date, (leave_date + time '09:00') at time zone 'Asia/Shanghai'
        from b_people where status = 0 and leave_date is not null
      union all
      select id, 'transfer', 'shopId', from_code, shop_code, m.moved, (m.moved + time '09:00') at time zone 'Asia/Shanghai'
        from b_people, lateral (select greatest(entry_date + 1, (now() at time zone 'Asia/Shanghai')::date - id % 365) as moved) m
       where status in (1, 4) and id % 10 = 0 and m.moved <= (now() at time zone 'Asia/Shanghai')::date`);
  await db.query('commit');
  await db.query('vacuum (analyze) employee_history');
  const [{ n }] = await db.query<{ n: number }>('select count(*)::int as n from employee_history');
  await db.query('vacuum (analyze) employee');
  log(`  employee history: ${n} rows (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
}

/**
 * 抄送 (issue 37) at the scale issue 37 measured: every bench work copied to one of the store HR
 * accounts, and head-office HR (hq_hr) copied on one work in fifteen (about 66,000 on 1M works), a
 * third of those unread. Skipped when bench works already have copies.
 */
async function generateCopies(db: Runner) {
  const [{ done }] = await db.query<{ done: boolean }>(
    `select exists (select 1 from work_copy c join work w on w.id = c.work_id join shop s on s.id = w.shop_id
                     where s.code like 'BS%') as done`,
  );
  if (done) return;
  const t0 = Date.now();
  await db.query('begin');
  await db.query(`create temporary table b_copy_users on commit drop as
      select row_number() over (order by u.id) as k, u.id from app_user u
        join org_unit o on o.id = u.org_unit_id join shop s on s.org_unit_id = o.id where s.code like 'BS%'`);
  await db.query(`insert into work_copy (work_id, user_id, by_user_id, node_id, copied_at, read_at)
      select w.id, cu.id, w.starter_user_id, null::int, w.started_at + interval '1 hour', w.started_at + interval '1 day'
        from work w join shop s on s.id = w.shop_id
        join b_copy_users cu on cu.k = 1 + w.id % (select count(*) from b_copy_users)
       where s.code like 'BS%' and cu.id <> w.starter_user_id
      union all
      select w.id, hq.id, w.starter_user_id, null::int, w.started_at + interval '2 hours',
             case when w.id % 3 = 0 then null else w.started_at + interval '1 day' end
        from work w join shop s on s.id = w.shop_id, (select id from app_user where account = 'hq_hr') hq
       where s.code like 'BS%' and w.id % 15 = 0
      on conflict do nothing`);
  await db.query('commit');
  await db.query('vacuum (analyze) work_copy');
  const [{ n }] = await db.query<{ n: number }>('select count(*)::int as n from work_copy');
  log(`  copies: ${n} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
}

async function report(db: Runner) {
  const [c] = await db.query<Record<string, number>>(`select
      (select count(*)::int from shop) as stores,
      (select count(*)::int from employee) as employees,
      (select count(*)::int from app_user) as users,
      (select count(*)::int from work) as works,
      (select count(*)::int from work where status = 'running') as running,
      (select count(*)::int from work where status = 'finished') as finished,
      (select count(*)::int from work where status = 'stopped') as stopped,
      (select count(*)::int from task) as tasks,
      (select count(*)::int from work_event) as events,
      (select count(*)::int from task t join app_user u on u.id = t.assignee_user_id
        where u.account = 'east_hr' and t.status = 'todo' and t.node_id in (801, 1201)) as east_hr_todo_801_1201,
      (select count(*)::int from task t join app_user u on u.id = t.assignee_user_id
        where u.account = 'hq_hr' and t.status = 'todo' and t.node_id = 802) as hq_hr_todo_802,
      (select count(*)::int from task t join app_user u on u.id = t.assignee_user_id
        where u.account = 'hq_hr' and t.status = 'done') as hq_hr_done_tasks`);
  const statuses = await db.query<{ status: number; n: number }>(
    'select status, count(*)::int as n from employee group by status order by status',
  );
  log(`counts: ${JSON.stringify(c)}`);
  log(`employees by status: ${statuses.map((s) => `${s.status}:${s.n}`).join(' ')}`);
}

function log(line: string) {
  console.log(`[bench:seed] ${line}`);
}

function redact(url: string) {
  const u = new URL(url);
  if (u.password) u.password = '***';
  return u.toString();
}

main().catch((err) => {
  console.error(err instanceof Error ? (err.stack ?? err.message) : err);
  process.exit(1);
});
