/**
 * Open event streams at rest (issue 36): `streams` GET /api/Events held open by one client, then
 * the server's CPU over `seconds` while nothing happens (heartbeats and session checks only), and
 * the time from a change to its event on one of the streams.
 */
import http from 'node:http';
import { takeEvents } from '@hris/contract';
import { cpuSnapshot } from './cpu';
import { memoryOf, type ServerProcess } from './server';

export interface EventsResult {
  streams: number;
  seconds: number;
  /** Server CPU over the quiet period, in % of one core. */
  cpuPercentOfCore: number;
  rssMb: number;
  /** From the POST that made a change to its event on an open stream (ms). */
  eventLatencyMs: number | null;
}

function open(baseUrl: string, token: string, onEvent: (kind: string) => void): Promise<http.ClientRequest> {
  return new Promise((resolve, reject) => {
    const req = http.get(`${baseUrl}/api/Events`, { headers: { AccessToken: token }, agent: false }, (res) => {
      if (res.statusCode !== 200) {
        reject(new Error(`GET /api/Events: HTTP ${res.statusCode}`));
        return;
      }
      res.setEncoding('utf8');
      let buffer = '';
      res.on('data', (chunk: string) => {
        const taken = takeEvents(buffer + chunk);
        buffer = taken.rest;
        for (const { kind } of taken.events) {
          if (kind === 'ready') resolve(req);
          else onEvent(kind);
        }
      });
    });
    req.on('error', reject);
  });
}

export async function benchEvents(
  server: ServerProcess,
  token: string,
  userToken: string,
  /** Makes a change for the user of `userToken` (a notification as the triggers send it); null: no latency. */
  change: (() => Promise<void>) | null,
  options: { streams: number; seconds: number },
): Promise<EventsResult> {
  const requests: http.ClientRequest[] = [];
  let heard: (() => void) | undefined;
  try {
    for (let i = 0; i < options.streams; i += 50) {
      const batch = Array.from({ length: Math.min(50, options.streams - i) }, () =>
        open(server.baseUrl, token, () => {}),
      );
      requests.push(...(await Promise.all(batch)));
    }
    // One more stream, of the user whose message is marked read below: the latency's.
    requests.push(await open(server.baseUrl, userToken, (kind) => kind === 'message' && heard?.()));
    await new Promise((r) => setTimeout(r, 2_000));
    const before = cpuSnapshot(server.pid, false);
    const started = Date.now();
    await new Promise((r) => setTimeout(r, options.seconds * 1000));
    const after = cpuSnapshot(server.pid, false);
    const elapsed = (Date.now() - started) / 1000;
    const cpuPercentOfCore = Math.round(((after.server - before.server) / elapsed) * 1000) / 10;
    let eventLatencyMs: number | null = null;
    if (change) {
      const wait = new Promise<number>((resolve) => {
        const t0 = Date.now();
        heard = () => resolve(Date.now() - t0);
      });
      await change();
      eventLatencyMs = await Promise.race([wait, new Promise<null>((r) => setTimeout(() => r(null), 5_000))]);
    }
    return {
      streams: options.streams,
      seconds: Math.round(elapsed),
      cpuPercentOfCore,
      rssMb: memoryOf(server.pid).rssMb,
      eventLatencyMs,
    };
  } finally {
    for (const r of requests) r.destroy();
  }
}
