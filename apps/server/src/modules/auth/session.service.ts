import { hash, randomBytes } from 'node:crypto';
import { ErrorCode } from '@hris/contract';
import type { Config } from '../../config';
import type { ChangeFeed } from '../../db/change-feed';
import type { Db } from '../../db/client';
import { type AuthContext, widestScope } from '../../http/auth-context';
import { AppError } from '../../http/errors';
import { PrincipalCache } from './principal-cache';
import * as repo from './session.repository';

type SessionPrincipalRow = NonNullable<Awaited<ReturnType<typeof repo.findSessionPrincipal>>>;

export function hashToken(token: string): string {
  // The one-shot hash: no Hash object per request.
  return hash('sha256', token, 'hex');
}

export class SessionService {
  /** Without a change feed every request reads its session from the database. */
  readonly principals: PrincipalCache<SessionPrincipalRow> | null;
  /**
   * The caller a cached principal row resolves to, built once per row: the row lives until the
   * change feed reports a change to the session, user, roles or grants, and so does this.
   */
  readonly #contexts = new WeakMap<SessionPrincipalRow, AuthContext>();

  constructor(
    private readonly db: Db,
    private readonly config: Config,
    authChanges?: ChangeFeed,
  ) {
    this.principals = authChanges ? new PrincipalCache(authChanges) : null;
  }

  /** Opens a session and returns the raw token; only its hash is stored. */
  async open(userId: number, loginMethod: 'password' | 'sso', client: { ip: string; userAgent: string }) {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + this.config.session.absoluteHours * 3600_000);
    await repo.insertSession(this.db, {
      tokenHash: hashToken(token),
      userId,
      loginMethod,
      ip: client.ip,
      userAgent: client.userAgent.slice(0, 256),
      expiresAt,
    });
    return token;
  }

  /**
   * Resolves a token to the caller: unknown → 10001, expired (idle or absolute) → 10002,
   * revoked or account disabled → 10003. One statement reads the session with its user, roles
   * and grants; the principal cache keeps that row until a change to any of them is reported, so a
   * revocation or a role change is seen by the next request on this server, and on any other once
   * PostgreSQL has delivered the change's notification (about a millisecond).
   */
  async authenticate(token: string): Promise<AuthContext> {
    return this.resolve(token, true);
  }

  /**
   * The caller a token names while its session lives, as `authenticate` judges it, or null; without
   * counting as activity: an open event stream checks its session with this, so a tab left open
   * does not keep an idle session alive.
   */
  async peek(token: string): Promise<AuthContext | null> {
    try {
      return await this.resolve(token, false);
    } catch {
      return null;
    }
  }

  private async resolve(token: string, touch: boolean): Promise<AuthContext> {
    const tokenHash = hashToken(token);
    const read = () => repo.findSessionPrincipal(this.db, tokenHash);
    const row = await (this.principals ? this.principals.get(tokenHash, read) : read());
    if (!row) throw new AppError(ErrorCode.TokenUnknown);
    const { session, ...principal } = row;
    if (session.revokedAt) throw new AppError(ErrorCode.TokenRevoked);
    const now = new Date();
    const idleLimit = session.lastSeenAt.getTime() + this.config.session.idleMinutes * 60_000;
    if (session.expiresAt <= now || idleLimit <= now.getTime()) throw new AppError(ErrorCode.TokenExpired);
    if (!principal.user.isEnabled) {
      if (touch) await repo.revokeSession(this.db, session.id, 'disabled');
      throw new AppError(ErrorCode.TokenRevoked);
    }
    // Writing lastSeenAt on every request would serialise hot paths on one row; a minute is precise enough.
    if (touch && now.getTime() - session.lastSeenAt.getTime() > 60_000) {
      await repo.touchSession(this.db, session.id, now);
      // The cached row too (last_seen_at does not notify): the next minute's requests need not touch it again.
      session.lastSeenAt = now;
    }
    let context = this.#contexts.get(row);
    if (!context) {
      context = toAuthContext(session.id, session.loginMethod, principal);
      this.#contexts.set(row, context);
    }
    return context;
  }

  async revoke(sessionId: number, reason: string) {
    await repo.revokeSession(this.db, sessionId, reason);
  }
}

export function toAuthContext(
  sessionId: number,
  loginMethod: 'password' | 'sso',
  principal: repo.UserPrincipal,
): AuthContext {
  const menus = new Map<string, number>();
  for (const m of principal.menus) menus.set(m.menuCode, Math.max(menus.get(m.menuCode) ?? 0, m.isEdit));
  const { user, roles } = principal;
  return {
    sessionId,
    userId: user.id,
    account: user.account,
    displayName: user.displayName,
    avatar: user.avatar,
    loginMethod,
    orgUnitId: user.orgUnitId,
    orgPath: user.orgPath,
    employeeRef: user.employeeRef,
    mustChangePassword: user.mustChangePassword,
    roles,
    menus,
    scopeKind: widestScope(roles.map((r) => r.scopeKind)),
  };
}
