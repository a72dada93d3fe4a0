import { businessToday, ErrorCode, msg } from '@hris/contract';
import type { Db, Executor } from '../db/client';
import type { AuthContext } from '../http/auth-context';
import { AppError } from '../http/errors';
import { ROLE_BY_RULE } from './assign';
import * as repo from './workflow.repository';

/** Substitutes (ARCHITECTURE §6): whom a user names to stand in for them during leave. */
export class SubstitutesService {
  constructor(private readonly db: Db) {}

  /** The caller's substitutes that have not ended yet. */
  findMine(auth: AuthContext) {
    return repo.findSubstitutesOf(this.db, auth.userId, businessToday());
  }

  async set(auth: AuthContext, input: { substituteUserId: number; startDate: string; endDate: string }) {
    if (input.substituteUserId === auth.userId)
      throw new AppError(ErrorCode.Validation, msg('workflow.substituteIsSelf'));
    if (input.endDate < input.startDate)
      throw new AppError(ErrorCode.Validation, msg('workflow.substituteEndBeforeStart'));
    return this.db.transaction(async (tx) => {
      const sub = await repo.findUser(tx, input.substituteUserId);
      if (!sub?.isEnabled) throw new AppError(ErrorCode.Validation, msg('workflow.substituteUnavailable'));
      if (!(await substituteCandidates(tx, auth)).includes(input.substituteUserId))
        throw new AppError(ErrorCode.Validation, msg('workflow.substituteRoleMismatch'));
      const overlapping = await repo.findOverlappingSubstitutes(tx, auth.userId, input);
      if (overlapping.length > 0) throw new AppError(ErrorCode.Conflict, msg('workflow.substituteOverlaps'));
      return repo.insertSubstitute(tx, { userId: auth.userId, ...input });
    });
  }

  async delete(auth: AuthContext, id: number) {
    const removed = await repo.deleteSubstitute(this.db, id, auth.userId);
    if (removed.length === 0) throw new AppError(ErrorCode.NotFound, msg('workflow.substituteNotFound'));
  }
}

/**
 * Who may stand in for the caller during leave: an enabled holder of one of the caller's approval
 * roles (store HR, regional HR and manager, head-office HR, compensation, HR director) at the caller's
 * own unit (anywhere for the head-office roles).
 * At assignment the substitute must still hold the step's role in the work's scope (assign.ts).
 */
export async function substituteCandidates(db: Executor, auth: AuthContext): Promise<number[]> {
  const roleIds = auth.roles.map((r) => r.roleId).filter((id) => APPROVAL_ROLE_IDS.includes(id));
  if (roleIds.length === 0) return [];
  return repo.findRoleHolders(
    db,
    auth.userId,
    roleIds.map((roleId) => ({ roleId, orgUnitId: HEAD_OFFICE_ROLE_IDS.includes(roleId) ? null : auth.orgUnitId })),
  );
}

const APPROVAL_ROLE_IDS = Object.values(ROLE_BY_RULE).map((r) => r.roleId);
/** The approval roles held at head office, whose holders may stand in for each other company-wide. */
const HEAD_OFFICE_ROLE_IDS = Object.values(ROLE_BY_RULE)
  .filter((r) => r.unitKind === null)
  .map((r) => r.roleId);
