import {
  msg,
  POSITION_EXPORT_COLUMNS,
  POSITION_FILTERS,
  type POSITION_SORTS,
  type TCreatePositionRequest,
  type TPositionListRequest,
  type TUpdatePositionRequest,
  ZCreatePositionRequestSchema,
} from '@hris/contract';
import type { Db, Executor } from '../../../db/client';
import { position } from '../../../db/schema';
import type { Actor } from '../../../http/actor';
import { audit } from '../../../http/audit';
import type { AuthContext } from '../../../http/auth-context';
import { errors, fieldRefusals } from '../../../http/errors';
import type { ListSpec } from '../../../lists/list-query';
import { ScopedRecords } from '../../../lists/scoped-records';
import { employeeScope } from '../shared/employee-sql';
import { presentPositionRow } from './position.presenter';
import * as repo from './position.repository';

export const POSITION_LIST_SPEC: ListSpec<keyof typeof POSITION_FILTERS, keyof typeof POSITION_SORTS> = {
  filterDefs: POSITION_FILTERS,
  filterColumns: {
    code: { columns: [position.code] },
    name: { columns: [position.name] },
    employeeType: { column: position.employeeType },
    defaultRank: { columns: [position.defaultRank] },
    isActive: { column: position.isActive },
  },
  sortKeys: {
    code: { expr: position.code, type: 'text' },
    name: { expr: position.name, type: 'text' },
    employeeType: { expr: position.employeeType, type: 'text' },
    defaultRank: { expr: position.defaultRank, type: 'text' },
    isActive: { expr: position.isActive, type: 'bool' },
    headcount: { expr: repo.headcountOf(undefined), type: 'int' },
  },
  defaultSort: { field: 'code', direction: 'asc' },
  idColumn: position.id,
};

/** Headcounts count the caller's own scope only; the positions themselves are company-wide. */
const headcountFor = (auth: AuthContext) => repo.headcountOf(employeeScope(auth));

const records = new ScopedRecords({
  spec: (auth) => ({
    ...POSITION_LIST_SPEC,
    sortKeys: { ...POSITION_LIST_SPEC.sortKeys, headcount: { expr: headcountFor(auth), type: 'int' } },
  }),
  page: (db, q, where, limit, offset, auth) => repo.findPositionPage(db, q, headcountFor(auth), where, limit, offset),
  count: repo.countPositions,
  present: presentPositionRow,
  export: { title: '岗位信息', action: 'position.export', columns: POSITION_EXPORT_COLUMNS },
  record: { what: msg('noun.position'), find: (db, id, auth) => repo.findPositionById(db, id, headcountFor(auth)) },
});

const invalid = fieldRefusals(ZCreatePositionRequestSchema);

export class PositionService {
  constructor(private readonly db: Db) {}

  async list(auth: AuthContext, input: TPositionListRequest) {
    return records.list(this.db, auth, input);
  }

  async exportList(actor: Actor, input: TPositionListRequest) {
    return records.exportList(this.db, actor, input);
  }

  async detail(auth: AuthContext, id: number) {
    return presentPositionRow(await records.find(this.db, auth, id));
  }

  async create(actor: Actor, input: TCreatePositionRequest) {
    const { auth } = actor;
    this.assertCompanyWide(auth);
    return this.db.transaction(async (tx) => {
      await this.assertCodeFree(tx, input.code);
      const created = await repo.insertPosition(tx, input);
      await audit(tx, actor, { action: 'position.create', target: `position:${input.code}`, summary: input });
      return { id: created.id };
    });
  }

  /**
   * Edits a position: the row is locked and its updatedTime compared with the one the editor
   * read, so of two people editing the same position the second is told, not overwritten.
   * A position in use keeps its employee type.
   */
  async update(actor: Actor, input: TUpdatePositionRequest) {
    const { auth } = actor;
    this.assertCompanyWide(auth);
    return this.db.transaction(async (tx) => {
      const current = await repo.lockPosition(tx, input.id);
      if (!current) throw errors.notFound(msg('noun.position'));
      if (current.updatedAt.toISOString() !== input.updatedTime) {
        throw errors.conflict(msg('position.stale'));
      }
      if (input.code !== current.code) await this.assertCodeFree(tx, input.code, current.id);
      if (input.employeeType !== current.employeeType) {
        const holders = await repo.countHolders(tx, current.id);
        if (holders > 0) {
          throw errors.validation(
            msg('position.hasHolders', {
              count: holders,
              name: current.name,
              type: msg(`employeeType.${input.employeeType}`),
            }),
          );
        }
      }
      const { id, updatedTime: _read, ...values } = input;
      await repo.updatePosition(tx, id, values);
      await audit(tx, actor, {
        action: 'position.update',
        target: `position:${current.code}`,
        summary: {
          old: {
            code: current.code,
            name: current.name,
            employeeType: current.employeeType,
            defaultRank: current.defaultRank,
            isActive: current.isActive,
          },
          new: values,
        },
      });
      return { id };
    });
  }

  /** Positions are shared by the whole company: only head-office scope maintains them. */
  private assertCompanyWide(auth: AuthContext) {
    if (auth.scopeKind !== 'all') throw errors.forbidden(msg('position.companyWide'));
  }

  private async assertCodeFree(tx: Executor, code: string, exceptId?: number) {
    const same = await repo.findByCode(tx, code, exceptId);
    if (same) throw invalid('code', msg('position.codeTaken', { code, name: same.name }));
  }
}
