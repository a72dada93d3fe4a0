import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { startJobRunner } from './jobs';

describe('[JOBS] the runner', () => {
  it('stops only when the tick in flight has ended, so a shutdown never closes the database under a job', async () => {
    const t = await buildTestApp();
    const errors: unknown[] = [];
    const stop = startJobRunner(t.db, { error: (obj) => errors.push(obj) }, { intervalMs: 60_000 });
    // The first tick starts at once (setImmediate); stop while it runs.
    await new Promise((resolve) => setImmediate(resolve));
    await stop();
    await t.close();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(errors).toEqual([]);
  });
});
