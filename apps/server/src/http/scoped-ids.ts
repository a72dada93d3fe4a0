import { ErrorCode, type Message, msg } from '@hris/contract';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { z } from 'zod';
import type { Executor } from '../db/client';
import {
  appUser,
  attachment,
  employee,
  employeeContract,
  employeePerformance,
  message,
  orgUnit,
  shop,
  substitute,
  task,
  threePeriod,
  violation,
  work,
} from '../db/schema';
import { canViewWork } from '../workflow/access';
import type { AuthContext } from './auth-context';
import { AppError, errors } from './errors';
import { inScope } from './scope';

/**
 * What an id in a request names, and so how the caller's data scope is checked against it. The
 * core kinds are here:
 * - user / account: a system user (by id / by account), inside the caller's scope by org unit;
 * - employee: a person by employee number, employeeRow by row id; shopRow: a store; orgUnit: a unit of the org tree;
 * - work / task: a workflow instance (or one of its to-dos) the caller may see;
 * - attachment: a file the caller may read; ownAttachment: a file being attached, the caller's own upload;
 * - contract, performance, threePeriods, violation: a basic-data row, by its person;
 * - ownMessage, ownSubstitute: rows that belong to the caller alone;
 * - companyWide: master data without a scope (positions); new: a value being created (a new
 *   account or store code), which names nothing yet.
 * A module or process adds its own kinds (a 健康证, a 培训场次 …): it declares the name into
 * ScopedIdKinds (`declare module`) and registers the check with its ServerPart's `scopedIds`, so a
 * new kind edits no shared file. A route naming a kind nobody registered refuses to register.
 */
export interface ScopedIdKinds {
  user: true;
  account: true;
  employee: true;
  employeeRow: true;
  shopRow: true;
  orgUnit: true;
  work: true;
  task: true;
  attachment: true;
  ownAttachment: true;
  contract: true;
  performance: true;
  threePeriods: true;
  violation: true;
  ownMessage: true;
  ownSubstitute: true;
}
export type ScopedIdKind = keyof ScopedIdKinds | 'companyWide' | 'new';
type CheckedKind = keyof ScopedIdKinds;

/** Field names that name a scoped thing: a route taking one must say what it is (RouteAccess.scoped). */
export const SCOPED_ID_FIELD =
  /^(id|ids|userId|fromUserId|toUserId|substituteUserId|account|employeeId|employeeRef|shopId|shopCode|workId|taskId|taskIds|attachmentId|attachmentIds)$/;

/** 'out' is refused with the kind's message; `{ refused }` with a message of its own. */
export type Verdict = 'in' | 'out' | 'unknown' | { refused: Message };
export type ScopedIdCheck = (db: Executor, auth: AuthContext, value: number | string) => Promise<Verdict>;
type Check = ScopedIdCheck;

/** How a kind is checked, and what the caller reads when an id of it lies outside their scope. */
export interface ScopedIdDefinition {
  check: ScopedIdCheck;
  refusal: Message;
  /** Files attached to such a record (attachment.owner_kind = the kind) are as visible as the record. */
  ownsFiles?: boolean;
}

/** In scope when the row's org path (and, for self scope, its person) is; unknown without a row. */
export const byPath = (
  auth: AuthContext,
  row: { orgPath: string; employeeRef?: number | null } | undefined,
): Verdict => (row ? (inScope(auth, row) ? 'in' : 'out') : 'unknown');

const asId = (value: number | string) => (typeof value === 'number' ? value : Number(value));

async function userPath(db: Executor, where: ReturnType<typeof eq>) {
  const [row] = await db
    .select({ orgPath: orgUnit.path, employeeRef: appUser.employeeRef })
    .from(appUser)
    .innerJoin(orgUnit, eq(orgUnit.id, appUser.orgUnitId))
    .where(where);
  return row;
}

/** A basic-data row's person: the row is in scope when the person is. */
function personOf(
  table: typeof employeeContract | typeof employeePerformance | typeof threePeriod | typeof violation,
): Check {
  return async (db, auth, value) => {
    const [row] = await db
      .select({ orgPath: employee.orgPath, employeeRef: employee.id })
      .from(table)
      .innerJoin(employee, eq(employee.id, table.employeeRef))
      .where(eq(table.id, asId(value)));
    return byPath(auth, row);
  };
}

function owned(table: typeof message | typeof substitute): Check {
  return async (db, auth, value) => {
    const [row] = await db
      .select({ userId: table.userId })
      .from(table)
      .where(eq(table.id, asId(value)));
    return row ? (row.userId === auth.userId ? 'in' : 'out') : 'unknown';
  };
}

/** The kinds whose records own files (a violation's evidence, a 健康证's scan). */
const OWNS_FILES = new Set<CheckedKind>(['violation']);

const CHECKS: Partial<Record<CheckedKind, Check>> = {
  user: async (db, auth, value) =>
    asId(value) === auth.userId ? 'in' : byPath(auth, await userPath(db, eq(appUser.id, asId(value)))),
  account: async (db, auth, value) =>
    byPath(auth, await userPath(db, sql`lower(${appUser.account}) = ${String(value).trim().toLowerCase()}`)),
  employee: async (db, auth, value) => {
    const [row] = await db
      .select({ orgPath: employee.orgPath, employeeRef: employee.id })
      .from(employee)
      .where(eq(employee.employeeId, String(value).trim()));
    return byPath(auth, row);
  },
  employeeRow: async (db, auth, value) => {
    const [row] = await db
      .select({ orgPath: employee.orgPath, employeeRef: employee.id })
      .from(employee)
      .where(eq(employee.id, asId(value)));
    return byPath(auth, row);
  },
  shopRow: async (db, auth, value) => {
    const [row] = await db
      .select({ orgPath: orgUnit.path })
      .from(shop)
      .innerJoin(orgUnit, eq(orgUnit.id, shop.orgUnitId))
      .where(eq(shop.id, asId(value)));
    return byPath(auth, row);
  },
  orgUnit: async (db, auth, value) => {
    const [row] = await db
      .select({ orgPath: orgUnit.path })
      .from(orgUnit)
      .where(eq(orgUnit.id, asId(value)));
    return byPath(auth, row);
  },
  work: async (db, auth, value) => {
    if (await canViewWork(db, auth, asId(value))) return 'in';
    const [row] = await db
      .select({ id: work.id })
      .from(work)
      .where(eq(work.id, asId(value)));
    return row ? 'out' : 'unknown';
  },
  task: async (db, auth, value) => {
    const [row] = await db
      .select({ workId: task.workId })
      .from(task)
      .where(eq(task.id, asId(value)));
    if (!row) return 'unknown';
    return (await canViewWork(db, auth, row.workId)) ? 'in' : 'out';
  },
  attachment: async (db, auth, value) => {
    const [row] = await db
      .select()
      .from(attachment)
      .where(eq(attachment.id, asId(value)));
    if (!row) return 'unknown';
    if (row.uploadedBy === auth.userId || auth.scopeKind === 'all') return 'in';
    if (row.ownerKind === 'work' && row.ownerId != null)
      return (await canViewWork(db, auth, row.ownerId)) ? 'in' : 'out';
    // A file of a record (a violation's evidence, a 健康证's scan) is as visible as the record.
    const owner =
      row.ownerKind && OWNS_FILES.has(row.ownerKind as CheckedKind) ? CHECKS[row.ownerKind as CheckedKind] : undefined;
    return owner && row.ownerId != null ? owner(db, auth, row.ownerId) : 'out';
  },
  ownAttachment: async (db, auth, value) => {
    const [row] = await db
      .select({ uploadedBy: attachment.uploadedBy, fileName: attachment.fileName })
      .from(attachment)
      .where(eq(attachment.id, asId(value)));
    if (!row) return 'unknown';
    return row.uploadedBy === auth.userId
      ? 'in'
      : { refused: msg('scope.ownAttachmentNamed', { fileNames: row.fileName }) };
  },
  contract: personOf(employeeContract),
  performance: personOf(employeePerformance),
  threePeriods: personOf(threePeriod),
  violation: personOf(violation),
  ownMessage: owned(message),
  ownSubstitute: owned(substitute),
};

/**
 * Kinds whose ids a request may carry by the hundred (a batch's to-dos): the ones surely in scope,
 * found in one statement; the rest are checked one by one as usual.
 */
const IN_SCOPE_IN_BULK: Partial<
  Record<CheckedKind, (db: Executor, auth: AuthContext, ids: number[]) => Promise<Set<number>>>
> = {
  // A to-do of the caller's own (or held for them) makes its work one they take part in (workAccess).
  task: async (db, auth, ids) => {
    const rows = await db
      .select({ id: task.id })
      .from(task)
      .where(
        and(inArray(task.id, ids), or(eq(task.assigneeUserId, auth.userId), eq(task.onBehalfOfUserId, auth.userId))),
      );
    return new Set(rows.map((r) => r.id));
  },
};

/** What the caller reads when an id lies outside their scope. */
const REFUSAL: Partial<Record<CheckedKind, Message>> = {
  user: msg('scope.user'),
  account: msg('scope.user'),
  employee: msg('scope.employee'),
  employeeRow: msg('scope.employee'),
  shopRow: msg('scope.shop'),
  orgUnit: msg('scope.orgUnit'),
  work: msg('scope.work'),
  task: msg('scope.work'),
  attachment: msg('scope.attachment'),
  ownAttachment: msg('scope.ownAttachment'),
  contract: msg('scope.contract'),
  performance: msg('scope.performance'),
  threePeriods: msg('scope.threePeriods'),
  violation: msg('scope.violation'),
  ownMessage: msg('scope.ownMessage'),
  ownSubstitute: msg('scope.ownSubstitute'),
};

/** Adds the kinds of a module or process (its ServerPart's `scopedIds`); a kind is registered once. */
export function registerScopedIds(kinds: Partial<Record<CheckedKind, ScopedIdDefinition>>): void {
  for (const [kind, definition] of Object.entries(kinds) as [CheckedKind, ScopedIdDefinition][]) {
    if (CHECKS[kind]) throw new Error(`Scoped id kind ${kind} is registered twice`);
    CHECKS[kind] = definition.check;
    REFUSAL[kind] = definition.refusal;
    if (definition.ownsFiles) OWNS_FILES.add(kind);
  }
}

/**
 * The refusal of an id outside the caller's scope: 40303, but for an employee number, which is
 * answered as the employee lookups answer an unknown one (40401), so a number outside the scope
 * does not reveal that the person exists.
 */
export function refusal(kind: CheckedKind, value: number | string): AppError {
  if (kind === 'employee') return errors.employeeNumberNotFound(String(value));
  return new AppError(ErrorCode.OutOfScope, REFUSAL[kind] ?? msg('scope.work'));
}

const TEXT_KINDS = new Set<ScopedIdKind>(['account', 'employee']);

/**
 * The values of a request field that can name something of the kind: text for employee numbers
 * and accounts, positive 32-bit integers (or their decimal digits) for ids. Anything else is left
 * to the schema, which refuses it.
 */
function candidates(kind: ScopedIdKind, value: unknown): (number | string)[] {
  if (Array.isArray(value)) return value.flatMap((v) => candidates(kind, v));
  if (TEXT_KINDS.has(kind)) return typeof value === 'string' && value.trim() && value.length <= 64 ? [value] : [];
  const id = typeof value === 'string' && /^\s*\d{1,10}\s*$/.test(value) ? Number(value) : value;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? [id] : [];
}

function valueAt(source: unknown, path: string): unknown {
  let current = source;
  for (const key of path.split('.')) {
    if (current === null || typeof current !== 'object' || !Object.hasOwn(current, key)) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/** The scoped-id fields (dotted paths) of a request schema: body and querystring. */
export function scopedIdFields(route: Pick<RouteOptions, 'schema'>): string[] {
  const fields = new Set<string>();
  for (const part of ['body', 'querystring'] as const) {
    const schema = (route.schema as Record<string, unknown> | undefined)?.[part];
    if (!(schema instanceof z.ZodType)) continue;
    const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
    walk(json, [], fields);
  }
  return [...fields];
}

interface JsonSchema {
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

function walk(s: JsonSchema | undefined, path: string[], out: Set<string>) {
  if (!s || typeof s !== 'object') return;
  for (const alt of [...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])]) walk(alt, path, out);
  for (const [key, child] of Object.entries(s.properties ?? {})) {
    if (SCOPED_ID_FIELD.test(key)) out.add([...path, key].join('.'));
    walk(child, [...path, key], out);
  }
}

/**
 * Every route declares what each scoped id of its request names (`config.access.scoped`); one that
 * does not refuses to register, as a route without an access declaration does. Before the schema
 * runs, each such id the request carries is looked up and refused with 40303 when it lies outside
 * the caller's scope, whatever the route then does with it; ids that name nothing pass on to the
 * route, which answers as it would.
 */
export function registerScopedIdChecks(app: FastifyInstance, db: Executor) {
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
    const access = (route.config as { access?: { public?: boolean; scoped?: Record<string, ScopedIdKind> } })?.access;
    if (!access || access.public) return;
    const missing = scopedIdFields(route).filter((f) => !access.scoped?.[f]);
    if (missing.length > 0)
      throw new Error(
        `Route ${route.method} ${route.url} takes ${missing.join(', ')} without saying what they name (config.access.scoped)`,
      );
    const unchecked = Object.values(access.scoped ?? {}).filter(
      (kind) => kind !== 'companyWide' && kind !== 'new' && !CHECKS[kind],
    );
    if (unchecked.length > 0)
      throw new Error(`Route ${route.method} ${route.url} names ${unchecked.join(', ')}, which no part registered`);
  });

  app.addHook('preValidation', async (request: FastifyRequest) => {
    const scoped = request.routeOptions.config?.access?.scoped;
    const auth = request.auth;
    if (!scoped || !auth) return;
    for (const [path, kind] of Object.entries(scoped)) {
      if (kind === 'companyWide' || kind === 'new') continue;
      const raw = valueAt(request.body, path) ?? valueAt(request.query, path);
      const values = candidates(kind, raw);
      const inBulk = values.length > 1 ? IN_SCOPE_IN_BULK[kind] : undefined;
      const known = inBulk ? await inBulk(db, auth, values as number[]) : undefined;
      for (const value of values) {
        if (known?.has(value as number)) continue;
        const verdict = await CHECKS[kind]!(db, auth, value);
        if (verdict === 'out') throw refusal(kind, value);
        if (typeof verdict === 'object') throw new AppError(ErrorCode.OutOfScope, verdict.refused);
      }
    }
  });
}
