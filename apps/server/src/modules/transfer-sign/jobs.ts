import type { AfterCommit, JobOptions } from '../../workflow/jobs';
import type { EsignSettings } from './esign-client';
import { syncTransferSignings } from './sync';

const UNCONFIGURED: EsignSettings = { timeoutMs: 10_000 };

/** The platform settings the runner was given, or none (records then wait and say so). */
export function esignOf(options: JobOptions): EsignSettings {
  return options.esign ?? UNCONFIGURED;
}

/**
 * Job `transferSign.sync`: nothing inside the job's transaction; once it has committed, the
 * runner sends the waiting records (the HTTP call must not hold a database transaction open).
 */
export async function transferSignSyncJob(): Promise<AfterCommit> {
  return async (db, options) => {
    await syncTransferSignings(db, esignOf(options));
  };
}
