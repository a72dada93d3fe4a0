import { MESSAGES } from '@hris/contract';
import { and, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { appUser, orgUnit, role, substitute, userRole } from '../db/schema';
import type { AssigneeRule, NodeKind } from './types';

/** Role ids behind each assignee rule (see the demo seed and the role-permissions screen). */
export const ROLE_BY_RULE: Record<
  Exclude<AssigneeRule, 'starter'>,
  { roleId: string; unitKind: 'store' | 'region' | null }
> = {
  storeHr: { roleId: '020', unitKind: 'store' },
  regionHr: { roleId: '010', unitKind: 'region' },
  regionManager: { roleId: '011', unitKind: 'region' },
  hqHr: { roleId: '001', unitKind: null },
  hqComp: { roleId: '002', unitKind: null },
  hqDirector: { roleId: '003', unitKind: null },
};

/** The rules' Chinese labels (the flow chart's data): the catalogue's assigneeRule texts. */
export const RULE_LABEL: Record<AssigneeRule, string> = {
  starter: MESSAGES['assigneeRule.starter'].zh,
  storeHr: MESSAGES['assigneeRule.storeHr'].zh,
  regionHr: MESSAGES['assigneeRule.regionHr'].zh,
  regionManager: MESSAGES['assigneeRule.regionManager'].zh,
  hqHr: MESSAGES['assigneeRule.hqHr'].zh,
  hqComp: MESSAGES['assigneeRule.hqComp'].zh,
  hqDirector: MESSAGES['assigneeRule.hqDirector'].zh,
};

export interface Assignee {
  userId: number;
  onBehalfOfUserId: number | null;
}

/**
 * The enabled holders of a rule's role within a work's scope: whose org unit (of the rule's kind)
 * is the target's store or region, or any head-office HR; for `starter`, the starter.
 */
export async function roleHolders(
  db: Executor,
  rule: AssigneeRule,
  work: { orgPath: string; starterUserId: number },
): Promise<number[]> {
  if (rule === 'starter') return [work.starterUserId];
  return holders(db, rule, (unitKind) =>
    and(eq(orgUnit.kind, unitKind), sql`${work.orgPath} like ${orgUnit.path} || '%'`),
  );
}

/** The enabled holders of a rule's role, at units of its kind where `at` says (each once, by id). */
async function holders(
  db: Executor,
  rule: Exclude<AssigneeRule, 'starter'>,
  at: (unitKind: 'store' | 'region') => SQL | undefined,
): Promise<number[]> {
  const { roleId, unitKind } = ROLE_BY_RULE[rule];
  const rows = await db
    .selectDistinct({ id: appUser.id })
    .from(appUser)
    .innerJoin(userRole, eq(userRole.userId, appUser.id))
    .innerJoin(role, eq(role.id, userRole.roleRef))
    .innerJoin(orgUnit, eq(orgUnit.id, appUser.orgUnitId))
    .where(
      and(
        eq(role.roleId, roleId),
        eq(role.disabled, false),
        eq(appUser.isEnabled, true),
        unitKind ? at(unitKind) : undefined,
      ),
    )
    .orderBy(appUser.id);
  return rows.map((r) => r.id);
}

/** Every enabled holder of a rule's role at a unit of its kind, company-wide (each once): all store HRs. */
export function holdersEverywhere(db: Executor, rule: Exclude<AssigneeRule, 'starter'>): Promise<number[]> {
  return holders(db, rule, (unitKind) => eq(orgUnit.kind, unitKind));
}

/**
 * Who may handle a node of a work: a holder of the node's role within the work's scope, and at a
 * review step (any node but the starter's that is not a confirm step) not the person who started
 * the work: nobody approves their own request, whether it reaches them by assignment, substitute or
 * transfer. A confirm step (a fact on the ground) may be the starter's.
 */
export function mayDecide(
  rule: AssigneeRule,
  work: { starterUserId: number },
  holders: readonly number[],
  userId: number,
  kind: NodeKind = 'review',
): boolean {
  if (!holders.includes(userId)) return false;
  return rule === 'starter' || kind === 'confirm' || userId !== work.starterUserId;
}

/**
 * The users who handle a node for a work whose target sits at `orgPath`: the role's holders in
 * the work's scope but its starter (at a review step). A user on leave is replaced by the
 * substitute they named for today, if that substitute may decide the node too; otherwise the
 * to-do stays with them.
 */
export async function resolveAssignees(
  db: Executor,
  rule: AssigneeRule,
  work: { orgPath: string; starterUserId: number },
  today: string,
  kind: NodeKind = 'review',
): Promise<Assignee[]> {
  const holders = await roleHolders(db, rule, work);
  const result: Assignee[] = [];
  for (const userId of holders) {
    if (!mayDecide(rule, work, holders, userId, kind)) continue;
    const subs = await db
      .select({ substituteUserId: substitute.substituteUserId })
      .from(substitute)
      .innerJoin(appUser, eq(appUser.id, substitute.substituteUserId))
      .where(
        and(
          eq(substitute.userId, userId),
          lte(substitute.startDate, today),
          gte(substitute.endDate, today),
          eq(appUser.isEnabled, true),
        ),
      )
      .orderBy(substitute.id);
    const sub = subs.find((s) => mayDecide(rule, work, holders, s.substituteUserId, kind));
    const assignee = sub
      ? { userId: sub.substituteUserId, onBehalfOfUserId: userId }
      : { userId, onBehalfOfUserId: null };
    if (!result.some((r) => r.userId === assignee.userId)) result.push(assignee);
  }
  return result;
}
