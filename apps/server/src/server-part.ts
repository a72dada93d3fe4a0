import type { ProcessInfo } from '@hris/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Db } from './db/client';
import type { LogTargetKind } from './http/log-targets';
import type { ScopedIdDefinition, ScopedIdKinds } from './http/scoped-ids';
import type { WorkList } from './lists/work-lists';
import type { EmployeeService } from './modules/employee/employee.service';
import type { ReportDefinition } from './modules/reports/report';
import type { WorkflowEngine } from './workflow/engine';
import type { JobDefinition } from './workflow/jobs';
import type { ProcessDefinition } from './workflow/types';

/** What the routes of a part are given: the app's database, configuration, engine and employee look-ups. */
export interface PartDeps {
  db: Db;
  config: Config;
  engine: WorkflowEngine;
  employees: EmployeeService;
}

/**
 * What a module or a process brings to the server besides its code (ARCHITECTURE §6 "A new
 * process, file by file"): its HTTP routes and its jobs. A part is listed once — a process in
 * processes/index.ts, a module in app.ts — and nothing else names it: the app registers the
 * routes, the job runner the jobs.
 */
export interface ServerPart {
  routes?: readonly FastifyPluginAsyncZod<PartDeps>[];
  jobs?: readonly JobDefinition[];
  /** The kinds of scoped ids it adds (http/scoped-ids.ts): how an id of each is checked against the caller's scope. */
  scopedIds?: Partial<Record<keyof ScopedIdKinds, ScopedIdDefinition>>;
  /** The built reports it adds to /reportStatistics (modules/reports: the menu keeps contract REPORTS' order). */
  reports?: readonly ReportDefinition[];
  /** Its information-statistics lists (lists/work-lists.ts): each one's page and export routes. */
  lists?: readonly WorkList[];
  /** The kinds of system-log targets it writes (`holiday:12`) and how 系统日志 names them (http/log-targets.ts). */
  logTargets?: Readonly<Record<string, LogTargetKind>>;
}

/** A process: its definition for the engine, and what else it brings. */
export interface ProcessPart extends ServerPart {
  definition: ProcessDefinition<any, any>;
  /**
   * Its contract entry, when the contract does not list it: only a process that tests alone run
   * (test/example-process) brings one; a product process is found in the contract's PROCESSES.
   */
  info?: ProcessInfo;
}
