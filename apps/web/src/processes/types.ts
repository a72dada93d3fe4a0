import type { ComponentType, Ref } from 'react';
import type { ServerFieldError, WorkDetail } from '../api/workflow';

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

/** The web side of one process (STYLE §10: a process is a folder, plus one registry line). */
export interface ProcessUi {
  flowId: number;
  /** Start form; also the starter's form after a rollback to the start node. */
  StartForm: ComponentType<StartFormProps>;
  /** Read-only form for everyone who may view the work. */
  ViewForm: ComponentType<ViewFormProps>;
  /** A step whose handler edits some fields; steps without one show the view form. */
  AuditForm?: ComponentType<AuditFormProps>;
}
