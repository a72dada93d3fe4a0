import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { appUser, orgUnit, role, substitute, userRole } from '../db/schema';
import type { AssigneeRule } from './types';

/** Role ids behind each assignee rule (see the demo seed and the role-permissions screen). */
export const ROLE_BY_RULE: Record<
  Exclude<AssigneeRule, 'starter'>,
  { roleId: string; unitKind: 'store' | 'region' | null }
> = {
  storeHr: { roleId: '020', unitKind: 'store' },
  regionHr: { roleId: '010', unitKind: 'region' },
  hqHr: { roleId: '001', unitKind: null },
};

export const RULE_LABEL: Record<AssigneeRule, string> = {
  starter: '发起人',
  storeHr: '店铺HR',
  regionHr: '区域HR',
  hqHr: '总部HR',
};

export interface Assignee {
  userId: number;
  onBehalfOfUserId: number | null;
}

/**
 * The users who handle a node for a work whose target sits at `orgPath`: holders of the rule's
 * role whose org unit (of the rule's kind) is the target's store or region, or any head-office
 * HR. A user on leave is replaced by the substitute they named for today.
 */
export async function resolveAssignees(
  db: Executor,
  rule: AssigneeRule,
  work: { orgPath: string; starterUserId: number },
  today: string,
): Promise<Assignee[]> {
  let userIds: number[];
  if (rule === 'starter') {
    userIds = [work.starterUserId];
  } else {
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
          eq(appUser.isEnabled, true),
          unitKind ? and(eq(orgUnit.kind, unitKind), sql`${work.orgPath} like ${orgUnit.path} || '%'`) : undefined,
        ),
      )
      .orderBy(appUser.id);
    userIds = rows.map((r) => r.id);
  }
  const result: Assignee[] = [];
  for (const userId of userIds) {
    const [sub] = await db
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
      .orderBy(substitute.id)
      .limit(1);
    const assignee = sub
      ? { userId: sub.substituteUserId, onBehalfOfUserId: userId }
      : { userId, onBehalfOfUserId: null };
    if (!result.some((r) => r.userId === assignee.userId)) result.push(assignee);
  }
  return result;
}
