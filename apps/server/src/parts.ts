import { healthPart } from './modules/health/part';
import { interfacePart } from './modules/interface/part';
import { systemPart } from './modules/system/part';
import { transferSignPart } from './modules/transfer-sign/part';
import { PROCESS_PARTS, SHARED_PROCESS_PART } from './processes';
import type { ServerPart } from './server-part';
import { registerJobs } from './workflow/jobs';
import { registerProcess } from './workflow/registry';

/**
 * The server's composition root: every part that brings routes or jobs, the modules' and the
 * processes'. The app registers their routes (app.ts), the job runner their jobs, the engine the
 * processes — each registry is filled from here and names no part itself.
 */
export const SERVER_PARTS: readonly ServerPart[] = [
  systemPart,
  healthPart,
  interfacePart,
  transferSignPart,
  SHARED_PROCESS_PART,
  ...PROCESS_PARTS,
];

let registered = false;

/** Fills the engine's and the job runner's registries once per process (tests build many apps). */
export function registerParts(): void {
  if (registered) return;
  registered = true;
  for (const part of PROCESS_PARTS) registerProcess(part.definition);
  for (const part of SERVER_PARTS) registerJobs(part.jobs ?? []);
}
