import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { appUser, employee, orgUnit, position, shop } from '../../db/schema';
import type { AuthContext } from '../../http/auth-context';
import { escapeLike } from '../../http/scope';
import { type ListQuery, orderedPage, sortValueColumn } from '../../lists/list-query';
import { employeeColumns, employeeScope } from '../basic-data/shared/employee-sql';
import { trainEnrolment, trainProject, trainSession } from './tables';

// ───────────────────────────── scope ─────────────────────────────

/**
 * The sessions a caller sees: those held for a unit of their scope, and those held for a unit
 * above theirs (a region's session is the region's stores' too). Head office sees all.
 */
export function sessionVisible(auth: AuthContext): SQL | undefined {
  switch (auth.scopeKind) {
    case 'all':
      return undefined;
    case 'org':
    case 'store':
      return sql`(${trainSession.orgPath} like ${`${escapeLike(auth.orgPath)}%`} or starts_with(${auth.orgPath}, ${trainSession.orgPath}))`;
    case 'self':
      return sql`false`;
  }
}

/** The same for one session's path. */
export function canSeeSession(auth: AuthContext, orgPath: string): boolean {
  if (auth.scopeKind === 'all') return true;
  if (auth.scopeKind === 'self') return false;
  return orgPath.startsWith(auth.orgPath) || auth.orgPath.startsWith(orgPath);
}

// ───────────────────────────── projects ─────────────────────────────

const sessionCount =
  sql<number>`(select count(*) from train_session s where s.project_id = ${trainProject.id})`.mapWith(Number);

function projectSelect(db: Executor, sortValue: SQL<string>) {
  return db
    .select({
      id: trainProject.id,
      name: trainProject.name,
      category: trainProject.category,
      requiredPositionIds: trainProject.requiredPositionIds,
      hours: trainProject.hours,
      validMonths: trainProject.validMonths,
      owner: trainProject.owner,
      status: trainProject.status,
      remark: trainProject.remark,
      createdAt: trainProject.createdAt,
      updatedAt: trainProject.updatedAt,
      sessionCount,
      requiredPositions: sql<
        { id: number; name: string }[]
      >`(select coalesce(json_agg(json_build_object('id', p.id, 'name', p.name) order by p.id), '[]'::json) from position p where p.id = any(${trainProject.requiredPositionIds}))`,
      sortValue,
    })
    .from(trainProject);
}
export type ProjectRow = Awaited<ReturnType<ReturnType<typeof projectSelect>['execute']>>[number];

export async function findProjectPage(db: Executor, q: ListQuery, where: SQL | undefined, limit: number, offset = 0) {
  return orderedPage(projectSelect(db, sortValueColumn(q)).$dynamic(), q, where, limit, offset);
}

export async function countProjects(db: Executor, where: SQL | undefined) {
  const [row] = await db.select({ n: count() }).from(trainProject).where(where);
  return Number(row?.n ?? 0);
}

export async function findProject(db: Executor, id: number, options: { lock?: boolean } = {}) {
  const query = projectSelect(db, sql<string>`''`).where(eq(trainProject.id, id));
  const [row] = options.lock ? await query.for('update', { of: trainProject }) : await query;
  return row;
}

export async function findActiveProjectByName(db: Executor, name: string, exceptId?: number) {
  const [row] = await db
    .select({ id: trainProject.id, name: trainProject.name })
    .from(trainProject)
    .where(
      and(
        sql`lower(${trainProject.name}) = lower(${name})`,
        eq(trainProject.status, 1),
        exceptId ? sql`${trainProject.id} <> ${exceptId}` : undefined,
      ),
    );
  return row;
}

export async function projectOptions(db: Executor) {
  return db
    .select({
      id: trainProject.id,
      name: trainProject.name,
      category: trainProject.category,
      status: trainProject.status,
    })
    .from(trainProject)
    .orderBy(desc(trainProject.status), asc(trainProject.name));
}

export type ProjectValues = Pick<
  typeof trainProject.$inferInsert,
  'name' | 'category' | 'requiredPositionIds' | 'hours' | 'validMonths' | 'owner' | 'status' | 'remark'
>;

export async function insertProject(db: Executor, values: ProjectValues, createdBy: number) {
  const [row] = await db
    .insert(trainProject)
    .values({ ...values, createdBy })
    .returning({ id: trainProject.id });
  return row.id;
}

export async function updateProject(db: Executor, id: number, values: ProjectValues) {
  await db
    .update(trainProject)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(trainProject.id, id));
}

/** Position names by id (the projects' required positions). */
export async function positionNames(db: Executor, ids: number[]) {
  if (ids.length === 0) return new Map<number, string>();
  const rows = await db
    .select({ id: position.id, name: position.name })
    .from(position)
    .where(inArray(position.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r.name]));
}

// ───────────────────────────── sessions ─────────────────────────────

const enrolmentCounts = {
  attendedCount:
    sql<number>`(select count(*) from train_enrolment en where en.session_id = ${trainSession.id} and en.attendance = 'attended')`.mapWith(
      Number,
    ),
  passedCount:
    sql<number>`(select count(*) from train_enrolment en where en.session_id = ${trainSession.id} and en.passed)`.mapWith(
      Number,
    ),
};

function sessionSelect(db: Executor, sortValue: SQL<string>) {
  return db
    .select({
      id: trainSession.id,
      projectId: trainSession.projectId,
      projectName: trainProject.name,
      projectStatus: trainProject.status,
      category: trainProject.category,
      sessionDate: trainSession.sessionDate,
      mode: trainSession.mode,
      place: trainSession.place,
      trainer: trainSession.trainer,
      orgUnitId: trainSession.orgUnitId,
      orgUnitName: orgUnit.name,
      orgPath: trainSession.orgPath,
      capacity: trainSession.capacity,
      enrolledCount: trainSession.enrolledCount,
      ...enrolmentCounts,
      remark: trainSession.remark,
      createdAt: trainSession.createdAt,
      updatedAt: trainSession.updatedAt,
      sortValue,
    })
    .from(trainSession)
    .innerJoin(trainProject, eq(trainProject.id, trainSession.projectId))
    .innerJoin(orgUnit, eq(orgUnit.id, trainSession.orgUnitId));
}
export type SessionRow = Awaited<ReturnType<ReturnType<typeof sessionSelect>['execute']>>[number];

export async function findSessionPage(db: Executor, q: ListQuery, where: SQL | undefined, limit: number, offset = 0) {
  return orderedPage(sessionSelect(db, sortValueColumn(q)).$dynamic(), q, where, limit, offset);
}

export async function countSessions(db: Executor, where: SQL | undefined) {
  const [row] = await db
    .select({ n: count() })
    .from(trainSession)
    .innerJoin(trainProject, eq(trainProject.id, trainSession.projectId))
    .where(where);
  return Number(row?.n ?? 0);
}

export async function findSession(db: Executor, id: number) {
  const [row] = await sessionSelect(db, sql<string>`''`).where(eq(trainSession.id, id));
  return row;
}

/** The session's row, held `for update` until the transaction ends: enrolments queue on it. */
export async function lockSession(db: Executor, id: number) {
  const [row] = await db
    .select({
      id: trainSession.id,
      orgPath: trainSession.orgPath,
      capacity: trainSession.capacity,
      enrolledCount: trainSession.enrolledCount,
      sessionDate: trainSession.sessionDate,
      projectId: trainSession.projectId,
      updatedAt: trainSession.updatedAt,
    })
    .from(trainSession)
    .where(eq(trainSession.id, id))
    .for('update');
  return row;
}

export type SessionValues = Pick<
  typeof trainSession.$inferInsert,
  'projectId' | 'sessionDate' | 'mode' | 'place' | 'trainer' | 'orgUnitId' | 'orgPath' | 'capacity' | 'remark'
>;

export async function insertSession(db: Executor, values: SessionValues, createdBy: number) {
  const [row] = await db
    .insert(trainSession)
    .values({ ...values, createdBy })
    .returning({ id: trainSession.id });
  return row.id;
}

export async function updateSession(db: Executor, id: number, values: SessionValues) {
  await db
    .update(trainSession)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(trainSession.id, id));
}

/** The places taken, kept by the enrolment transactions under the session's lock. */
export async function setEnrolledCount(db: Executor, sessionId: number, enrolledCount: number) {
  await db.update(trainSession).set({ enrolledCount }).where(eq(trainSession.id, sessionId));
}

export async function findUnit(db: Executor, id: number) {
  const [row] = await db.select().from(orgUnit).where(eq(orgUnit.id, id));
  return row;
}

/** Where a session lies (the scoped-id check of a session id). */
export async function sessionPlace(db: Executor, id: number) {
  const [row] = await db.select({ orgPath: trainSession.orgPath }).from(trainSession).where(eq(trainSession.id, id));
  return row;
}

// ───────────────────────────── enrolments ─────────────────────────────

const recorder = appUser;

/** An enrolment's valid-until: a pass of a project with valid months counts until the day before. */
const validUntil = sql<
  string | null
>`case when ${trainEnrolment.passed} and ${trainProject.validMonths} is not null then ((${trainSession.sessionDate} + make_interval(months => ${trainProject.validMonths}::int))::date - 1)::text end`;

function participationSelect(db: Executor, sortValue: SQL<string>) {
  return db
    .select({
      id: trainEnrolment.id,
      ...employeeColumns,
      orgPath: employee.orgPath,
      positionName: position.name,
      sessionId: trainSession.id,
      projectName: trainProject.name,
      category: trainProject.category,
      hours: trainProject.hours,
      sessionDate: trainSession.sessionDate,
      attendance: trainEnrolment.attendance,
      score: trainEnrolment.score,
      passed: trainEnrolment.passed,
      validUntil,
      recordedByName: recorder.displayName,
      recordedAt: trainEnrolment.recordedAt,
      sortValue,
    })
    .from(trainEnrolment)
    .innerJoin(trainSession, eq(trainSession.id, trainEnrolment.sessionId))
    .innerJoin(trainProject, eq(trainProject.id, trainSession.projectId))
    .innerJoin(employee, eq(employee.id, trainEnrolment.employeeRef))
    .innerJoin(position, eq(position.id, employee.positionId))
    .leftJoin(shop, eq(shop.id, employee.shopId))
    .leftJoin(recorder, eq(recorder.id, trainEnrolment.recordedBy));
}
export type ParticipationRow = Awaited<ReturnType<ReturnType<typeof participationSelect>['execute']>>[number];

export async function findParticipationPage(
  db: Executor,
  q: ListQuery,
  where: SQL | undefined,
  limit: number,
  offset = 0,
) {
  return orderedPage(participationSelect(db, sortValueColumn(q)).$dynamic(), q, where, limit, offset);
}

export async function countParticipation(db: Executor, where: SQL | undefined) {
  const [row] = await db
    .select({ n: count() })
    .from(trainEnrolment)
    .innerJoin(trainSession, eq(trainSession.id, trainEnrolment.sessionId))
    .innerJoin(trainProject, eq(trainProject.id, trainSession.projectId))
    .innerJoin(employee, eq(employee.id, trainEnrolment.employeeRef))
    .leftJoin(shop, eq(shop.id, employee.shopId))
    .where(where);
  return Number(row?.n ?? 0);
}

/** Enrolments matching `where` in session-date order, newest first. */
async function findParticipations(db: Executor, where: SQL | undefined) {
  return participationSelect(db, sql<string>`''`)
    .where(where)
    .orderBy(desc(trainSession.sessionDate), asc(employee.employeeId), asc(trainEnrolment.id));
}

/** A session's enrolments of the employees `scope` selects (the session's panel). */
export async function findSessionParticipations(db: Executor, sessionId: number, scope: SQL | undefined) {
  return findParticipations(db, and(eq(trainEnrolment.sessionId, sessionId), scope));
}

/** A person's enrolments (their training record). */
export async function findEmployeeParticipations(db: Executor, employeeRef: number) {
  return findParticipations(db, eq(trainEnrolment.employeeRef, employeeRef));
}

/** Enrolments by id with their session and person (the attendance entry's checks). */
export async function findEnrolments(db: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: trainEnrolment.id,
      sessionId: trainEnrolment.sessionId,
      sessionDate: trainSession.sessionDate,
      sessionPath: trainSession.orgPath,
      employeeRef: employee.id,
      employeeId: employee.employeeId,
      name: employee.name,
      orgPath: employee.orgPath,
      attendance: trainEnrolment.attendance,
      score: trainEnrolment.score,
      passed: trainEnrolment.passed,
    })
    .from(trainEnrolment)
    .innerJoin(trainSession, eq(trainSession.id, trainEnrolment.sessionId))
    .innerJoin(employee, eq(employee.id, trainEnrolment.employeeRef))
    .where(inArray(trainEnrolment.id, ids));
}
export type EnrolmentFacts = Awaited<ReturnType<typeof findEnrolments>>[number];

/** A session's enrolments with their person (the import matches its rows on them). */
export async function findSessionEnrolments(db: Executor, sessionId: number) {
  const rows = await db
    .select({ id: trainEnrolment.id })
    .from(trainEnrolment)
    .where(eq(trainEnrolment.sessionId, sessionId));
  return findEnrolments(
    db,
    rows.map((r) => r.id),
  );
}

/** One of `employeeRefs` already enrolled in the session, if any. */
export async function findEnrolledAmong(db: Executor, sessionId: number, employeeRefs: number[]) {
  const [row] = await db
    .select({ employeeRef: trainEnrolment.employeeRef })
    .from(trainEnrolment)
    .where(and(eq(trainEnrolment.sessionId, sessionId), inArray(trainEnrolment.employeeRef, employeeRefs)));
  return row;
}

export async function insertEnrolments(db: Executor, sessionId: number, employeeRefs: number[], createdBy: number) {
  await db.insert(trainEnrolment).values(employeeRefs.map((employeeRef) => ({ sessionId, employeeRef, createdBy })));
}

export async function deleteEnrolment(db: Executor, id: number) {
  await db.delete(trainEnrolment).where(eq(trainEnrolment.id, id));
}

/** An enrolment's attendance, score and pass, with who entered them and when. */
export async function recordResult(
  db: Executor,
  id: number,
  result: Pick<typeof trainEnrolment.$inferInsert, 'attendance' | 'score' | 'passed' | 'recordedBy' | 'recordedAt'>,
) {
  await db.update(trainEnrolment).set(result).where(eq(trainEnrolment.id, id));
}

/** Where the person of an enrolment lies (the scoped-id check of an enrolment id). */
export async function enrolmentPlace(db: Executor, id: number) {
  const [row] = await db
    .select({ orgPath: employee.orgPath, employeeRef: employee.id })
    .from(trainEnrolment)
    .innerJoin(employee, eq(employee.id, trainEnrolment.employeeRef))
    .where(eq(trainEnrolment.id, id));
  return row;
}

/** Employees by number with what enrolment checks (scope, status, place): the health import's lookup. */
export { findEmployeesByNumber } from '../health/health.repository';

/**
 * The enrolment picker: active employees of the caller's scope under the session's unit, by store,
 * position or search, each saying whether they are already enrolled.
 */
export async function findCandidates(
  db: Executor,
  auth: AuthContext,
  session: { id: number; orgPath: string },
  filter: { shopId?: number; positionId?: number; keyword?: string },
  limit: number,
) {
  const like = filter.keyword ? `%${escapeLike(filter.keyword)}%` : undefined;
  return db
    .select({
      employeeId: employee.employeeId,
      name: employee.name,
      shopCode: shop.code,
      shopName: shop.name,
      positionName: position.name,
      enrolled: sql<boolean>`exists (select 1 from train_enrolment en where en.session_id = ${session.id} and en.employee_ref = ${employee.id})`,
    })
    .from(employee)
    .innerJoin(position, eq(position.id, employee.positionId))
    .leftJoin(shop, eq(shop.id, employee.shopId))
    .where(
      and(
        eq(employee.status, 1),
        employeeScope(auth),
        sql`${employee.orgPath} like ${`${escapeLike(session.orgPath)}%`}`,
        filter.shopId ? eq(employee.shopId, filter.shopId) : undefined,
        filter.positionId ? eq(employee.positionId, filter.positionId) : undefined,
        like ? sql`(${employee.employeeId} ilike ${like} or ${employee.name} ilike ${like})` : undefined,
      ),
    )
    .orderBy(asc(sql`coalesce(${shop.code}, '')`), asc(employee.employeeId))
    .limit(limit);
}

// ───────────────────────────── required trainings not passed ─────────────────────────────

/**
 * The enabled projects required of the employee's position that the employee has not passed within
 * their valid months (a pass on day D counts while D > today − valid months; none: any pass).
 */
function overdueProjects(today: string, projectIds?: number[]) {
  return sql`from train_project p
    where p.status = 1 and ${employee.positionId} = any(p.required_position_ids)
    ${projectIds ? sql`and p.id in ${projectIds}` : sql``}
    and not exists (
      select 1 from train_enrolment en join train_session s on s.id = en.session_id
      where en.employee_ref = ${employee.id} and s.project_id = p.id and en.passed
        and (p.valid_months is null or s.session_date > (${today}::date - make_interval(months => p.valid_months::int))::date)
    )`;
}

/** Active employees with at least one required project overdue (of `projectIds` when given). */
export function hasOverdue(today: string, projectIds?: number[]): SQL {
  return sql`${employee.status} = 1 and exists (select 1 ${overdueProjects(today, projectIds)})`;
}

function overdueSelect(db: Executor, today: string, sortValue: SQL<string>) {
  return db
    .select({
      id: employee.id,
      ...employeeColumns,
      positionName: position.name,
      overdueProjects: sql<string>`(select string_agg(p.name, '、' order by p.name) ${overdueProjects(today)})`,
      sortValue,
    })
    .from(employee)
    .innerJoin(position, eq(position.id, employee.positionId))
    .leftJoin(shop, eq(shop.id, employee.shopId));
}
export type OverdueRow = Awaited<ReturnType<ReturnType<typeof overdueSelect>['execute']>>[number];

export async function findOverduePage(
  db: Executor,
  today: string,
  q: ListQuery,
  where: SQL | undefined,
  limit: number,
  offset = 0,
) {
  return orderedPage(overdueSelect(db, today, sortValueColumn(q)).$dynamic(), q, where, limit, offset);
}

export async function countOverdue(db: Executor, scope: SQL | undefined, today: string) {
  const [row] = await db
    .select({ n: count() })
    .from(employee)
    .where(and(hasOverdue(today), scope));
  return Number(row?.n ?? 0);
}
