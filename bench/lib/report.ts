import type { BenchResults, ExportResult } from '../run';
import type { CpuPerRequest } from './cpu';
import type { ScriptSizes } from './web';

const ms = (n: number | null | undefined) =>
  n == null || Number.isNaN(n) ? '–' : n < 10 ? n.toFixed(1) : n.toFixed(0);
const ok = (pass: boolean | undefined) => (pass === undefined ? '' : pass ? '✅' : '❌');

export const TARGETS = {
  listP99Ms: 50,
  /** 1,000 open event streams at rest: server CPU in % of one core (issue 36). */
  eventsCpuPercent: 5,
  apiSqlRatio: 1.5,
  batchSeconds: 10,
  exportSeconds: 15,
  exportRssMb: 300,
  /** Issue 19: the whole health-certificate registry (~50,000 employees' scale). */
  healthExportSeconds: 10,
  /** Issue 21: each report for one week, whole company: the read at c=1 and the export. */
  reportP50Ms: 500,
  reportExportSeconds: 5,
  loginJsKb: 250,
  firstRowMs: 1000,
};

function median(values: number[]) {
  if (values.length === 0) return undefined;
  const s = [...values].sort((a, b) => a - b);
  return s[Math.floor((s.length - 1) / 2)];
}

const cpuText = (cpu: CpuPerRequest | undefined) =>
  cpu ? `${cpu.serverMs.toFixed(2)} + ${cpu.postgresMs == null ? '–' : cpu.postgresMs.toFixed(2)}` : '–';

/** The markdown table of a run, with a "before" column when an earlier run is given. */
export function renderMarkdown(r: BenchResults, before?: BenchResults, beforeName = 'before'): string {
  const lines: string[] = [];
  const m = r.meta;
  const c = m.database.counts;
  lines.push(
    `Measured ${m.date.slice(0, 16).replace('T', ' ')} UTC on ${m.machine.cpus} × ${m.machine.cpuModel.trim()}, ` +
      `${m.machine.memGb} GB, Node ${m.machine.node}; ${m.database.driver === 'postgres' ? `PostgreSQL ${m.database.version}` : `PGlite (PostgreSQL ${m.database.version})`}; ` +
      `${c.stores?.toLocaleString('en')} stores, ${c.employees?.toLocaleString('en')} employees, ` +
      `${c.works?.toLocaleString('en')} works, ${c.tasks?.toLocaleString('en')} tasks, ${c.events?.toLocaleString('en')} work events; ` +
      `server pool ${m.serverPoolSize} connections${m.serverNodeOptions ? `, node ${m.serverNodeOptions}` : ''}; ${m.requests.c1} requests at concurrency 1, ${m.requests.c32} at 32.`,
    '',
  );
  if (r.lists.length > 0) {
    const hasBefore = Boolean(before?.lists.length);
    lines.push(
      `| list | conc. | API p50 ms | API p99 ms | SQL p50 ms | SQL p99 ms | API/SQL p50 | req/s | CPU ms/req server + PostgreSQL |${hasBefore ? ` ${beforeName} API p50 / p99 ms |` : ''} target |`,
      `|---|---:|---:|---:|---:|---:|---:|---:|---:|${hasBefore ? '---:|' : ''}---|`,
    );
    for (const l of r.lists) {
      for (const [key, run] of Object.entries(l.runs)) {
        const ratio = run.sql ? run.api.p50 / run.sql.p50 : undefined;
        const prev = before?.lists.find((b) => b.key === l.key)?.runs[key]?.api;
        const conc = Number(key.slice(1));
        const targets: string[] = [];
        const ratioTarget = l.targets?.apiSqlRatio ?? TARGETS.apiSqlRatio;
        if (conc === 32) targets.push(`p99 < ${TARGETS.listP99Ms} ${ok(run.api.p99 < TARGETS.listP99Ms)}`);
        if (ratio !== undefined && (l.targets?.apiSqlRatio !== undefined || !l.targets?.p50Ms))
          targets.push(`ratio ≤ ${ratioTarget} ${ok(ratio <= ratioTarget)}`);
        if (conc === 1 && l.targets?.p50Ms)
          targets.push(`p50 < ${l.targets.p50Ms} ${ok(run.api.p50 < l.targets.p50Ms)}`);
        const failed = run.api.failed ? ` (${run.api.failed} failed)` : '';
        lines.push(
          `| ${l.title}${failed} | ${conc} | ${ms(run.api.p50)} | ${ms(run.api.p99)} | ${ms(run.sql?.p50)} | ${ms(run.sql?.p99)} | ` +
            `${ratio === undefined ? '–' : ratio.toFixed(2)} | ${Math.round(run.api.rps)} | ${cpuText(run.cpu)} |` +
            `${hasBefore ? ` ${prev ? `${ms(prev.p50)} / ${ms(prev.p99)}` : '–'} |` : ''} ${targets.join(', ')} |`,
        );
      }
    }
    for (const [key, run] of Object.entries(r.httpFloor ?? {})) {
      const prev = before?.httpFloor?.[key]?.api;
      lines.push(
        `| HTTP floor: GET /api/health | ${key.slice(1)} | ${ms(run.api.p50)} | ${ms(run.api.p99)} | – | – | – | ` +
          `${Math.round(run.api.rps)} | ${cpuText(run.cpu)} |${hasBefore ? ` ${prev ? `${ms(prev.p50)} / ${ms(prev.p99)}` : '–'} |` : ''} – |`,
      );
    }
    lines.push('');
    const floored = r.lists.flatMap((l) =>
      Object.entries(l.runs).flatMap(([key, run]) =>
        run.driverFloor ? [{ l, key, run, floor: run.driverFloor }] : [],
      ),
    );
    if (floored.length > 0) {
      lines.push(
        '| list | conc. | server CPU ms/req: API | driver floor | Fastify floor | HRIS adds (over driver / Fastify) | p50 ms: API | driver floor | Fastify floor |',
        '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
      );
      for (const { l, key, run, floor } of floored) {
        const api = run.cpu?.serverMs;
        const fastify = run.fastifyFloor;
        const over = (base: number) => (api === undefined ? '–' : (api - base).toFixed(2));
        const adds = fastify ? `${over(floor.cpu.serverMs)} / ${over(fastify.cpu.serverMs)}` : over(floor.cpu.serverMs);
        lines.push(
          `| ${l.title} | ${key.slice(1)} | ${api ?? '–'} | ${floor.cpu.serverMs} | ${fastify?.cpu.serverMs ?? '–'} | ${adds} | ` +
            `${ms(run.api.p50)} | ${ms(floor.api.p50)} | ${fastify ? ms(fastify.api.p50) : '–'} |`,
        );
      }
      lines.push(
        '',
        "- Driver floor: a bare `node:http` server that parses the body, runs the list's captured statements over " +
          "node-postgres (same pool size, same prepared names) and writes the API's own answer with JSON.stringify " +
          '(bench/lib/driver-floor.ts): the least a Node server on this driver spends per request here. ' +
          "Fastify floor (the task lists): the same through Fastify as HRIS configures it, the route's zod body " +
          'schema and compiled response schema, and nothing else. ' +
          '"HRIS adds" is the API server\'s CPU per request beyond them: routing, sign-in and permission checks, ' +
          'validation, building the statements, mapping and presenting rows, logging (beyond the Fastify floor: ' +
          'all but routing, validation and writing the answer).',
        '',
      );
    }
    for (const l of r.lists)
      lines.push(
        `- ${l.title}: ${l.note ?? ''}; ${l.rows} rows${l.total != null ? ` of ${l.total.toLocaleString('en')}` : ''}; ${l.queries} SQL statements in ${l.waves} round trips.`,
      );
    if (r.httpFloor)
      lines.push(
        '- HTTP floor: the same load generator against an endpoint that only runs `select 1` and answers 60 bytes: ' +
          'what any request costs on this machine before an endpoint does its own work.',
      );
    lines.push(
      `- CPU ms/req: CPU time of the server process and of all PostgreSQL processes during the measured run, per request. ` +
        `When the cores are the limit, a closed loop of c connections on ${m.machine.cpus} cores answers in about ` +
        `c × (server + PostgreSQL + load generator) ÷ ${m.machine.cpus}: p99 < ${TARGETS.listP99Ms} ms at 32 needs well under ` +
        `${((TARGETS.listP99Ms * m.machine.cpus) / 32).toFixed(1)} ms of CPU per request in all.`,
    );
    lines.push('');
  }

  lines.push(
    `| measure | result |${before ? ` ${beforeName} |` : ''} target |`,
    `|---|---|${before ? '---|' : ''}---|`,
  );
  const row = (name: string, value: string, prev: string | undefined, target: string) =>
    lines.push(`| ${name} | ${value} |${before ? ` ${prev ?? '–'} |` : ''} ${target} |`);
  const batchText = (b: BenchResults['batch']) =>
    b ? `${b.seconds} s, ${b.tasksPerSecond} tasks/s (${b.succeeded} ok, ${b.failed} failed)` : undefined;
  if (r.batch)
    row(
      `BatchProcessingTasks, ${r.batch.tasks} to-dos`,
      `${batchText(r.batch)}${r.batch.note ? ` — ${r.batch.note}` : ''}`,
      batchText(before?.batch),
      `< ${TARGETS.batchSeconds} s ${ok(r.batch.seconds < TARGETS.batchSeconds && r.batch.tasks >= 1000)}`,
    );
  const exportText = (e: ExportResult | undefined) =>
    e?.note
      ? e.note
      : e
        ? `${e.seconds} s for ${e.rows.toLocaleString('en')} rows (${(e.bytes / 2 ** 20).toFixed(1)} MB), peak RSS ${e.peakRssMb} MB (before ${e.rssBeforeMb} MB)`
        : undefined;
  if (r.export)
    row(
      'ExportCompletedTaskList (.xlsx)',
      `${exportText(r.export)}${r.export.expectedRows != null && r.export.expectedRows !== r.export.rows ? ` ❗ expected ${r.export.expectedRows} rows` : ''}`,
      exportText(before?.export),
      `< ${TARGETS.exportSeconds} s ${ok(r.export.seconds < TARGETS.exportSeconds)}, RSS < ${TARGETS.exportRssMb} MB ${ok(r.export.peakRssMb < TARGETS.exportRssMb)}`,
    );
  if (r.healthExport)
    row(
      'ExportHealthCertificatesPageList (.xlsx), whole registry',
      `${exportText(r.healthExport)}${r.healthExport.expectedRows != null && r.healthExport.expectedRows !== r.healthExport.rows ? ` ❗ expected ${r.healthExport.expectedRows} rows` : ''}`,
      exportText(before?.healthExport),
      `< ${TARGETS.healthExportSeconds} s ${ok(r.healthExport.seconds < TARGETS.healthExportSeconds)}, RSS < ${TARGETS.exportRssMb} MB ${ok(r.healthExport.peakRssMb < TARGETS.exportRssMb)}`,
    );
  for (const e of r.reportExports ?? [])
    row(
      `${e.title} export (.xlsx), last week`,
      exportText(e) ?? '–',
      exportText(before?.reportExports?.find((b) => b.key === e.key)),
      `< ${TARGETS.reportExportSeconds} s ${ok(e.seconds < TARGETS.reportExportSeconds)}`,
    );
  const importText = (i: BenchResults['import']) =>
    !i
      ? undefined
      : 'skipped' in i
        ? `skipped: ${i.skipped}`
        : `${i.seconds} s, ${i.applied} rows applied${i.peakRssMb ? `, peak RSS ${i.peakRssMb} MB (before ${i.rssBeforeMb} MB)` : ''}; ${i.allOrNothing}`;
  if (r.import) {
    const rows = 'rows' in r.import ? r.import.rows.toLocaleString('en') : '10,000';
    row(`ImportSalaryAdjustment, ${rows} rows`, importText(r.import)!, importText(before?.import), 'all or nothing');
    const prev = before?.import && !('skipped' in before.import) ? before.import : undefined;
    if (!('skipped' in r.import) && r.import.health) {
      const h = r.import.health;
      const text = (x: typeof h | undefined) =>
        x ? `${x.seconds} s, peak RSS ${x.peakRssMb} MB${x.code !== 0 ? ` (refused: ${x.msg})` : ''}` : undefined;
      row(`ImportHealthCertificates, ${h.rows.toLocaleString('en')} rows`, text(h)!, text(prev?.health), '');
    }
    if (!('skipped' in r.import) && r.import.hostile) {
      const x = r.import.hostile;
      const text = (y: typeof x | undefined) =>
        y
          ? `${y.refused}/${y.files} refused in ${y.seconds} s; /api/health p50 ${y.healthP50Ms} ms, p99 ${y.healthP99Ms} ms (${y.healthCalls} calls)`
          : undefined;
      row(
        `${x.files} × ${x.rows.toLocaleString('en')}-row files at once`,
        text(x)!,
        text(prev?.hostile),
        `health p99 < 200 ms ${ok(x.healthP99Ms < 200)}`,
      );
    }
  }
  if (r.events) {
    const e = r.events;
    const text = (x: typeof e | undefined) =>
      x ? `${x.cpuPercentOfCore} % of a core, RSS ${x.rssMb} MB; an event in ${x.eventLatencyMs ?? '–'} ms` : undefined;
    row(
      `${e.streams} open event streams at rest (${e.seconds} s)`,
      text(e)!,
      text(before?.events),
      `< ${TARGETS.eventsCpuPercent} % ${ok(e.cpuPercentOfCore < TARGETS.eventsCpuPercent)}`,
    );
  }
  const web = r.web;
  if (web && 'skipped' in web) row('web', `skipped: ${web.skipped}`, undefined, '');
  else if (web) {
    const prevWeb = before?.web && !('skipped' in before.web) ? before.web : undefined;
    const biggest = (j: ScriptSizes) =>
      `${j.largest?.length ? `; largest ${j.largest.map((f) => `${f.file} ${f.gzipKb}`).join(', ')}` : ''}${
        j.problems?.length ? `; NOT COUNTED (the size is wrong): ${j.problems.join(', ')}` : ''
      }`;
    row(
      'JS for /login (gzip)',
      `${web.loginJs.gzipKb} KB in ${web.loginJs.files} files${biggest(web.loginJs)}`,
      prevWeb ? `${prevWeb.loginJs.gzipKb} KB` : undefined,
      `< ${TARGETS.loginJsKb} KB ${ok(web.loginJs.gzipKb < TARGETS.loginJsKb && !web.loginJs.problems?.length)}`,
    );
    if (web.taskJs)
      row(
        'JS for /task/index (gzip)',
        `${web.taskJs.gzipKb} KB in ${web.taskJs.files} files${biggest(web.taskJs)}`,
        prevWeb?.taskJs ? `${prevWeb.taskJs.gzipKb} KB` : undefined,
        '',
      );
    const cold = median(web.firstRowColdMs);
    const warm = median(web.firstRowWarmMs);
    row(
      'navigation → first task row (headless Chromium)',
      cold === undefined
        ? `n/a: ${web.note ?? 'no row'}`
        : `${cold} ms cold, ${warm ?? '–'} ms warm (median of ${web.firstRowColdMs.length})${
            web.apiMs
              ? `; API calls of the first load: ${Object.entries(web.apiMs)
                  .map(([k, v]) => `${k} ${v} ms`)
                  .join(', ')}`
              : ''
          }`,
      prevWeb && median(prevWeb.firstRowColdMs) !== undefined ? `${median(prevWeb.firstRowColdMs)} ms cold` : undefined,
      `< ${TARGETS.firstRowMs} ms ${cold === undefined ? '' : ok(cold < TARGETS.firstRowMs)}`,
    );
    if (web.note && cold !== undefined) row('web: note', web.note, undefined, '');
  }
  lines.push('');
  return lines.join('\n');
}
