import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Db } from './db/client';
import type { EmployeeService } from './modules/employee/employee.service';
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
}

/** A process: its definition for the engine, and what else it brings. */
export interface ProcessPart extends ServerPart {
  definition: ProcessDefinition<any, any>;
}
