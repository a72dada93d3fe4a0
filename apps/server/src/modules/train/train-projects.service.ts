import {
  msg,
  TRAIN_PROJECT_EXPORT_COLUMNS,
  TRAIN_PROJECT_FILTERS,
  type TRAIN_PROJECT_SORTS,
  type TTrainProjectListRequest,
  ZSaveTrainProjectRequestSchema,
} from '@hris/contract';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import type { Actor } from '../../http/actor';
import { audit } from '../../http/audit';
import type { AuthContext } from '../../http/auth-context';
import { errors, fieldRefusals } from '../../http/errors';
import type { ListSpec } from '../../lists/list-query';
import { ScopedRecords } from '../../lists/scoped-records';
import { trainProject } from './tables';
import { presentProject, projectSheetRow } from './train.presenter';
import * as repo from './train.repository';

const invalidProject = fieldRefusals(ZSaveTrainProjectRequestSchema);

type ProjectInput = z.output<typeof ZSaveTrainProjectRequestSchema>;

const projectSpec: ListSpec<keyof typeof TRAIN_PROJECT_FILTERS, keyof typeof TRAIN_PROJECT_SORTS> = {
  filterDefs: TRAIN_PROJECT_FILTERS,
  filterColumns: {
    name: { columns: [trainProject.name] },
    category: { column: trainProject.category },
    status: { column: trainProject.status },
    owner: { columns: [trainProject.owner] },
    positionId: {
      build: (f) =>
        f.kind === 'id' ? sql`${trainProject.requiredPositionIds} && ${`{${f.ids.join(',')}}`}::integer[]` : undefined,
    },
  },
  sortKeys: {
    updatedTime: { expr: trainProject.updatedAt, type: 'timestamptz' },
    name: { expr: trainProject.name, type: 'text' },
    category: { expr: trainProject.category, type: 'text' },
    hours: { expr: trainProject.hours, type: 'numeric' },
  },
  defaultSort: { field: 'updatedTime', direction: 'desc' },
  idColumn: trainProject.id,
};

const projects = new ScopedRecords({
  spec: projectSpec,
  page: repo.findProjectPage,
  count: repo.countProjects,
  present: presentProject,
  export: {
    title: '培训项目',
    action: 'train.projectExport',
    columns: TRAIN_PROJECT_EXPORT_COLUMNS,
    present: projectSheetRow,
  },
});

/** 培训项目 (TrainPoject): company-wide, written by head office only. */
export class TrainProjectsService {
  constructor(private readonly db: Db) {}

  async listProjects(auth: AuthContext, input: TTrainProjectListRequest) {
    return projects.list(this.db, auth, input);
  }

  async exportProjects(actor: Actor, input: TTrainProjectListRequest) {
    return projects.exportList(this.db, actor, input);
  }

  async projectDetail(id: number) {
    const row = await repo.findProject(this.db, id);
    if (!row) throw errors.notFound(msg('train.projectNoun'));
    return presentProject(row);
  }

  async projectOptions() {
    return repo.projectOptions(this.db);
  }

  /** Creates or changes a project (head office only; names unique among the enabled); logged. */
  async saveProject(actor: Actor, input: ProjectInput) {
    if (actor.auth.scopeKind !== 'all') throw errors.forbidden(msg('train.projectCompanyWide'));
    return this.db.transaction(async (tx) => {
      const before = input.id ? await repo.findProject(tx, input.id, { lock: true }) : undefined;
      if (input.id && !before) throw errors.notFound(msg('train.projectNoun'));
      if (before && input.updatedTime && before.updatedAt.toISOString() !== input.updatedTime) {
        throw errors.conflict(msg('train.projectStale'));
      }
      const names = await repo.positionNames(tx, input.requiredPositionIds);
      if (names.size !== input.requiredPositionIds.length) {
        throw invalidProject('requiredPositionIds', msg('train.unknownPosition'));
      }
      if (input.status === 1 && (await repo.findActiveProjectByName(tx, input.name, input.id))) {
        throw invalidProject('name', msg('train.projectNameTaken', { name: input.name }));
      }
      const values = {
        name: input.name,
        category: input.category,
        requiredPositionIds: input.requiredPositionIds,
        hours: input.hours,
        validMonths: input.validMonths,
        owner: input.owner,
        status: input.status,
        remark: input.remark,
      };
      let id = input.id;
      try {
        if (id) await repo.updateProject(tx, id, values);
        else id = await repo.insertProject(tx, values, actor.auth.userId);
      } catch (error) {
        if (isUniqueViolation(error, 'train_project_active_name_uq')) {
          throw invalidProject('name', msg('train.projectNameTaken', { name: input.name }));
        }
        throw error;
      }
      await audit(tx, actor, {
        action: before ? 'train.projectUpdate' : 'train.projectCreate',
        target: `trainProject:${id}`,
        summary: { id, before: before ? projectAudit(before) : null, after: values },
      });
      return { id: id as number, updated: Boolean(before) };
    });
  }
}

function projectAudit(row: repo.ProjectRow) {
  const { id: _id, sessionCount: _n, sortValue: _s, createdAt: _c, updatedAt: _u, ...rest } = row;
  return rest;
}
