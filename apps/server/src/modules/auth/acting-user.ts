import { ErrorCode, msg } from '@hris/contract';
import type { Executor } from '../../db/client';
import type { Actor } from '../../http/actor';
import { AppError } from '../../http/errors';
import { findUserForLogin, loadUserPrincipal } from './session.repository';
import { toAuthContext } from './session.service';

/**
 * A user acting outside any request — a job that starts a process on its date, the demo seed:
 * their grants and scope as of now, as a session would load them, with no session, address or
 * request id. Services check them exactly as they check a signed-in caller; a disabled account
 * acts no more than it signs in.
 */
export async function actorForUser(db: Executor, userId: number): Promise<Actor> {
  const principal = await loadUserPrincipal(db, userId);
  if (!principal?.user.isEnabled) throw new AppError(ErrorCode.NotFound, msg('user.unavailable'));
  return { auth: toAuthContext(0, 'password', principal), ip: null, requestId: null };
}

/** `actorForUser` by account name. */
export async function actorForAccount(db: Executor, account: string): Promise<Actor> {
  const user = await findUserForLogin(db, account);
  if (!user) throw new AppError(ErrorCode.NotFound, msg('user.unavailable'));
  return actorForUser(db, user.id);
}
