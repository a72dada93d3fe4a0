// Preloaded into the server (node --import) by the bench to capture the SQL an endpoint runs:
// every node-postgres (or PGlite) query is appended to $BENCH_SQL_LOG as one JSON line with its
// text, statement name (named prepared statements), parameters, row mode and start/end time.
// Used only for the capture run, never for timing.
import { appendFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import pg from 'pg';

const file = process.env.BENCH_SQL_LOG;

function record(text, values, rowMode, name) {
  const entry = {
    text,
    name: name ?? null,
    values: Array.isArray(values) ? values : [],
    rowMode: rowMode ?? null,
    start: performance.now(),
  };
  return () => {
    entry.end = performance.now();
    appendFileSync(file, `${JSON.stringify(entry)}\n`);
  };
}

function settle(result, done) {
  if (!result || typeof result.then !== 'function') return result;
  return result.then(
    (res) => {
      done();
      return res;
    },
    (err) => {
      done();
      throw err;
    },
  );
}

if (file) {
  const original = pg.Client.prototype.query;
  pg.Client.prototype.query = function capture(config, values, callback) {
    const text = typeof config === 'string' ? config : config?.text;
    if (typeof text !== 'string') return original.call(this, config, values, callback);
    const done = record(text, Array.isArray(values) ? values : config?.values, config?.rowMode, config?.name);
    const cb = typeof values === 'function' ? values : callback;
    if (typeof cb !== 'function') return settle(original.call(this, config, values), done);
    const wrapped = (err, res) => {
      done();
      cb(err, res);
    };
    return typeof values === 'function'
      ? original.call(this, config, wrapped)
      : original.call(this, config, values, wrapped);
  };

  try {
    const { PGlite } = await import('@electric-sql/pglite');
    const originalQuery = PGlite.prototype.query;
    PGlite.prototype.query = function capture(query, params, options) {
      const done = record(query, params, options?.rowMode);
      return settle(originalQuery.call(this, query, params, options), done);
    };
  } catch {
    // PGlite not installed: node-postgres only.
  }
}
