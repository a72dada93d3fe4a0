/**
 * The HTTP load generator, run as its own process (never inside the server or the bench driver):
 *   node --import tsx bench/lib/load.ts '<json spec>'
 * Sends `amount` requests (POST with a JSON body, or GET) with autocannon over `connections` keep-alive connections after a warm-up,
 * prints a line when the measured part starts, and then one JSON line: the latency summary (exact, from each response's time, not the
 * whole-millisecond histogram) and how many answers were not `code: 0`.
 */
import autocannon from 'autocannon';
import { summarize } from './stats';

export interface LoadSpec {
  url: string;
  headers: Record<string, string>;
  /** POST (the default) sends `body` as JSON; GET sends none. */
  method?: 'GET' | 'POST';
  body: string;
  connections: number;
  amount: number;
  warmup: number;
  timeoutSeconds?: number;
}

/**
 * One run of `amount` requests. Its seconds end at the last answer (autocannon itself finishes on
 * its next one-second tick, which would understate the rate of a short run), and `onLastAnswer`
 * runs right then.
 */
function run(spec: LoadSpec, amount: number, onLastAnswer?: () => void) {
  return new Promise<{ latencies: number[]; failed: number; seconds: number }>((resolve, reject) => {
    const latencies: number[] = [];
    let badEnvelopes = 0;
    let answers = 0;
    const started = process.hrtime.bigint();
    let ended = started;
    const instance = autocannon(
      {
        url: spec.url,
        connections: spec.connections,
        amount,
        timeout: spec.timeoutSeconds ?? 60,
        requests: [
          {
            ...(spec.method === 'GET'
              ? { method: 'GET' as const, headers: spec.headers }
              : {
                  method: 'POST' as const,
                  headers: { 'content-type': 'application/json', ...spec.headers },
                  body: spec.body,
                }),
            onResponse: (status, body) => {
              if (status === 200 && !body.startsWith('{"code":0')) badEnvelopes++;
            },
          },
        ],
      },
      (err, result) => {
        if (err) return reject(err);
        const seconds = Number((answers > 0 ? ended : process.hrtime.bigint()) - started) / 1e9;
        resolve({ latencies, failed: result.errors + result.timeouts + result.non2xx + badEnvelopes, seconds });
      },
    );
    instance.on('response', (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
      if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
      answers++;
      ended = process.hrtime.bigint();
      if (answers === amount) onLastAnswer?.();
    });
  });
}

const spec = JSON.parse(process.argv[2]) as LoadSpec;
if (spec.warmup > 0) await run(spec, spec.warmup);
// The driver reads the CPU counters of the server and the database on these two lines.
process.stdout.write(`${JSON.stringify({ phase: 'measure' })}\n`);
const measured = await run(spec, spec.amount, () => process.stdout.write(`${JSON.stringify({ phase: 'done' })}\n`));
process.stdout.write(`${JSON.stringify(summarize(measured.latencies, measured.failed, measured.seconds))}\n`);
