import type { Db } from '../db/client';
import { seedDemo } from './demo';
import { seedDemoWorks } from './demo-works';

/**
 * What an empty database gets from a first `npm start` (main.ts) and from `npm run seed` (cli.ts):
 * the demo company with its basic data, then its works through the engine, dated from `now` so
 * contracts near expiry and this week's new hires look current.
 */
export async function seedFullDemo(db: Db, now: Date, files: { filesDir?: string; dataDir?: string }) {
  const summary = await seedDemo(db, { now, withBasicData: true });
  const works = await seedDemoWorks(db, now, files);
  return { summary, works };
}
