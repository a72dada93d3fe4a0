/**
 * `npm run bench`: measures the production build of the server on the bench database
 * (BENCH_DATABASE_URL; PGlite in bench/.data when unset — seed it first with `npm run bench:seed`)
 * and writes bench/results/latest.json and latest.md.
 *
 *   1. lists: median/p99 at concurrency 1 and 32 (autocannon in its own process), and
 *   2. their floor: the SQL each endpoint ran, captured from the server, replayed with pg over as
 *      many connections as the server's pool; and the HTTP floor, GET /api/health (one `select 1`);
 *   3. BatchProcessingTasks of 1,000 to-dos (hq_hr, node 802);
 *   4. ExportCompletedTaskList of ~100,000 rows: seconds and the server's peak RSS;
 *   5. ImportSalaryAdjustment of 10,000 rows (when the salary module is served);
 *   6. web: JavaScript gzip size for /login and /task/index, navigation → first task row.
 *
 * Options: --server-node-options '--max-old-space-size=256' --build-web (build apps/web into bench/dist/web and measure that build; without it, apps/web/dist) --quiet-wait S (wait up to S s for load < 1, default 300) --requests-c1 N (default 200) --requests-c32 N (default 2000) --only lists,batch,export,health-export,report-export,import,web,events --lists KEY,... --web-dist DIR (serve and measure another build in the web app's place) --streams N (default 1000)
 *          --pool N (server DATABASE_POOL_SIZE, default 10) --save NAME (also results/NAME.json)
 *          --compare NAME (a before column from results/NAME.json; default: before, when present)
 */

import { execFileSync, spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';
import {
  ApprovalPaths,
  BUILT_REPORTS,
  businessToday,
  HEALTH_IMPORT_HEADERS,
  HEALTH_IMPORT_MAX_ROWS,
  HealthPaths,
  lastWeekRange,
  REPORTS,
  ReportPaths,
  SALARY_IMPORT_HEADERS,
  SalaryPaths,
  StaffEntryListPaths,
  StaffPaths,
  TaskPaths,
} from '@hris/contract';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import pg from 'pg';
import { login, post } from './lib/api';
import { type CpuPerRequest, type CpuSnapshot, cpuPerRequest, cpuSnapshot } from './lib/cpu';
import { benchEvents, type EventsResult } from './lib/events';
import {
  type CapturedQuery,
  FASTIFY_FLOOR_ROUTES,
  pgExecutor,
  replay,
  type SqlExecutor,
  toWaves,
  type Wave,
} from './lib/floor';
import { renderMarkdown } from './lib/report';
import {
  ensureServerBuilt,
  memoryOf,
  type ServerProcess,
  sampleRss,
  startDriverFloor,
  startServer,
} from './lib/server';
import type { LatencySummary } from './lib/stats';
import { BENCH_DIR, benchTarget, intArg, PGLITE_DB_DIR, parseArgs, REPO_DIR } from './lib/target';
import { measureWeb, WEB_DIST, type WebResult, webAvailable } from './lib/web';

const RESULTS = path.join(BENCH_DIR, 'results');
// Under a folder named dist: ignored by git and by biome.
const BENCH_WEB_DIST = path.join(BENCH_DIR, 'dist/web');
const CONCURRENCY = [1, 32] as const;
const EXPORT_ROWS = 100_000;
const BATCH_SIZE = 1_000;
const IMPORT_ROWS = 10_000;
/** An export still running after this long is reported as unfinished. */
const EXPORT_TIMEOUT_S = 900;

export interface ListBench {
  key: string;
  title: string;
  account: string;
  url: string;
  body: Record<string, unknown>;
  note?: string;
  /** Its own targets where the issue that asked for it set them (else the four lists' targets). */
  targets?: { apiSqlRatio?: number; c1Only?: boolean; p50Ms?: number };
}

export interface ListResult extends ListBench {
  rows: number;
  total: number | null;
  queries: number;
  waves: number;
  /** Per concurrency: the API's latencies, the SQL floor's, and CPU per request of the measured run. */
  runs: Record<
    string,
    {
      api: LatencySummary;
      sql: LatencySummary | null;
      cpu?: CpuPerRequest;
      /** The same statements and answer through a bare node:http + node-postgres server (lib/driver-floor.ts). */
      driverFloor?: { api: LatencySummary; cpu: CpuPerRequest };
      /** The same through Fastify with the route's schemas (the task lists). */
      fastifyFloor?: { api: LatencySummary; cpu: CpuPerRequest };
    }
  >;
}

export interface BenchResults {
  meta: {
    date: string;
    machine: { cpus: number; cpuModel: string; memGb: number; node: string };
    database: { driver: string; version: string; counts: Record<string, number> };
    serverPoolSize: number;
    serverNodeOptions: string;
    requests: Record<string, number>;
    /** 1-minute load average when each part started (other work on the machine skews the numbers). */
    load: Record<string, number>;
  };
  lists: ListResult[];
  /** GET /api/health (HTTP and `select 1`) at each concurrency: the cost of any request here. */
  httpFloor?: Record<string, { api: LatencySummary; cpu: CpuPerRequest }>;
  batch?: { tasks: number; seconds: number; tasksPerSecond: number; succeeded: number; failed: number; note?: string };
  export?: ExportResult;
  /** ExportHealthCertificatesPageList of the whole registry (hq_hr): issue 19's target. */
  healthExport?: ExportResult;
  /** Issue 21: each report's export for last week, whole company (hq_hr). */
  reportExports?: (ExportResult & { key: string; title: string })[];
  import?: ImportResult | { skipped: string };
  web?: WebResult | { skipped: string };
  events?: EventsResult;
}

/** Issue 39: the imports' time and memory, and the server's answers while hostile files are read. */
export interface ImportResult {
  rows: number;
  seconds: number;
  /** The server's peak RSS during the salary import, and before it. */
  peakRssMb?: number;
  rssBeforeMb?: number;
  applied: number;
  allOrNothing: string;
  /** ImportHealthCertificates of HEALTH_IMPORT_MAX_ROWS rows. */
  health?: { rows: number; seconds: number; peakRssMb: number; code: number; msg: string };
  /** Three 200,000-row files sent at once while GET /api/health is asked every 20 ms. */
  hostile?: {
    files: number;
    rows: number;
    seconds: number;
    refused: number;
    healthP50Ms: number;
    healthP99Ms: number;
    healthCalls: number;
  };
}

export interface ExportResult {
  rows: number;
  expectedRows: number | null;
  filter: unknown;
  seconds: number;
  bytes: number;
  rssBeforeMb: number;
  peakRssMb: number;
  note?: string;
}

const log = (line: string) => console.log(`[bench] ${line}`);

/**
 * The machine is shared: before each part, wait (up to `maxSeconds`) for the 1-minute load
 * average to fall under `threshold`, and record what it was.
 */
async function quiet(results: BenchResults, part: string, maxSeconds: number, threshold = 1.0) {
  const deadline = Date.now() + maxSeconds * 1000;
  while (os.loadavg()[0] > threshold && Date.now() < deadline) {
    log(`waiting for a quiet machine (load ${os.loadavg()[0].toFixed(2)}) before ${part}`);
    await new Promise((r) => setTimeout(r, 10_000));
  }
  results.meta.load[part] = Math.round(os.loadavg()[0] * 100) / 100;
}

/** Direct database access for set-up facts (PGlite only while the server is down). */
interface Direct {
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

async function openDirect(target: ReturnType<typeof benchTarget>): Promise<Direct> {
  if (target.driver === 'postgres') {
    const client = new pg.Client({ connectionString: target.url });
    await client.connect();
    return {
      query: async <T>(text: string, params?: unknown[]) => (await client.query(text, params)).rows as T[],
      close: () => client.end(),
    };
  }
  const db = await PGlite.create(PGLITE_DB_DIR);
  return {
    query: async <T>(text: string, params?: unknown[]) => (await db.query<T>(text, params)).rows,
    close: () => db.close(),
  };
}

interface Facts {
  version: string;
  counts: Record<string, number>;
  exportFrom: string | null;
  exportTo: string;
  exportExpected: number;
  salaryTable: boolean;
  importEmployees: { employeeId: string; name: string }[];
  /** Active store employees for the health import, and a start date after every certificate held. */
  healthEmployees: { employeeId: string; name: string }[];
  healthStart: string;
  /** Rows of the health-certificate registry: the active store employees. */
  registryRows: number;
}

const HQ_PARTICIPATED = `(w.starter_user_id = (select id from app_user where account = 'hq_hr')
  or exists (select 1 from task t where t.work_id = w.id and t.status = 'done'
             and t.assignee_user_id = (select id from app_user where account = 'hq_hr')))`;
const LOCAL_DAY = (col: string) => `to_char((${col} at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD')`;

async function gatherFacts(db: Direct): Promise<Facts> {
  const [{ version }] = await db.query<{ version: string }>(`select split_part(version(), ' ', 2) as version`);
  const [counts] = await db.query<Record<string, number>>(`select
      (select count(*)::int from shop) as stores, (select count(*)::int from employee) as employees,
      (select count(*)::int from work) as works, (select count(*)::int from task) as tasks,
      (select count(*)::int from work_event) as events`);
  if (!counts.works) throw new Error('the bench database has no works: run `npm run bench:seed` first');
  // The completed list of hq_hr, newest first: the day of its 100,000th row starts the export range.
  const [edge] = await db.query<{ day: string }>(
    `select ${LOCAL_DAY('finished_at')} as day from work w
      where status in ('finished', 'stopped') and ${HQ_PARTICIPATED}
      order by finished_at desc offset ${EXPORT_ROWS - 1} limit 1`,
  );
  const [last] = await db.query<{ day: string }>(
    `select ${LOCAL_DAY('max(finished_at)')} as day from work where status in ('finished', 'stopped')`,
  );
  const [{ n: expected }] = await db.query<{ n: number }>(
    `select count(*)::int as n from work w where status in ('finished', 'stopped') and ${HQ_PARTICIPATED}
       ${edge ? `and finished_at >= '${edge.day}T00:00:00+08:00'` : ''}`,
  );
  const [{ exists: salaryTable }] = await db.query<{ exists: boolean }>(
    `select to_regclass('salary_adjustment') is not null as exists`,
  );
  const importEmployees = await db.query<{ employeeId: string; name: string }>(
    `select employee_id as "employeeId", name from employee where status in (1, 4) order by id desc limit ${IMPORT_ROWS}`,
  );
  const healthEmployees = await db.query<{ employeeId: string; name: string }>(
    `select employee_id as "employeeId", name from employee where status = 1 and employee_type = 'store'
      order by id desc limit ${HEALTH_IMPORT_MAX_ROWS}`,
  );
  const [{ start: healthStart }] = await db.query<{ start: string }>(
    `select to_char(greatest(coalesce(max(end_date), current_date), current_date) + 1, 'YYYY-MM-DD') as start
       from health_certificate`,
  );
  const [{ n: registryRows }] = await db.query<{ n: number }>(
    `select count(*)::int as n from employee where status = 1 and employee_type = 'store'`,
  );
  return {
    version,
    counts,
    registryRows,
    exportFrom: edge?.day ?? null,
    exportTo: last.day,
    exportExpected: expected,
    salaryTable,
    importEmployees,
    healthEmployees,
    healthStart,
  };
}

function listBenches(): ListBench[] {
  return [
    {
      key: 'todo',
      title: 'GetToDoTaskList p.1 (east_hr)',
      account: 'east_hr',
      url: TaskPaths.getToDoTaskList,
      body: {
        pageIndex: 1,
        pageSize: 20,
        sortFieldName: 'arrivedTime',
        sortDirection: 'desc',
        filters: { name: { search: '王' } },
      },
      note: '20 rows by arrivedTime desc, employee name contains 王',
    },
    {
      key: 'completed',
      title: 'GetCompletedTaskList p.200 (hq_hr)',
      account: 'hq_hr',
      url: TaskPaths.getCompletedTaskList,
      body: { pageIndex: 200, pageSize: 20, sortFieldName: 'arrivedTime', sortDirection: 'desc' },
      note: '20 rows from offset 3,980 by completion time',
    },
    {
      key: 'counts',
      title: 'GetTaskCounts (hq_hr)',
      account: 'hq_hr',
      url: TaskPaths.getTaskCounts,
      body: {},
      note: 'to-do, running and completed counts by flow',
    },
    {
      key: 'staff',
      title: 'GetStaffList (hq_hr)',
      account: 'hq_hr',
      url: StaffPaths.getStaffList,
      body: {
        pageIndex: 1,
        pageSize: 20,
        sortFieldName: 'employeeId',
        sortDirection: 'asc',
        filters: { name: { search: '王' }, status: { search: '1' } },
      },
      note: 'name filter 王 (the endpoint matches "contains"), status 在职',
    },
    {
      key: 'health',
      title: 'GetHealthCertificatesPageList p.1 (hq_hr)',
      account: 'hq_hr',
      url: HealthPaths.getHealthCertificatesPageList,
      body: { pageIndex: 1, pageSize: 20 },
      note: 'the registry in its default order (missing first, then the soonest to end); issue 19: API p50 at c=1 within 3 × its SQL floor',
      targets: { apiSqlRatio: 3, c1Only: true },
    },
    {
      key: 'healthExpired',
      title: 'GetHealthCertificatesPageList 已过期 p.10 (hq_hr)',
      account: 'hq_hr',
      url: HealthPaths.getHealthCertificatesPageList,
      body: { pageIndex: 10, pageSize: 20, filters: { status: { search: 'expired' } } },
      note: 'status 已过期, rows 181–200 in the default order',
      targets: { apiSqlRatio: 3, c1Only: true },
    },
    // Issue 40: the lists of the last wave users open most.
    {
      key: 'copied',
      title: 'GetCopiedTaskList p.1 (hq_hr)',
      account: 'hq_hr',
      url: ApprovalPaths.getCopiedTaskList,
      body: { pageIndex: 1, pageSize: 20 },
      note: '抄送我的: ~66,000 copies of hq_hr, newest first',
    },
    {
      key: 'entries',
      title: 'GetStaffEntryPageList p.1 (hq_hr)',
      account: 'hq_hr',
      url: StaffEntryListPaths.getStaffEntryPageList,
      body: { pageIndex: 1, pageSize: 20 },
      note: '员工入职列表 (an information-statistics list): the ~695,000 onboardings of the whole company, default order',
    },
    // Issue 21: each report for last week (Monday–Sunday), whole company, within 500 ms at c=1.
    ...BUILT_REPORTS.map((key) => ({
      key: `report_${key}`,
      title: `${REPORTS[key].title} (hq_hr, last week)`,
      account: 'hq_hr',
      url: ReportPaths.get(key),
      body: { ...lastWeekRange(businessToday()) },
      note: 'issue 21: whole company, last week; < 500 ms at c=1',
      targets: { c1Only: true, p50Ms: 500 },
    })),
  ];
}

/** The concurrencies a list is measured at: both, or 1 only where its issue set a c=1 target alone. */
const concurrenciesOf = (bench: ListBench) => CONCURRENCY.filter((c) => c === 1 || !bench.targets?.c1Only);

/** What the load generator sends: a list call (POST with the user's token), or the HTTP floor's GET. */
interface LoadTarget {
  url: string;
  method?: 'GET' | 'POST';
  token?: string;
  body?: Record<string, unknown>;
}

/** Runs autocannon in its own process against one endpoint. */
function load(
  server: ServerProcess,
  target: LoadTarget,
  connections: number,
  amount: number,
  withPostgres: boolean,
): Promise<{ api: LatencySummary; cpu: CpuPerRequest }> {
  const baseUrl = server.baseUrl;
  const spec = {
    url: `${baseUrl}${target.url}`,
    method: target.method ?? 'POST',
    headers: target.token ? { AccessToken: target.token } : {},
    body: JSON.stringify(target.body ?? {}),
    connections,
    amount,
    // As long as the measured run (up to 2,000 requests): V8 has compiled the hot paths and the
    // pool holds all its connections before anything is timed.
    warmup: Math.max(connections * 10, Math.min(2000, amount)),
    timeoutSeconds: 600,
  };
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(BENCH_DIR, 'lib/load.ts'), JSON.stringify(spec)],
      {
        cwd: REPO_DIR,
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let out = '';
    let measuring: CpuSnapshot | undefined;
    let measured: CpuSnapshot | undefined;
    child.stdout.on('data', (d) => {
      out += d;
      if (!measuring && out.includes('"phase":"measure"')) measuring = cpuSnapshot(server.pid, withPostgres);
      if (!measured && out.includes('"phase":"done"')) measured = cpuSnapshot(server.pid, withPostgres);
    });
    child.on('exit', (code) => {
      const after = measured ?? cpuSnapshot(server.pid, withPostgres);
      if (code !== 0 || !measuring) return reject(new Error(`load generator exited with ${code}`));
      const api = JSON.parse(out.trim().split('\n').pop()!) as LatencySummary;
      resolve({ api, cpu: cpuPerRequest(measuring, after, api.requests) });
    });
  });
}

async function captureSql(server: ServerProcess, logFile: string, benches: ListBench[], tokens: Map<string, string>) {
  const captured = new Map<string, CapturedQuery[]>();
  for (const bench of benches) {
    // The job runner polls every 30 s, and at start-up runs the day's jobs (health-certificate
    // notices for 1,000 stores take a while): a capture it ran into is taken again a little later.
    for (let attempt = 0; attempt < 30; attempt++) {
      if (attempt > 0) await new Promise((r) => setTimeout(r, 2_000));
      const token = tokens.get(bench.account)!;
      await post(server.baseUrl, bench.url, token, bench.body);
      const offset = existsSync(logFile) ? statSync(logFile).size : 0;
      const { body } = await post(server.baseUrl, bench.url, token, bench.body);
      await new Promise((r) => setTimeout(r, 50));
      if (body.code !== 0) throw new Error(`${bench.url}: code ${body.code} ${body.msg}`);
      const lines = readFileSync(logFile).subarray(offset).toString('utf8').trim().split('\n').filter(Boolean);
      const queries = lines.map((l) => JSON.parse(l) as CapturedQuery);
      if (queries.some((q) => /"job"/.test(q.text))) continue;
      captured.set(bench.key, queries);
      break;
    }
    if (!captured.has(bench.key)) throw new Error(`could not capture the SQL of ${bench.url}`);
  }
  return captured;
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const target = benchTarget();
  const requests: Record<string, number> = {
    c1: intArg(args, 'requests-c1', 200),
    c32: intArg(args, 'requests-c32', 2000),
  };
  const only = typeof args.only === 'string' ? new Set(args.only.split(',')) : null;
  const wants = (part: string) => !only || only.has(part);
  const poolSize = intArg(args, 'pool', 10);
  const quietSeconds = intArg(args, 'quiet-wait', 300);
  // Flags for the server's node, as a deployment would set them (e.g. --max-old-space-size=256).
  const serverNodeOptions = typeof args['server-node-options'] === 'string' ? args['server-node-options'] : '';
  const serverEnv: Record<string, string> = serverNodeOptions ? { NODE_OPTIONS: serverNodeOptions } : {};
  mkdirSync(RESULTS, { recursive: true });
  const serverLog = path.join(RESULTS, 'server.log.tmp');
  rmSync(serverLog, { force: true });

  ensureServerBuilt(log);
  const buildWeb = args['build-web'] === true && wants('web');
  if (buildWeb) {
    // Into a folder of the bench's own, so a build here never disturbs apps/web/dist.
    log(`building the web app into ${path.relative(REPO_DIR, BENCH_WEB_DIST)}`);
    execFileSync('npx', ['vite', 'build', '--outDir', BENCH_WEB_DIST, '--emptyOutDir'], {
      cwd: path.join(REPO_DIR, 'apps/web'),
      stdio: 'inherit',
    });
  }
  // Only a build of this run: an earlier one left in bench/dist/web would be measured as current.
  // --web-dist serves another page in the web app's place: the stack floor of bench/web-floor.
  const webDist =
    typeof args['web-dist'] === 'string' ? path.resolve(args['web-dist']) : buildWeb ? BENCH_WEB_DIST : WEB_DIST;
  log(`database: ${target.driver === 'postgres' ? target.url : `PGlite ${PGLITE_DB_DIR}`}`);
  const direct0 = await openDirect(target);
  const facts = await gatherFacts(direct0);
  if (target.driver === 'pglite') await direct0.close();
  log(`dataset: ${JSON.stringify(facts.counts)}`);

  const results: BenchResults = {
    meta: {
      date: new Date().toISOString(),
      machine: {
        cpus: os.cpus().length,
        cpuModel: os.cpus()[0]?.model ?? '',
        memGb: Math.round(os.totalmem() / 2 ** 30),
        node: process.version,
      },
      database: { driver: target.driver, version: facts.version, counts: facts.counts },
      serverPoolSize: poolSize,
      serverNodeOptions,
      requests,
      load: {},
    },
    lists: [],
  };

  const listKeys = typeof args.lists === 'string' ? new Set(args.lists.split(',')) : null;
  let benches = listBenches().filter((b) => !listKeys || listKeys.has(b.key));
  if (wants('lists')) {
    // 1. Capture the SQL each endpoint runs (server with the capture hook), then measure on a clean server.
    const sqlLog = path.join(RESULTS, 'sql-capture.tmp');
    rmSync(sqlLog, { force: true });
    let captured: Map<string, CapturedQuery[]>;
    {
      const server = await startServer({
        target,
        poolSize,
        logFile: serverLog,
        preload: [path.join(BENCH_DIR, 'lib/capture-sql.mjs')],
        env: { ...serverEnv, BENCH_SQL_LOG: sqlLog },
      });
      try {
        const tokens = new Map<string, string>();
        for (const a of new Set(benches.map((b) => b.account)))
          tokens.set(a, (await login(server.baseUrl, a)).accessToken);
        const staffAt = benches.findIndex((b) => b.key === 'staff');
        const staff =
          staffAt < 0
            ? null
            : await post(server.baseUrl, StaffPaths.getStaffList, tokens.get('hq_hr'), benches[staffAt].body);
        if (staff?.status === 404) {
          log('GetStaffList is not served yet: measuring /api/User/SearchEmployee instead');
          benches[staffAt] = {
            ...benches[staffAt],
            title: 'SearchEmployee (hq_hr)',
            url: '/api/User/SearchEmployee',
            body: { keyword: '王' },
            note: 'stand-in: the basic-data staff list was not served when measured',
          };
        }
        captured = await captureSql(server, sqlLog, benches, tokens);
      } finally {
        await server.stop();
      }
    }

    const answers = new Map<string, unknown>();
    const server = await startServer({ target, poolSize, logFile: serverLog, env: serverEnv });
    try {
      const tokens = new Map<string, string>();
      for (const a of new Set(benches.map((b) => b.account)))
        tokens.set(a, (await login(server.baseUrl, a)).accessToken);
      for (const bench of benches) {
        await quiet(results, bench.key, quietSeconds);
        const { body } = await post(server.baseUrl, bench.url, tokens.get(bench.account), bench.body);
        answers.set(bench.key, body);
        const data = body.data as { list?: unknown[]; rows?: unknown[]; total?: number } | unknown[];
        const queries = captured.get(bench.key)!;
        const result: ListResult = {
          ...bench,
          rows: Array.isArray(data) ? data.length : (data?.list?.length ?? data?.rows?.length ?? 0),
          total: Array.isArray(data) ? null : (data?.total ?? null),
          queries: queries.length,
          waves: toWaves(queries).length,
          runs: {},
        };
        for (const c of concurrenciesOf(bench)) {
          const amount = c === 1 ? requests.c1 : requests.c32;
          log(`${bench.title}: ${amount} requests at concurrency ${c}`);
          const { api, cpu } = await load(
            server,
            { url: bench.url, token: tokens.get(bench.account), body: bench.body },
            c,
            amount,
            target.driver === 'postgres',
          );
          result.runs[`c${c}`] = { api, sql: null, cpu };
          log(
            `  api p50 ${api.p50} ms, p99 ${api.p99} ms, ${api.rps} req/s, failed ${api.failed}; ` +
              `CPU per request: server ${cpu.serverMs} ms, PostgreSQL ${cpu.postgresMs ?? '–'} ms`,
          );
        }
        results.lists.push(result);
      }
      benches = results.lists;
      // What any request costs here before the endpoint's own work: HTTP, routing, one
      // `select 1` round trip and a small JSON answer, through the same load generator.
      await quiet(results, 'http-floor', quietSeconds);
      results.httpFloor = {};
      for (const c of CONCURRENCY) {
        const amount = c === 1 ? requests.c1 : requests.c32;
        log(`HTTP floor (GET /api/health): ${amount} requests at concurrency ${c}`);
        const run = await load(server, { url: '/api/health', method: 'GET' }, c, amount, target.driver === 'postgres');
        results.httpFloor[`c${c}`] = run;
        log(`  p50 ${run.api.p50} ms, p99 ${run.api.p99} ms; CPU per request: server ${run.cpu.serverMs} ms`);
      }
    } finally {
      await server.stop();
    }

    // 2. The floor, with the server down (PGlite admits one process).
    const exec = async (): Promise<SqlExecutor> => {
      // As many connections as the server's pool: the same number of PostgreSQL backends share
      // the cores as when the API runs these statements.
      if (target.driver === 'postgres') return pgExecutor(target.url!, poolSize);
      const db = await PGlite.create(PGLITE_DB_DIR);
      return {
        run: (q) => db.query(q.text, q.values, q.rowMode ? { rowMode: 'array' } : undefined),
        close: () => db.close(),
      };
    };
    for (const result of results.lists) {
      await quiet(results, `${result.key}-sql`, quietSeconds);
      const waves: Wave[] = toWaves(captured.get(result.key)!);
      for (const c of concurrenciesOf(result)) {
        const amount = c === 1 ? requests.c1 : requests.c32;
        const executor = await exec();
        try {
          const sqlRun = await replay(executor, waves, c, amount, Math.max(20, Math.round(amount / 10)));
          result.runs[`c${c}`].sql = sqlRun;
          log(`${result.title} SQL floor at ${c}: p50 ${sqlRun.p50} ms, p99 ${sqlRun.p99} ms`);
        } finally {
          await executor.close();
        }
      }
    }
    // 3. The driver floor: the same statements and answers through a bare node:http server, and for
    // the task lists through Fastify as HRIS configures it too (lib/driver-floor.ts).
    if (target.driver === 'postgres') {
      for (const result of results.lists) {
        const stacks = FASTIFY_FLOOR_ROUTES[result.url] ? (['http', 'fastify'] as const) : (['http'] as const);
        for (const stack of stacks) {
          await quiet(results, `${result.key}-${stack}-floor`, quietSeconds);
          const floor = await startDriverFloor({
            databaseUrl: target.url!,
            pool: poolSize,
            waves: toWaves(captured.get(result.key)!),
            answer: answers.get(result.key),
            stack,
            url: result.url,
          });
          const name = stack === 'http' ? 'driver floor' : 'Fastify floor';
          try {
            for (const c of concurrenciesOf(result)) {
              const amount = c === 1 ? requests.c1 : requests.c32;
              const run = await load(floor, { url: result.url, body: result.body }, c, amount, true);
              result.runs[`c${c}`][stack === 'http' ? 'driverFloor' : 'fastifyFloor'] = run;
              log(
                `${result.title} ${name} at ${c}: p50 ${run.api.p50} ms, p99 ${run.api.p99} ms; ` +
                  `CPU per request: server ${run.cpu.serverMs} ms, PostgreSQL ${run.cpu.postgresMs} ms`,
              );
            }
          } finally {
            await floor.stop();
          }
        }
      }
    }
    rmSync(sqlLog, { force: true });
  }

  const startPartsServer = () =>
    startServer({ target, poolSize, logFile: serverLog, env: { ...serverEnv, WEB_DIST_DIR: webDist } });
  // The export first, on a server of its own: the batch finishes works that would fall into its
  // range, and the heap this export grows would count in the peak RSS of the exports after it.
  if (wants('export')) {
    const server = await startPartsServer();
    try {
      const hq = await login(server.baseUrl, 'hq_hr');
      await quiet(results, 'export', quietSeconds);
      const filter = facts.exportFrom ? { arrivedTime: { search: facts.exportFrom, searchTwo: facts.exportTo } } : {};
      log(`export: ExportCompletedTaskList as hq_hr, completion ${facts.exportFrom ?? 'any'} … ${facts.exportTo}`);
      results.export = await benchExport(server, hq.accessToken, {
        url: TaskPaths.exportCompletedTaskList,
        filter,
        expectedRows: facts.exportExpected,
      });
    } finally {
      await server.stop();
    }
  }
  if (['batch', 'health-export', 'report-export', 'import', 'web', 'events'].some(wants)) {
    const server = await startPartsServer();
    try {
      const hq = await login(server.baseUrl, 'hq_hr');
      if (wants('health-export')) {
        await quiet(results, 'health-export', quietSeconds);
        log(`export: ExportHealthCertificatesPageList as hq_hr, the whole registry (${facts.registryRows} rows)`);
        results.healthExport = await benchExport(server, hq.accessToken, {
          url: HealthPaths.exportHealthCertificatesPageList,
          filter: {},
          expectedRows: facts.registryRows,
        });
      }
      if (wants('report-export')) {
        await quiet(results, 'report-export', quietSeconds);
        results.reportExports = [];
        for (const key of BUILT_REPORTS) {
          log(`export: ${REPORTS[key].title} as hq_hr, last week, whole company`);
          const result = await benchExport(server, hq.accessToken, {
            url: ReportPaths.export(key),
            body: { ...lastWeekRange(businessToday()) },
            expectedRows: null,
          });
          results.reportExports.push({ key, title: REPORTS[key].title, ...result });
        }
      }
      if (wants('batch')) {
        await quiet(results, 'batch', quietSeconds);
        results.batch = await benchBatch(server, hq.accessToken);
      }
      if (wants('import')) {
        await quiet(results, 'import', quietSeconds);
        results.import = await benchImport(server, hq.accessToken, facts);
      }
      if (wants('events')) {
        await quiet(results, 'events', quietSeconds);
        const streams = intArg(args, 'streams', 1000);
        const east = await login(server.baseUrl, 'east_hr');
        log(`events: ${streams} open streams at rest for 60 s, then one change's latency`);
        // On PostgreSQL a notification as the triggers send it; PGlite is inside the server.
        const [user] =
          target.driver === 'postgres'
            ? await direct0.query<{ id: number }>(`select id from app_user where account = 'east_hr'`)
            : [];
        const change = user
          ? async () => {
              await direct0.query(`select pg_notify('hris_live', $1)`, [`m:${user.id}`]);
            }
          : null;
        results.events = await benchEvents(server, hq.accessToken, east.accessToken, change, { streams, seconds: 60 });
        log(`events: ${JSON.stringify(results.events)}`);
      }
      if (wants('web')) {
        await quiet(results, 'web', quietSeconds);
        if (!webAvailable(webDist)) results.web = { skipped: 'the web app is not built (use --build-web)' };
        else {
          log(`web: headless Chromium, ${path.relative(REPO_DIR, webDist)}`);
          results.web = await measureWeb(server.baseUrl, await login(server.baseUrl, 'east_hr'));
        }
      }
    } finally {
      await server.stop();
    }
  }
  if (target.driver === 'postgres') await direct0.close();

  writeFileSync(path.join(RESULTS, 'latest.json'), `${JSON.stringify(results, null, 2)}\n`);
  const compareName = typeof args.compare === 'string' ? args.compare : 'before';
  const comparePath = path.join(RESULTS, `${compareName}.json`);
  let before =
    existsSync(comparePath) && args.save !== compareName
      ? (JSON.parse(readFileSync(comparePath, 'utf8')) as BenchResults)
      : undefined;
  // Only a run on the same database and dataset is a fair "before".
  const sameData = (a: BenchResults['meta'], b: BenchResults['meta']) =>
    a.database.driver === b.database.driver && a.database.counts.works === b.database.counts.works;
  if (before && !sameData(before.meta, results.meta)) {
    log(`results/${compareName}.json was measured on other data: no comparison column`);
    before = undefined;
  }
  writeFileSync(path.join(RESULTS, 'latest.md'), renderMarkdown(results, before, compareName));
  if (typeof args.save === 'string') {
    copyFileSync(path.join(RESULTS, 'latest.json'), path.join(RESULTS, `${args.save}.json`));
    copyFileSync(path.join(RESULTS, 'latest.md'), path.join(RESULTS, `${args.save}.md`));
  }
  log(`wrote ${path.relative(REPO_DIR, path.join(RESULTS, 'latest.md'))}`);
  console.log(readFileSync(path.join(RESULTS, 'latest.md'), 'utf8'));
}

async function benchBatch(server: ServerProcess, token: string): Promise<NonNullable<BenchResults['batch']>> {
  const nodes = await post<{ nodeId: number; taskIds: number[] }[]>(
    server.baseUrl,
    TaskPaths.getBatchNodesInfo,
    token,
    { flowId: 8 },
  );
  if (nodes.body.code !== 0) throw new Error(`GetBatchNodesInfo: ${nodes.body.msg}`);
  const ids = (nodes.body.data.find((n) => n.nodeId === 802)?.taskIds ?? []).slice(0, BATCH_SIZE);
  const note =
    ids.length < BATCH_SIZE ? `only ${ids.length} to-dos left at 802: reseed with --reset for a full batch` : undefined;
  log(`batch: approving ${ids.length} to-dos at node 802 as hq_hr`);
  const t0 = performance.now();
  const res = await post<{ succeeded: number; failed: number }>(server.baseUrl, TaskPaths.batchProcessingTasks, token, {
    taskIds: ids,
    action: 'approve',
    opinion: '批量确认',
  });
  const seconds = (performance.now() - t0) / 1000;
  if (res.body.code !== 0) throw new Error(`BatchProcessingTasks: ${res.body.msg}`);
  return {
    tasks: ids.length,
    seconds: Math.round(seconds * 100) / 100,
    tasksPerSecond: Math.round(ids.length / seconds),
    succeeded: res.body.data.succeeded,
    failed: res.body.data.failed,
    note,
  };
}

/** One .xlsx export of a list endpoint: seconds, rows read back, and the server's peak RSS. */
async function benchExport(
  server: ServerProcess,
  token: string,
  {
    url,
    filter,
    body,
    expectedRows,
  }: { url: string; filter?: Record<string, unknown>; body?: Record<string, unknown>; expectedRows: number | null },
): Promise<ExportResult> {
  const rssBeforeMb = memoryOf(server.pid).rssMb;
  const sampler = sampleRss(server.pid);
  const file = path.join(RESULTS, 'export.tmp.xlsx');
  const t0 = performance.now();
  let bytes: Buffer;
  let contentType: string | null;
  try {
    const res = await fetch(`${server.baseUrl}${url}`, {
      method: 'POST',
      signal: AbortSignal.timeout(EXPORT_TIMEOUT_S * 1000),
      headers: { 'content-type': 'application/json', AccessToken: token },
      body: JSON.stringify(body ?? { pageIndex: 1, pageSize: 20, filters: filter ?? {} }),
    });
    contentType = res.headers.get('content-type');
    bytes = Buffer.from(await res.arrayBuffer());
  } catch (err) {
    const peakRssMb = sampler.stop();
    if ((err as Error).name !== 'TimeoutError') throw err;
    return {
      rows: 0,
      expectedRows,
      filter: body ?? filter,
      seconds: EXPORT_TIMEOUT_S,
      bytes: 0,
      rssBeforeMb,
      peakRssMb,
      note: `unfinished after ${EXPORT_TIMEOUT_S} s (aborted)`,
    };
  }
  const seconds = (performance.now() - t0) / 1000;
  const peakRssMb = sampler.stop();
  if (!contentType?.includes('spreadsheetml')) {
    throw new Error(`export answered ${contentType}: ${bytes.toString('utf8', 0, 200)}`);
  }
  writeFileSync(file, bytes);
  let rows = 0;
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(file, {});
  for await (const sheet of reader) for await (const _row of sheet) rows++;
  rmSync(file, { force: true });
  return {
    rows: rows - 1,
    expectedRows,
    filter: body ?? filter,
    seconds: Math.round(seconds * 100) / 100,
    bytes: bytes.length,
    rssBeforeMb,
    peakRssMb,
  };
}

async function salarySheet(rows: { employeeId: string; name: string }[], effectiveDate: string, bad = false) {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('调薪');
  ws.addRow([...SALARY_IMPORT_HEADERS]);
  rows.forEach((r, i) => {
    ws.addRow([r.employeeId, r.name, effectiveDate, 0, 4000 + (i % 400) * 25, '年度调薪']);
  });
  if (bad) ws.addRow([rows[0].employeeId.replace(/\d/g, '9'), '不存在', effectiveDate, 0, 5000, '年度调薪']);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

async function postSheet(
  server: ServerProcess,
  token: string,
  sheet: Buffer,
  route: string = SalaryPaths.importSalaryAdjustment,
) {
  const form = new FormData();
  form.append(
    'file',
    new Blob([new Uint8Array(sheet)], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }),
    'sheet.xlsx',
  );
  const res = await fetch(`${server.baseUrl}${route}`, {
    method: 'POST',
    headers: { AccessToken: token },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as { code: number; msg: string; data: any } };
}

async function benchImport(server: ServerProcess, token: string, facts: Facts): Promise<BenchResults['import']> {
  const probe = await post(server.baseUrl, SalaryPaths.getSalaryAdjustmentList, token, { pageIndex: 1, pageSize: 1 });
  if (probe.status === 404 || !facts.salaryTable) return { skipped: 'the salary import endpoint is not served yet' };
  if (probe.body.code !== 0) return { skipped: `GetSalaryAdjustmentList answered ${probe.body.msg}` };
  const before = probe.body.data.total as number;
  // A new effective date each run, so a re-run is not refused as a duplicate.
  const day = new Date(Date.UTC(2027, 0, 1) + (before / IMPORT_ROWS) * 86_400_000).toISOString().slice(0, 10);
  const rows = facts.importEmployees;
  // All or nothing: one bad row at the end must leave every row out.
  const refused = await postSheet(server, token, await salarySheet(rows, day, true));
  const afterRefused = (await post(server.baseUrl, SalaryPaths.getSalaryAdjustmentList, token, { pageSize: 1 })).body
    .data.total as number;
  const allOrNothing =
    refused.body.code !== 0 && afterRefused === before
      ? `refused with one bad row (code ${refused.body.code}), nothing applied`
      : `NOT all-or-nothing: code ${refused.body.code}, ${afterRefused - before} rows applied`;
  log(`import: ${rows.length} salary rows`);
  const rssBeforeMb = memoryOf(server.pid).rssMb;
  const sampler = sampleRss(server.pid);
  const t0 = performance.now();
  const res = await postSheet(server, token, await salarySheet(rows, day));
  const seconds = (performance.now() - t0) / 1000;
  const peakRssMb = sampler.stop();
  if (res.body.code !== 0) return { skipped: `import refused: ${res.body.msg}` };
  const after = (await post(server.baseUrl, SalaryPaths.getSalaryAdjustmentList, token, { pageSize: 1 })).body.data
    .total as number;
  return {
    rows: rows.length,
    seconds: Math.round(seconds * 100) / 100,
    peakRssMb,
    rssBeforeMb,
    applied: after - before,
    allOrNothing,
    health: await benchHealthImport(server, token, facts.healthEmployees, facts.healthStart),
    hostile: await benchHostileImports(server, token),
  };
}

/** ImportHealthCertificates of its most rows: certificates starting after every one held (a re-run adds more). */
async function benchHealthImport(
  server: ServerProcess,
  token: string,
  people: { employeeId: string; name: string }[],
  start: string,
) {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('健康证');
  ws.addRow([...HEALTH_IMPORT_HEADERS]);
  const end = `${Number(start.slice(0, 4)) + 1}${start.slice(4)}`;
  for (const p of people) ws.addRow([p.employeeId, p.name, start, end, '年度体检']);
  const sheet = Buffer.from(await wb.xlsx.writeBuffer());
  log(`import: ${people.length} health certificates`);
  const sampler = sampleRss(server.pid);
  const t0 = performance.now();
  const res = await postSheet(server, token, sheet, HealthPaths.importHealthCertificates);
  const seconds = Math.round(((performance.now() - t0) / 1000) * 100) / 100;
  return { rows: people.length, seconds, peakRssMb: sampler.stop(), code: res.body.code, msg: res.body.msg };
}

/** A sheet of `rows` rows of one inline cell, written as XML: 200,000 rows are about 1 MB packed. */
async function rowsSheet(rows: number) {
  const wb = new ExcelJS.Workbook();
  wb.addWorksheet('Sheet1').addRow(['工号', '姓名']);
  const zip = await JSZip.loadAsync(await wb.xlsx.writeBuffer());
  const parts: string[] = [];
  for (let r = 1; r <= rows; r++) parts.push(`<row r="${r}"><c r="A${r}" t="inlineStr"><is><t>x</t></is></c></row>`);
  zip.file(
    'xl/worksheets/sheet1.xml',
    `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${parts.join('')}</sheetData></worksheet>`,
  );
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

/** Three 200,000-row files at once; meanwhile GET /api/health every 20 ms, its latency kept. */
async function benchHostileImports(server: ServerProcess, token: string) {
  const rows = 200_000;
  const sheet = await rowsSheet(rows);
  log(`import: 3 × ${rows.toLocaleString('en')}-row files (${(sheet.length / 2 ** 20).toFixed(1)} MB) at once`);
  let reading = true;
  const latencies: number[] = [];
  const pinger = (async () => {
    while (reading) {
      const t0 = performance.now();
      await fetch(`${server.baseUrl}/api/health`);
      latencies.push(performance.now() - t0);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  const t0 = performance.now();
  const answers = await Promise.all(
    [1, 2, 3].map(() => postSheet(server, token, sheet, HealthPaths.importHealthCertificates)),
  );
  const seconds = Math.round(((performance.now() - t0) / 1000) * 100) / 100;
  reading = false;
  await pinger;
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round((latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0) * 10) / 10;
  return {
    files: 3,
    rows,
    seconds,
    refused: answers.filter((a) => a.body.code !== 0).length,
    healthP50Ms: at(0.5),
    healthP99Ms: at(0.99),
    healthCalls: latencies.length,
  };
}

main().catch((err) => {
  console.error(err instanceof Error ? (err.stack ?? err.message) : err);
  process.exit(1);
});
