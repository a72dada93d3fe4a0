import {
  ErrorCode,
  formatCents,
  maskedClassOf,
  msg,
  PII_ACCESS_KIND_TEXT,
  PII_DOCUMENT_PURPOSE_TEXT,
  PII_LOG_EXPORT_COLUMNS,
  PII_LOG_FILTERS,
  type PII_LOG_SORTS,
  PII_PURPOSE_TEXT,
  type PiiPurpose,
  piiFieldText,
  SALARY_ROW_FIELDS,
  type TEmployeeAccessLogRequest,
  type TPiiAccessKind,
  type TRevealRequest,
} from '@hris/contract';
import { desc, eq, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { piiAccessLog } from '../../db/schema';
import type { Actor } from '../../http/actor';
import type { AuthContext } from '../../http/auth-context';
import { AppError } from '../../http/errors';
import { inScope } from '../../http/scope';
import { chinaDaysFilter, type ListInput, type ListSpec } from '../../lists/list-query';
import { ScopedRecords } from '../../lists/scoped-records';
import { canViewWork } from '../../workflow/access';
import { salaryFigures } from '../basic-data/salary/salary.presenter';
import { logPiiAccess } from './access-log';
import * as repo from './privacy.repository';

const PII_LOG_SPEC: ListSpec<keyof typeof PII_LOG_FILTERS, keyof typeof PII_LOG_SORTS> = {
  filterDefs: PII_LOG_FILTERS,
  filterColumns: {
    createdTime: chinaDaysFilter(piiAccessLog.createdAt),
    userName: { columns: [piiAccessLog.userName, piiAccessLog.account] },
    subjectText: { columns: [piiAccessLog.subjectText] },
    kind: {
      build: (f) =>
        f.kind === 'select' && f.values.length === 1 ? eq(piiAccessLog.kind, String(f.values[0])) : undefined,
    },
  },
  sortKeys: { createdTime: { expr: piiAccessLog.createdAt, type: 'timestamptz' } },
  defaultSort: { field: 'createdTime', direction: 'desc' },
  idColumn: piiAccessLog.id,
};

function presentLogRow(r: repo.PiiLogRow) {
  const kind = r.kind as TPiiAccessKind;
  const purpose = r.purpose as PiiPurpose | 'document';
  return {
    id: r.id,
    createdTime: r.createdAt.toISOString(),
    userName: r.userName,
    account: r.account,
    kind,
    kindText: PII_ACCESS_KIND_TEXT[kind]?.zh ?? r.kind,
    subjectText: r.subjectText,
    fields: r.fields,
    fieldsText: r.fields.map((f) => piiFieldText(f).zh).join('、'),
    purpose: r.purpose,
    purposeText: purpose === 'document' ? PII_DOCUMENT_PURPOSE_TEXT.zh : (PII_PURPOSE_TEXT[purpose]?.zh ?? r.purpose),
    reason: r.reason,
    place: r.place,
    ip: r.ip,
  };
}

/** The log is company-wide: the PrivacyLog permission is its whole check. */
const records = new ScopedRecords({
  spec: PII_LOG_SPEC,
  page: repo.findPiiLogPage,
  count: repo.countPiiLogs,
  present: presentLogRow,
  export: { title: '个人信息访问记录', action: 'privacyLog.export', columns: PII_LOG_EXPORT_COLUMNS },
});

/** The employee fields a reveal may name, and the work-form fields (any masked field). */
const EMPLOYEE_FIELDS = new Set(['identityNumber', 'phone']);
/** A salary change's figures a reveal may name (the register's and a person's salary changes). */
const SALARY_FIELDS = new Set(['amount', 'previousAmount', 'changeAmount']);

/**
 * Personal information protection (issue 38): one masked value revealed with a reason, logged;
 * the access log and a person's own part of it.
 */
export class PrivacyService {
  constructor(private readonly db: Db) {}

  /**
   * The clear value of one masked field of one record, for a holder of SensitiveData whose scope
   * holds the record, with a reason; logged in the same transaction. 40001 for a field that is not
   * masked or not there.
   */
  async reveal(actor: Actor, input: TRevealRequest) {
    const { auth } = actor;
    const extra = input.subject === 'salary' ? SALARY_ROW_FIELDS : undefined;
    if (!maskedClassOf(input.field, extra)) throw new AppError(ErrorCode.Validation, msg('privacy.fieldNotMasked'));
    return this.db.transaction(async (tx) => {
      const found = await this.find(tx, auth, input);
      if (found.value === null || found.value === '')
        throw new AppError(ErrorCode.Validation, msg('privacy.nothingToReveal'));
      await logPiiAccess(tx, actor, {
        kind: 'reveal',
        employeeRef: found.employeeRef,
        subjectText: found.subjectText,
        fields: [input.field],
        purpose: input.purpose,
        reason: input.reason,
        place: found.place,
      });
      return { value: found.value };
    });
  }

  private async find(
    db: Executor,
    auth: AuthContext,
    input: TRevealRequest,
  ): Promise<{ value: string | null; employeeRef: number | null; subjectText: string; place: string }> {
    switch (input.subject) {
      case 'employee': {
        if (!EMPLOYEE_FIELDS.has(input.field)) throw new AppError(ErrorCode.Validation, msg('privacy.fieldNotMasked'));
        const e = await repo.findEmployeeSecrets(db, input.id);
        if (!e) throw new AppError(ErrorCode.NotFound, msg('common.notFound', { what: msg('noun.employee') }));
        if (!inScope(auth, { orgPath: e.orgPath, employeeRef: e.id }))
          throw new AppError(ErrorCode.OutOfScope, msg('scope.employee'));
        const value = input.field === 'identityNumber' ? e.identityNumber : e.phone;
        return { value, employeeRef: e.id, subjectText: `${e.name}（${e.employeeId}）`, place: '员工信息' };
      }
      case 'work': {
        if (!(await canViewWork(db, auth, input.id))) throw new AppError(ErrorCode.OutOfScope, msg('scope.work'));
        const w = await repo.findWorkForm(db, input.id);
        if (!w) throw new AppError(ErrorCode.NotFound, msg('workflow.workNotFound'));
        const value = (w.formData as Record<string, unknown>)[input.field];
        return {
          // A salary figure of a form is a number of yuan: it reads as the form shows it.
          value:
            typeof value === 'string' ? value : typeof value === 'number' ? formatCents(Math.round(value * 100)) : null,
          employeeRef: w.employeeRef,
          subjectText: w.name ? `${w.name}（${w.employeeId}）` : `流程 ${input.id}`,
          place: '流程表单',
        };
      }
      case 'user': {
        const u = await repo.findUserPerson(db, input.id);
        if (!u) throw new AppError(ErrorCode.NotFound, msg('common.notFound', { what: msg('noun.user') }));
        if (!inScope(auth, { orgPath: u.orgPath, employeeRef: u.employeeRef }))
          throw new AppError(ErrorCode.OutOfScope, msg('scope.user'));
        if (!EMPLOYEE_FIELDS.has(input.field)) throw new AppError(ErrorCode.Validation, msg('privacy.fieldNotMasked'));
        const value = input.field === 'identityNumber' ? u.identityNumber : u.phone;
        return {
          value: value ?? null,
          employeeRef: u.employeeRef,
          subjectText: `${u.name}（${u.employeeId ?? u.account}）`,
          place: '用户信息',
        };
      }
      case 'salary': {
        // A salary is the salary register's: its permission first, then the person's scope.
        if (!auth.menus.has('SalaryList')) throw new AppError(ErrorCode.Forbidden);
        if (!SALARY_FIELDS.has(input.field)) throw new AppError(ErrorCode.Validation, msg('privacy.fieldNotMasked'));
        const s = await repo.findSalaryChange(db, input.id);
        if (!s) throw new AppError(ErrorCode.NotFound, msg('common.notFound', { what: msg('noun.salaryChange') }));
        if (!inScope(auth, { orgPath: s.orgPath, employeeRef: s.employeeRef }))
          throw new AppError(ErrorCode.OutOfScope, msg('scope.employee'));
        const figures = salaryFigures(s);
        return {
          value: figures[input.field as keyof typeof figures],
          employeeRef: s.employeeRef,
          subjectText: `${s.name}（${s.employeeId}）${s.effectiveDate} 调薪`,
          place: '调薪记录',
        };
      }
    }
  }

  list(auth: AuthContext, input: ListInput & { pageIndex: number; pageSize: number }) {
    return records.list(this.db, auth, input);
  }

  exportList(actor: Actor, input: ListInput) {
    return records.exportList(this.db, actor, input);
  }

  /** Who looked at one person's sensitive data, newest first, a page at a time: the record's own view. */
  async employeeLog(input: TEmployeeAccessLogRequest) {
    const where = eq(piiAccessLog.employeeRef, input.employeeRef);
    const [counted] = await this.db.select({ n: sql<number>`count(*)::int` }).from(piiAccessLog).where(where);
    const rows = await this.db
      .select()
      .from(piiAccessLog)
      .where(where)
      .orderBy(desc(piiAccessLog.createdAt), desc(piiAccessLog.id))
      .limit(input.pageSize)
      .offset((input.pageIndex - 1) * input.pageSize);
    return { total: counted?.n ?? 0, list: rows.map((r) => presentLogRow({ ...r, sortValue: '' })) };
  }
}
