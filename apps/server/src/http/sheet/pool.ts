// Spreadsheets are read off the request thread (issue 39): a pool of worker threads, one per core
// at most, each with a capped heap. A file that is slow or needs more memory than that is refused
// and its worker replaced; other users' requests never wait for a parse.

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { SHEET_LIMITS } from './limits';
import type { ReadAnswer, ReadRefusal, ReadRequest, ReadSheet } from './worker';

/** Besides a file's own refusals: too slow, too big for a worker's heap, too many files waiting. */
export type PoolRefusal = ReadRefusal | { kind: 'timeout'; seconds: number } | { kind: 'memory' } | { kind: 'busy' };
export type PoolAnswer = ReadSheet | { refused: PoolRefusal };

type Request = Omit<ReadRequest, 'id'>;
interface Job {
  request: Request;
  resolve: (answer: PoolAnswer) => void;
}

/** Files waiting for a worker beyond which an upload is refused at once (导入任务较多). */
const MAX_WAITING = 16;

/** tsx's ESM register API (its package exports; the CommonJS one cannot load its ESM half here). */
function tsxLoaderUrl(from: string): string {
  const manifest = createRequire(from).resolve('tsx/package.json');
  const exports = JSON.parse(readFileSync(manifest, 'utf8')).exports['./esm/api'].import.default as string;
  return pathToFileURL(path.join(path.dirname(manifest), exports)).href;
}

/**
 * The worker's entry: the bundled dist/sheet-worker.js beside dist/main.js, or (tests, tsx) the
 * TypeScript source through tsx's loader.
 */
function spawnWorker(): Worker {
  const here = import.meta.url;
  const resourceLimits = { maxOldGenerationSizeMb: SHEET_LIMITS.workerHeapMb };
  if (!here.endsWith('.ts')) return new Worker(new URL('./sheet-worker.js', here), { resourceLimits });
  const tsx = tsxLoaderUrl(here);
  const entry = new URL('./worker.ts', here).href;
  const code = `import(${JSON.stringify(tsx)}).then((m) => { m.register(); return import(${JSON.stringify(entry)}); })`;
  return new Worker(code, { eval: true, resourceLimits });
}

class SheetPool {
  private readonly idle: Worker[] = [];
  private running = 0;
  private readonly waiting: Job[] = [];
  private nextId = 1;

  constructor(private readonly size: number) {}

  read(request: Request): Promise<PoolAnswer> {
    if (this.waiting.length >= MAX_WAITING) return Promise.resolve({ refused: { kind: 'busy' } });
    return new Promise((resolve) => {
      this.waiting.push({ request, resolve });
      this.next();
    });
  }

  private next() {
    while (this.waiting.length > 0 && (this.idle.length > 0 || this.running < this.size)) {
      const job = this.waiting.shift() as Job;
      const worker = this.idle.pop() ?? spawnWorker();
      worker.unref();
      this.running++;
      this.run(worker, job);
    }
  }

  private run(worker: Worker, job: Job) {
    const id = this.nextId++;
    let settled = false;
    const finish = (answer: PoolAnswer, keep: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
      this.running--;
      if (keep) this.idle.push(worker);
      else void worker.terminate();
      job.resolve(answer);
      this.next();
    };
    const onMessage = (answer: ReadAnswer) => {
      if (answer.id !== id) return;
      finish('sheet' in answer ? answer.sheet : { refused: answer.refused }, true);
    };
    // ERR_WORKER_OUT_OF_MEMORY: the heap cap was reached; anything else is a broken file or worker.
    const onError = (error: Error & { code?: string }) =>
      finish(
        { refused: error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? { kind: 'memory' } : { kind: 'unreadable' } },
        false,
      );
    const onExit = () => finish({ refused: { kind: 'memory' } }, false);
    const timer = setTimeout(
      () => finish({ refused: { kind: 'timeout', seconds: SHEET_LIMITS.parseMs / 1000 } }, false),
      SHEET_LIMITS.parseMs,
    );
    timer.unref();
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
    // A copy of its own, handed over: the upload's buffer may share memory with others.
    const buffer = new Uint8Array(job.request.buffer);
    worker.postMessage({ ...job.request, id, buffer } satisfies ReadRequest, [buffer.buffer]);
  }
}

/** One pool per process: as many readers as cores (two on the reference machine). */
export const sheetPool = new SheetPool(Math.max(1, Math.min(2, availableParallelism())));
