import type { TableColumnsType } from 'antd';
import { useEffect, useState } from 'react';
import type { TaskRow } from '../api/workflow';
import type { DataColumn } from '../components/DataTable';
import i18n from '../i18n';
import { loadWithRetry } from '../router/lazy';
import { changeOfPersonnel } from './change-of-personnel/meta';
import { contractEdit } from './contract-edit/meta';
import { contractRenewal } from './contract-renewal/meta';
import { deduction } from './deduction/meta';
import { evaluation } from './evaluation/meta';
import { healthInvoice } from './health-invoice/meta';
import { healthUpdate } from './health-update/meta';
import { holiday } from './holiday/meta';
import { insurance } from './insurance/meta';
import { jobChange } from './job-change/meta';
import { proof } from './proof/meta';
import { rboTransfer } from './rbo-transfer/meta';
import { staffEntry } from './staff-entry/meta';
import { staffTurnover } from './staff-turnover/meta';
import { staffTurnoverModify } from './staff-turnover-modify/meta';
import type { ProcessForms, ProcessMeta } from './types';
import { violation } from './violation/meta';
import { welfare } from './welfare/meta';

/** Every process the web can show; adding a process is its folder and one line here. */
export const PROCESS_METAS: readonly ProcessMeta[] = [
  staffEntry,
  deduction,
  changeOfPersonnel,
  jobChange,
  rboTransfer,
  evaluation,
  contractRenewal,
  contractEdit,
  staffTurnover,
  staffTurnoverModify,
  violation,
  welfare,
  insurance,
  proof,
  holiday,
  healthUpdate,
  healthInvoice,
];

const byFlow = new Map(PROCESS_METAS.map((meta) => [meta.flowId, meta]));

export function processMeta(flowId: number | undefined): ProcessMeta | undefined {
  return flowId === undefined ? undefined : byFlow.get(flowId);
}

/** The process an address of its own starts (/deduction/post → 失物扣款). */
export function processByStartPath(path: string | undefined): ProcessMeta | undefined {
  return path ? PROCESS_METAS.find((meta) => meta.startPath === path) : undefined;
}

/** The columns a process adds to the task lists when they are narrowed to it, titled in its own texts. */
export function processTaskColumns(flowId: number | undefined): DataColumn<TaskRow>[] {
  const meta = processMeta(flowId);
  return meta?.taskColumns?.(i18n.getFixedT(null, meta.ns)) ?? [];
}

/** The columns a process adds to the batch dialog's to-dos. */
export function processBatchColumns(flowId: number | undefined): TableColumnsType<TaskRow> {
  const meta = processMeta(flowId);
  return meta?.batchColumns?.(i18n.getFixedT(null, meta.ns)) ?? [];
}

const loadedForms = new Map<number, ProcessForms>();
const loadingForms = new Map<number, Promise<ProcessForms | undefined>>();

/** Loads a process's forms once (their own chunk, retried once); undefined for an unknown flow. */
export function loadProcessForms(flowId: number): Promise<ProcessForms | undefined> {
  const meta = processMeta(flowId);
  if (!meta) return Promise.resolve(undefined);
  let loading = loadingForms.get(flowId);
  if (!loading) {
    loading = loadWithRetry(meta.forms).then(
      (module) => {
        loadedForms.set(flowId, module.default);
        return module.default;
      },
      (error: unknown) => {
        loadingForms.delete(flowId);
        throw error;
      },
    );
    loadingForms.set(flowId, loading);
  }
  return loading;
}

/**
 * A process's forms: undefined while their chunk loads, at once when it came before. A chunk
 * that cannot be fetched goes to the tab's error boundary, which knows to reload.
 */
export function useProcessForms(flowId: number): ProcessForms | undefined {
  const [, setLoaded] = useState(0);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  useEffect(() => {
    if (loadedForms.has(flowId)) return;
    let current = true;
    loadProcessForms(flowId).then(
      () => current && setLoaded((n) => n + 1),
      (error: unknown) => current && setFailure({ error }),
    );
    return () => {
      current = false;
    };
  }, [flowId]);
  if (failure) throw failure.error;
  return loadedForms.get(flowId);
}

export type { ProcessFormHandle, ProcessForms, ProcessMeta } from './types';
