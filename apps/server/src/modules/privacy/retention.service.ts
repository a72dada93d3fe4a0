import {
  addDays,
  addYears,
  businessToday,
  ErrorCode,
  msg,
  RETENTION_NOTICE_DAYS,
  RETENTION_STATE_TEXT,
  type THoldPersonalData,
  type TRetentionListRequest,
  type TRetentionState,
} from '@hris/contract';
import { and, asc, desc, eq, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { appUser, employee, employeePrivacyHold, orgUnit } from '../../db/schema';
import type { Actor } from '../../http/actor';
import { audit } from '../../http/audit';
import type { AuthContext } from '../../http/auth-context';
import { AppError } from '../../http/errors';
import { escapeLike, scopeWhere } from '../../http/scope';
import { dueForAnonymisation, isHeld, privacySettings } from './retention';

/** 保留期限: who the daily run anonymises next, who is held for a dispute, who is anonymised. */
export class RetentionService {
  constructor(private readonly db: Db) {}

  async list(auth: AuthContext, input: TRetentionListRequest, now = new Date()) {
    const today = businessToday(now);
    // Due by the end of the notice: those the run takes tonight, and those it takes within it.
    const notice = addDays(today, RETENTION_NOTICE_DAYS);
    const byState: Record<TRetentionState, SQL | undefined> = {
      due: dueForAnonymisation(notice),
      held: and(eq(employee.status, 0), isNull(employee.anonymisedAt), isHeld),
      anonymised: isNotNull(employee.anonymisedAt),
    };
    const keyword = input.keyword ? `%${escapeLike(input.keyword)}%` : undefined;
    const where = and(
      byState[input.state],
      scopeWhere(auth, { orgPath: employee.orgPath, employeeRef: employee.id }),
      keyword ? or(sql`${employee.employeeId} ilike ${keyword}`, sql`${employee.name} like ${keyword}`) : undefined,
    );
    const [counted] = await this.db.select({ n: sql<number>`count(*)::int` }).from(employee).where(where);
    const rows = await this.db
      .select({
        employeeRef: employee.id,
        employeeId: employee.employeeId,
        name: employee.name,
        orgName: orgUnit.name,
        leaveDate: employee.leaveDate,
        anonymisedAt: employee.anonymisedAt,
        holdReason: employeePrivacyHold.reason,
        holdBy: appUser.displayName,
        holdAt: employeePrivacyHold.createdAt,
      })
      .from(employee)
      .innerJoin(orgUnit, eq(orgUnit.id, employee.orgUnitId))
      .leftJoin(employeePrivacyHold, eq(employeePrivacyHold.employeeId, employee.id))
      .leftJoin(appUser, eq(appUser.id, employeePrivacyHold.createdBy))
      .where(where)
      .orderBy(input.state === 'anonymised' ? desc(employee.anonymisedAt) : asc(employee.leaveDate), asc(employee.id))
      .limit(input.pageSize)
      .offset((input.pageIndex - 1) * input.pageSize);
    return {
      retentionYears: privacySettings.retentionYears,
      total: counted?.n ?? 0,
      list: rows.map((r) => ({
        employeeRef: r.employeeRef,
        employeeId: r.employeeId,
        name: r.name,
        orgName: r.orgName,
        leaveDate: r.leaveDate ?? '',
        dueDate: r.leaveDate ? addYears(r.leaveDate, privacySettings.retentionYears) : '',
        state: input.state,
        stateText: RETENTION_STATE_TEXT[input.state].zh,
        holdReason: r.holdReason,
        holdBy: r.holdBy,
        holdTime: r.holdAt?.toISOString() ?? null,
        anonymisedTime: r.anonymisedAt?.toISOString() ?? null,
      })),
    };
  }

  /** Holds a leaver's data past the retention (one hold per person: the primary key). */
  async hold(actor: Actor, input: THoldPersonalData) {
    await this.db.transaction(async (tx) => {
      const [person] = await tx
        .select({ status: employee.status, anonymisedAt: employee.anonymisedAt, employeeId: employee.employeeId })
        .from(employee)
        .where(eq(employee.id, input.employeeRef))
        .for('update');
      if (!person) throw new AppError(ErrorCode.NotFound, msg('common.notFound', { what: msg('noun.employee') }));
      if (person.anonymisedAt) throw new AppError(ErrorCode.Conflict, msg('privacy.alreadyAnonymised'));
      if (person.status !== 0) throw new AppError(ErrorCode.Validation, msg('privacy.holdNotLeaver'));
      try {
        await tx.transaction(async (sp) => {
          await sp
            .insert(employeePrivacyHold)
            .values({ employeeId: input.employeeRef, reason: input.reason, createdBy: actor.auth.userId });
        });
      } catch (error) {
        if (isUniqueViolation(error, 'employee_privacy_hold_pkey'))
          throw new AppError(ErrorCode.Conflict, msg('privacy.alreadyHeld'));
        throw error;
      }
      await audit(tx, actor, {
        action: 'privacy.hold',
        target: `employee:${person.employeeId}`,
        summary: { reason: input.reason },
      });
    });
    return null;
  }

  async release(actor: Actor, employeeRef: number) {
    await this.db.transaction(async (tx) => {
      const removed = await tx
        .delete(employeePrivacyHold)
        .where(eq(employeePrivacyHold.employeeId, employeeRef))
        .returning({ reason: employeePrivacyHold.reason });
      if (removed.length === 0) throw new AppError(ErrorCode.Conflict, msg('privacy.notHeld'));
      const [person] = await tx
        .select({ employeeId: employee.employeeId })
        .from(employee)
        .where(eq(employee.id, employeeRef));
      await audit(tx, actor, {
        action: 'privacy.release',
        target: `employee:${person?.employeeId ?? employeeRef}`,
        summary: { reason: removed[0]?.reason },
      });
    });
    return null;
  }
}
