import {
  addDays,
  employeeLabel,
  HEALTH_EXPORT_COLUMNS,
  HEALTH_FILTERS,
  type HEALTH_SORTS,
  HEALTH_ZIP_MAX_FILES,
  healthStatusOf,
  msg,
  type TCreateHealthRequest,
  type THealthDetail,
  type THealthEmployeeInfo,
  type THealthListRequest,
  type THealthStatus,
  type THealthZipRequest,
  ZCreateHealthRequestSchema,
} from '@hris/contract';
import { and, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db, Executor } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { employee } from '../../db/schema';
import type { Actor } from '../../http/actor';
import { audit } from '../../http/audit';
import type { AuthContext } from '../../http/auth-context';
import { errors, fieldRefusals } from '../../http/errors';
import { inScope } from '../../http/scope';
import { importRejected } from '../../http/xlsx-read';
import type { SmallWorkbook } from '../../http/xlsx-stream';
import { todayInChina } from '../../lists/format';
import { buildListQuery, type ListSpec } from '../../lists/list-query';
import { ScopedRecords } from '../../lists/scoped-records';
import { findEmployeeInScope, type TargetEmployee } from '../basic-data/shared/employee-lookup';
import { employeeFilterColumns, employeeScope, employeeSortKeys } from '../basic-data/shared/employee-sql';
import { countStaff } from '../basic-data/staff/staff.repository';
import { findAttachment } from '../file/file.repository';
import { FileService, type ReceiveFile, storagePath } from '../file/file.service';
import { presentCertificate, presentHealthRow, presentHealthSheetRow } from './health.presenter';
import * as repo from './health.repository';
import {
  buildHealthTemplate,
  COL_EMPLOYEE,
  COL_NAME,
  COL_START,
  readHealthSheet,
  type SheetProblem,
} from './health-sheet';
import { type ZipFile, zipEntryName } from './health-zip';
import { healthSettings } from './settings';
import { healthCertificate } from './tables';

/** The registry's filters and order; the status filter is ranges of today's dates. */
function healthListSpec(today: string): ListSpec<keyof typeof HEALTH_FILTERS, keyof typeof HEALTH_SORTS> {
  const { employeeStatus: _status, ...employeeFilters } = employeeFilterColumns;
  return {
    filterDefs: HEALTH_FILTERS,
    filterColumns: {
      ...employeeFilters,
      status: {
        build: (f) =>
          f.kind === 'select'
            ? or(...f.values.map((s) => repo.statusCondition(s as THealthStatus, today, healthSettings.warnDays)))
            : undefined,
      },
      endDate: {
        build: (f) =>
          f.kind === 'dateRange'
            ? and(
                // A range never takes in the people without a certificate (their 1900-01-01).
                sql`${repo.currentEnd} >= ${f.from ?? '1900-01-02'}::date`,
                f.to ? sql`${repo.currentEnd} <= ${f.to}::date` : undefined,
              )
            : undefined,
      },
    },
    sortKeys: { ...employeeSortKeys, endDate: { expr: repo.currentEnd, type: 'date' } },
    defaultSort: { field: 'endDate', direction: 'asc' },
    idColumn: employee.id,
  };
}

/** The caller's scope over the registry: the active store employees they may see. */
const registryScope = (auth: AuthContext) => and(sql`${repo.activeStoreEmployee}`, employeeScope(auth));

const records = new ScopedRecords({
  spec: () => healthListSpec(todayInChina()),
  scope: registryScope,
  page: repo.findPage,
  // The registry counts employees, with the shop for the 门店 filter: the staff list's count.
  count: countStaff,
  present: (row: repo.HealthRow) => presentHealthRow(row, todayInChina()),
  export: {
    title: '健康证列表',
    action: 'health.export',
    columns: HEALTH_EXPORT_COLUMNS,
    present: (row: repo.HealthRow) => presentHealthSheetRow(row, todayInChina()),
  },
});

const invalid = fieldRefusals(ZCreateHealthRequestSchema);

type CertificateInput = { startDate: string; endDate: string; remark: string; attachmentId?: number | null };

/**
 * Writes a certificate of `target` (whose row the caller holds locked): refused when its period
 * meets another live certificate of the person. Then the person's current end date follows.
 * Exported for flow 38 (健康证更新), which registers the certificate its work approved with `workId`.
 */
export async function registerCertificate(
  tx: Executor,
  target: Pick<TargetEmployee, 'id' | 'employeeId' | 'name'>,
  input: CertificateInput & { id?: number; workId?: number | null; createdBy: number | null },
): Promise<number> {
  const [clash] = await repo.findOverlapping(tx, [target.id], {
    start: input.startDate,
    end: input.endDate,
    exceptId: input.id,
  });
  if (clash) throw overlapRefusal(target, clash);
  const values = {
    startDate: input.startDate,
    endDate: input.endDate,
    remark: input.remark,
    attachmentId: input.attachmentId ?? null,
  };
  let id = input.id;
  try {
    if (id) await repo.updateCertificate(tx, id, values);
    else
      [{ id }] = await repo.insertCertificates(tx, [
        { ...values, employeeRef: target.id, workId: input.workId ?? null, createdBy: input.createdBy },
      ]);
  } catch (error) {
    // Only reachable by a writer that skipped the row lock: the indexes keep one start and one end a day.
    if (isUniqueViolation(error)) throw overlapRefusal(target, { startDate: input.startDate, endDate: input.endDate });
    throw error;
  }
  if (input.attachmentId) await repo.ownAttachment(tx, input.attachmentId, id as number);
  await repo.refreshCurrentEnd(tx, [target.id]);
  return id as number;
}

function overlapRefusal(target: { employeeId: string; name: string }, clash: { startDate: string; endDate: string }) {
  return invalid(
    'healthStartDate',
    msg('health.overlap', {
      employee: employeeLabel(target.name, target.employeeId),
      start: clash.startDate,
      end: clash.endDate,
    }),
  );
}

/** Today's 即将过期 / 已过期 / 缺失 counts of the caller's scope (the home page), with the 即将过期 days. */
export async function healthExpiringCounts(db: Executor, auth: AuthContext, today: string) {
  const counts = await repo.countStatuses(db, employeeScope(auth), today, healthSettings.warnDays);
  return { ...counts, expiringRange: { from: today, to: addDays(today, healthSettings.warnDays) } };
}

export class HealthService {
  private readonly files: FileService;

  constructor(
    private readonly db: Db,
    private readonly config: Config,
  ) {
    this.files = new FileService(db, config);
  }

  async list(auth: AuthContext, input: THealthListRequest) {
    return records.list(this.db, auth, input);
  }

  async exportList(actor: Actor, input: THealthListRequest) {
    return records.exportList(this.db, actor, input);
  }

  /** An employee's status and certificates (the view page); leavers too, for their history. */
  async detail(auth: AuthContext, employeeNumber: string): Promise<THealthDetail> {
    const row = await repo.findRowByNumber(this.db, employeeNumber);
    if (!row || !inScope(auth, { orgPath: row.orgPath, employeeRef: row.id })) {
      throw errors.employeeNumberNotFound(employeeNumber);
    }
    return {
      ...presentHealthRow(row, todayInChina()),
      isActiveStoreEmployee: row.employeeStatus === 1 && row.employeeType === 'store',
      certificates: (await repo.findCertificatesOf(this.db, row.id)).map(presentCertificate),
    };
  }

  /** Registers a certificate, or with `id` corrects one (dates, remark, scan); logged. */
  async save(actor: Actor, input: TCreateHealthRequest & { remark: string }) {
    const { auth } = actor;
    if (input.healthEndDate < input.healthStartDate) throw invalid('healthEndDate', msg('health.endBeforeStart'));
    return this.db.transaction(async (tx) => {
      const target = await findEmployeeInScope(tx, auth, input.employeeId, { lock: true });
      const label = employeeLabel(target.name, target.employeeId);
      if (target.employeeType !== 'store')
        throw invalid('employeeId', msg('health.notStoreEmployee', { employee: label }));
      if (target.status === 0) throw invalid('employeeId', msg('health.resigned', { employee: label }));
      const before = input.id ? await repo.findCertificate(tx, input.id) : undefined;
      if (input.id && (!before || before.deletedAt)) throw errors.notFound(msg('health.noun'));
      if (before && before.employeeRef !== target.id) {
        throw invalid('employeeId', msg('health.otherEmployee', { employee: before.employeeId }));
      }
      if (input.attachmentId && input.attachmentId !== before?.attachmentId) {
        await this.checkNewAttachment(tx, auth, input.attachmentId);
      }
      const id = await registerCertificate(tx, target, {
        id: input.id,
        startDate: input.healthStartDate,
        endDate: input.healthEndDate,
        remark: input.remark,
        attachmentId: input.attachmentId ?? before?.attachmentId ?? null,
        createdBy: auth.userId,
      });
      await audit(tx, actor, {
        action: before ? 'health.update' : 'health.create',
        target: `employee:${target.employeeId}`,
        summary: {
          id,
          before: before
            ? { start: before.startDate, end: before.endDate, remark: before.remark, attachmentId: before.attachmentId }
            : null,
          after: {
            start: input.healthStartDate,
            end: input.healthEndDate,
            remark: input.remark,
            attachmentId: input.attachmentId ?? null,
          },
        },
      });
      return { id, updated: Boolean(before) };
    });
  }

  /** A scan being attached: the caller's own upload, not yet any record's. */
  private async checkNewAttachment(tx: Executor, auth: AuthContext, attachmentId: number) {
    const file = await findAttachment(tx, attachmentId);
    if (!file) throw invalid('attachmentId', msg('health.attachmentMissing'));
    if (file.uploadedBy !== auth.userId) {
      throw invalid('attachmentId', msg('scope.ownAttachmentNamed', { fileNames: file.fileName }));
    }
    if (file.ownerKind) throw invalid('attachmentId', msg('health.attachmentLinked', { fileName: file.fileName }));
  }

  /** Soft delete: the row stays (who and when), the person's current certificate follows; logged. */
  async remove(actor: Actor, id: number) {
    return this.db.transaction(async (tx) => {
      const found = await repo.findCertificate(tx, id);
      if (!found || found.deletedAt) throw errors.notFound(msg('health.noun'));
      if (!inScope(actor.auth, { orgPath: found.orgPath, employeeRef: found.employeeRef })) throw errors.outOfScope();
      await repo.lockEmployees(tx, [found.employeeRef]);
      await repo.softDelete(tx, id, actor.auth.userId, new Date());
      await repo.refreshCurrentEnd(tx, [found.employeeRef]);
      await audit(tx, actor, {
        action: 'health.delete',
        target: `employee:${found.employeeId}`,
        summary: {
          id,
          start: found.startDate,
          end: found.endDate,
          remark: found.remark,
          attachmentId: found.attachmentId,
        },
      });
    });
  }

  /** The scan, uploaded before the certificate is saved (images and PDF only). */
  async upload(actor: Actor, receive: ReceiveFile) {
    return this.files.upload(actor, 'healthCertificate', receive);
  }

  async employeeInfo(auth: AuthContext, keyword: string): Promise<THealthEmployeeInfo[]> {
    const today = todayInChina();
    const rows = await repo.searchEmployees(this.db, keyword, employeeScope(auth), 20);
    return rows.map((r) => ({ ...r, status: healthStatusOf(r.healthEndDate, today, healthSettings.warnDays) }));
  }

  template(): SmallWorkbook {
    return { fileName: '健康证导入模板.xlsx', build: buildHealthTemplate };
  }

  /**
   * All or nothing: every row is checked (format, the person in scope and in post at a store,
   * the name, overlaps with the registry and within the file) and only a file without a problem
   * is written, in one transaction under the people's row locks. Refused: 40001 with each
   * problem by row and column.
   */
  async importSheet(actor: Actor, file: { fileName: string; buffer: Buffer }): Promise<{ rowCount: number }> {
    const { auth } = actor;
    const sheet = await readHealthSheet(file.buffer);
    if ('unreadable' in sheet) throw errors.validation(sheet.unreadable);
    const outcome = await this.db.transaction(
      async (tx): Promise<{ rowCount: number } | { problems: SheetProblem[] }> => {
        const problems: SheetProblem[] = [...sheet.problems];
        const numbers = [...new Set(sheet.rows.map((r) => r.employeeId))];
        const people = new Map((await repo.findEmployeesByNumber(tx, numbers)).map((e) => [e.employeeId, e]));
        const valid: ((typeof sheet.rows)[number] & { employeeRef: number })[] = [];
        for (const row of sheet.rows) {
          const person = people.get(row.employeeId);
          const label = person ? employeeLabel(person.name, person.employeeId) : '';
          const fail = (column: string, message: SheetProblem['message']) =>
            problems.push({ row: row.row, column, message });
          // Unknown and outside the scope read alike: the file must not reveal who exists elsewhere.
          if (!person || !inScope(auth, { orgPath: person.orgPath, employeeRef: person.id })) {
            fail(COL_EMPLOYEE, msg('health.unknownEmployee', { employeeId: row.employeeId }));
          } else if (person.name !== row.name) fail(COL_NAME, msg('health.nameMismatch', { name: person.name }));
          else if (person.employeeType !== 'store')
            fail(COL_EMPLOYEE, msg('health.notStoreEmployee', { employee: label }));
          else if (person.status === 0) fail(COL_EMPLOYEE, msg('health.resigned', { employee: label }));
          else valid.push({ ...row, employeeRef: person.id });
        }
        const refs = [...new Set(valid.map((r) => r.employeeRef))];
        await repo.lockEmployees(tx, refs);
        // Each person's certificates by person: 50,000 rows against as many certificates stay linear.
        const existing = new Map<number, Awaited<ReturnType<typeof repo.findOverlapping>>>();
        for (const e of await repo.findOverlapping(tx, refs)) {
          const held = existing.get(e.employeeRef);
          if (held) held.push(e);
          else existing.set(e.employeeRef, [e]);
        }
        for (const row of valid) {
          const clash = existing
            .get(row.employeeRef)
            ?.find((e) => e.startDate <= row.endDate && e.endDate >= row.startDate);
          if (clash) {
            problems.push({
              row: row.row,
              column: COL_START,
              message: msg('health.overlapExisting', { start: clash.startDate, end: clash.endDate }),
            });
          }
        }
        if (problems.length > 0) return { problems };
        await repo.insertCertificates(
          tx,
          valid.map((r) => ({
            employeeRef: r.employeeRef,
            startDate: r.startDate,
            endDate: r.endDate,
            remark: r.remark,
            createdBy: auth.userId,
          })),
        );
        await repo.refreshCurrentEnd(tx, refs);
        await audit(tx, actor, {
          action: 'health.import',
          summary: { fileName: file.fileName, rows: valid.length, employees: refs.length },
        });
        return { rowCount: valid.length };
      },
    );
    if ('rowCount' in outcome) return outcome;
    throw importRejected(outcome.problems);
  }

  /**
   * The scans of the chosen certificates (ids, each in the caller's scope, checked again here in
   * SQL), or of the current certificates of the registry's filter, as zip entries named
   * 工号-姓名-有效期; logged. Refused when none has a scan or there are too many.
   */
  async zipFiles(actor: Actor, input: THealthZipRequest): Promise<{ fileName: string; files: ZipFile[] }> {
    const { auth } = actor;
    const byIds = Boolean(input.ids?.length);
    const where = byIds
      ? and(
          inArray(healthCertificate.id, input.ids as number[]),
          isNull(healthCertificate.deletedAt),
          employeeScope(auth),
        )
      : buildListQuery(healthListSpec(todayInChina()), input, [registryScope(auth)]).where;
    const rows = await repo.findZipEntries(this.db, where, byIds, HEALTH_ZIP_MAX_FILES + 1);
    if (rows.length === 0) throw errors.validation(msg('health.zipEmpty'));
    if (rows.length > HEALTH_ZIP_MAX_FILES) {
      throw errors.validation(
        msg('health.zipTooMany', { count: `${HEALTH_ZIP_MAX_FILES}+`, max: HEALTH_ZIP_MAX_FILES }),
      );
    }
    await audit(this.db, actor, {
      action: 'health.zip',
      summary: byIds ? { ids: input.ids, files: rows.length } : { filters: input.filters ?? {}, files: rows.length },
    });
    const used = new Set<string>();
    return {
      fileName: `健康证_${todayInChina().replaceAll('-', '')}.zip`,
      files: rows.map((r) => ({ name: zipEntryName(r, used), path: storagePath(this.config.filesDir, r.sha256) })),
    };
  }
}
