import {
  listText,
  msg,
  type TCreateViolationRequest,
  type TViolationListRequest,
  VIOLATION_EXPORT_COLUMNS,
  VIOLATION_FILTERS,
  type VIOLATION_SORTS,
  ZCreateViolationRequestSchema,
} from '@hris/contract';
import type { Db } from '../../../db/client';
import { violation } from '../../../db/schema';
import type { Actor } from '../../../http/actor';
import { audit } from '../../../http/audit';
import type { AuthContext } from '../../../http/auth-context';
import { fieldRefusals } from '../../../http/errors';
import { todayInChina } from '../../../lists/format';
import type { ListSpec } from '../../../lists/list-query';
import { employeePlace, ScopedRecords } from '../../../lists/scoped-records';
import { findEmployeeInScope } from '../shared/employee-lookup';
import { employeeFilterColumns, employeeScope, employeeSortKeys } from '../shared/employee-sql';
import { presentViolationDetail, presentViolationRow, presentViolationSheetRow } from './violation.presenter';
import * as repo from './violation.repository';

export const VIOLATION_LIST_SPEC: ListSpec<keyof typeof VIOLATION_FILTERS, keyof typeof VIOLATION_SORTS> = {
  filterDefs: VIOLATION_FILTERS,
  filterColumns: {
    ...employeeFilterColumns,
    punishment: { column: violation.punishment },
    violationDate: { column: violation.violationDate },
    description: { columns: [violation.description] },
  },
  sortKeys: {
    ...employeeSortKeys,
    violationDate: { expr: violation.violationDate, type: 'date' },
    punishment: { expr: violation.punishment, type: 'text' },
    createdTime: { expr: violation.createdAt, type: 'timestamptz' },
  },
  defaultSort: { field: 'violationDate', direction: 'desc' },
  idColumn: violation.id,
};

const records = new ScopedRecords({
  spec: VIOLATION_LIST_SPEC,
  scope: employeeScope,
  page: repo.findViolationPage,
  count: repo.countViolations,
  present: presentViolationRow,
  export: {
    title: '违纪管理',
    action: 'violation.export',
    columns: VIOLATION_EXPORT_COLUMNS,
    present: presentViolationSheetRow,
  },
  record: { what: msg('noun.violation'), find: repo.findViolationById, place: employeePlace },
});

const invalid = fieldRefusals(ZCreateViolationRequestSchema);

export class ViolationService {
  constructor(private readonly db: Db) {}

  async list(auth: AuthContext, input: TViolationListRequest) {
    return records.list(this.db, auth, input);
  }

  async exportList(actor: Actor, input: TViolationListRequest) {
    return records.exportList(this.db, actor, input);
  }

  async detail(auth: AuthContext, id: number) {
    const row = await records.find(this.db, auth, id);
    return presentViolationDetail(row, await repo.findAttachmentsOfViolation(this.db, id));
  }

  /**
   * Records a violation with its files (uploaded first through /api/File/UploadSingle). Only the
   * uploader's own files can be attached, and a file belongs to one record.
   */
  async create(actor: Actor, input: TCreateViolationRequest) {
    const { auth } = actor;
    if (input.violationDate > todayInChina()) throw invalid('violationDate', msg('violation.dateInFuture'));
    const attachmentIds = [...new Set(input.attachmentIds)];
    return this.db.transaction(async (tx) => {
      const target = await findEmployeeInScope(tx, auth, input.employeeId, { lock: true });
      if (target.entryDate && input.violationDate < target.entryDate) {
        throw invalid('violationDate', msg('violation.dateBeforeEntry', { entryDate: target.entryDate }));
      }
      if (target.status === 0 && target.leaveDate && input.violationDate > target.leaveDate) {
        throw invalid('violationDate', msg('violation.dateAfterLeave', { leaveDate: target.leaveDate }));
      }
      const files = await repo.findAttachments(tx, attachmentIds);
      const missing = attachmentIds.filter((id) => !files.some((f) => f.id === id));
      if (missing.length > 0) {
        throw invalid('attachmentIds', msg('violation.attachmentsMissing', { ids: listText(missing) }));
      }
      const foreign = files.filter((f) => f.uploadedBy !== auth.userId);
      if (foreign.length > 0) {
        throw invalid(
          'attachmentIds',
          msg('scope.ownAttachmentNamed', { fileNames: listText(foreign.map((f) => f.fileName)) }),
        );
      }
      const linked = await repo.findLinkedAttachments(tx, attachmentIds);
      if (linked.length > 0) throw invalid('attachmentIds', msg('violation.attachmentsLinked'));
      const created = await repo.insertViolation(
        tx,
        {
          employeeRef: target.id,
          violationDate: input.violationDate,
          punishment: input.punishment,
          description: input.description,
          createdBy: auth.userId,
        },
        attachmentIds,
      );
      await audit(tx, actor, {
        action: 'violation.create',
        target: `employee:${target.employeeId}`,
        summary: {
          id: created.id,
          violationDate: input.violationDate,
          punishment: input.punishment,
          attachments: attachmentIds,
        },
      });
      return { id: created.id };
    });
  }
}
