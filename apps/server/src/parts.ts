import { registerLogTargets } from './http/log-targets';
import { registerScopedIds } from './http/scoped-ids';
import { approvalPart } from './modules/approval/part';
import { childcarePart } from './modules/childcare/part';
import { dashboardPart } from './modules/dashboard/part';
import { healthPart } from './modules/health/part';
import { interfacePart } from './modules/interface/part';
import { notifyPart } from './modules/notify/part';
import { privacyPart } from './modules/privacy/part';
import { systemPart } from './modules/system/part';
import { trainPart } from './modules/train/part';
import { transferSignPart } from './modules/transfer-sign/part';
import { PROCESS_PARTS, SHARED_PROCESS_PART } from './processes';
import type { ProcessPart, ServerPart } from './server-part';
import { registerJobs } from './workflow/jobs';
import { registerProcess } from './workflow/registry';

/**
 * The server's composition root: every part that brings routes, jobs or scoped-id kinds, the
 * modules' and the processes'. The app registers their routes (app.ts), the job runner their jobs,
 * the request guard their id checks, the engine the processes — each registry is filled from here
 * and names no part itself.
 */
export const SERVER_PARTS: readonly ServerPart[] = [
  systemPart,
  dashboardPart,
  approvalPart,
  healthPart,
  trainPart,
  childcarePart,
  interfacePart,
  notifyPart,
  privacyPart,
  transferSignPart,
  SHARED_PROCESS_PART,
  ...PROCESS_PARTS,
];

const registered = new WeakSet<ServerPart>();

/**
 * Gives one part's process, jobs, scoped-id kinds and log-target kinds to their registries, once (tests build many
 * apps in one process). Its routes and lists are the app's to register (app.ts).
 */
export function registerPart(part: ServerPart | ProcessPart): void {
  if (registered.has(part)) return;
  registered.add(part);
  if ('definition' in part) registerProcess(part.definition, part.info);
  registerJobs(part.jobs ?? []);
  registerScopedIds(part.scopedIds ?? {});
  registerLogTargets(part.logTargets ?? {});
}

/** Registers every part of the server. */
export function registerParts(): void {
  for (const part of SERVER_PARTS) registerPart(part);
}
