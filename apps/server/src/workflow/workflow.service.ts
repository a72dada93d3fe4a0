import type { Db } from '../db/client';
import { WorkflowEngine } from './engine';
import { SubstitutesService } from './substitutes.service';
import { TaskHandlingService } from './task-handling.service';
import { WorkViewService } from './work-view.service';

/** What the task routes use of the workflow: the engine and the three services beside it, on one database. */
export class WorkflowService {
  readonly engine: WorkflowEngine;
  /** The work page: detail, toolbar, progress, history, chart. */
  readonly view: WorkViewService;
  /** Batches, transfers and their picker, attachments, startable flows. */
  readonly tasks: TaskHandlingService;
  readonly substitutes: SubstitutesService;

  constructor(db: Db, options: { clock?: () => Date; parallelTransactions?: number } = {}) {
    this.engine = new WorkflowEngine(db, options.clock);
    this.view = new WorkViewService(db, this.engine);
    this.tasks = new TaskHandlingService(db, this.engine, this.view, options.parallelTransactions);
    this.substitutes = new SubstitutesService(db);
  }
}
