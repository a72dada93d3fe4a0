import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import type { ComponentType, Ref } from 'react';
import type { BatchStartKind } from '../api/personnel';
import type { ServerFieldError, TaskRow, WorkDetail } from '../api/workflow';
import type { DataColumn } from '../components/DataTable';

/** What /process/do asks of a process form when a toolbar button is pressed. */
export interface ProcessFormHandle {
  /**
   * Validates against the contract schema. Resolves with the form to send, or `null` when the
   * input is refused (the messages are then shown on the fields).
   */
  collect(): Promise<Record<string, unknown> | null>;
  /** Marks the fields the server refused (envelope data.fields); returns how many it could place. */
  showServerErrors(fields: readonly ServerFieldError[]): number;
}

export interface StartFormProps {
  ref?: Ref<ProcessFormHandle>;
  /** The stored form, when the starter revises it after a rollback to the start node. */
  initial?: Record<string, unknown>;
  /** Revising after a rollback: the work's target (employee, store) stays as it is. */
  resubmit?: boolean;
}

export interface ViewFormProps {
  form: Record<string, unknown>;
  detail: WorkDetail;
}

export interface AuditFormProps extends ViewFormProps {
  ref?: Ref<ProcessFormHandle>;
  /** Fields this step's handler may change (toolbar.editableFields). */
  editableFields: readonly string[];
  nodeId: number;
}

/** The forms of one process, loaded with their own chunk when a work or a start page needs them. */
export interface ProcessForms {
  /** Start form; also the starter's form after a rollback to the start node. */
  StartForm: ComponentType<StartFormProps>;
  /** Read-only form for everyone who may view the work. */
  ViewForm: ComponentType<ViewFormProps>;
  /** A step whose handler edits some fields; steps without one show the view form. */
  AuditForm?: ComponentType<AuditFormProps>;
}

/** A process's own texts: Chinese with the code, English loaded when it is the language. */
export interface ProcessTexts {
  zhCN: object;
  enUS: () => Promise<{ default: object }>;
}

/**
 * What a process declares in its `meta.ts` (STYLE §10: a process is a folder, plus one registry
 * line). It loads with the shell, so it stays small: the forms are a loader, never an import.
 * Texts are keys of the process's own namespace (the contract's process key, `deduction`); shared
 * workflow keys (`wf.…`) reach the shared namespace through the fallback.
 */
export interface ProcessDefinition {
  flowId: number;
  texts: ProcessTexts;
  /**
   * An address of its own that starts the process (spec §2: /deduction/post); its title and
   * description are the texts `start.title` and `start.feature`.
   */
  startPath?: string;
  /** Columns the task lists add when narrowed to this process (spec §3), after the shop. */
  taskColumns?: (t: TFunction) => DataColumn<TaskRow>[];
  /** Columns the batch dialog adds for this process, after the shop. */
  batchColumns?: (t: TFunction) => TableColumnsType<TaskRow>;
  forms: () => Promise<{ default: ProcessForms }>;
  /**
   * Started from Excel too (spec §7 batch uploads): the start page offers the template and the
   * upload. `only`: the process starts from Excel alone (no single start form).
   */
  batchStart?: { kind: BatchStartKind; only?: boolean };
}

export interface ProcessMeta extends ProcessDefinition {
  /** The i18n namespace of the process's texts: its key in the contract (`deduction`, `staffEntry`). */
  ns: string;
}
