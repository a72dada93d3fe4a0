import {
  APP_VERSION,
  ErrorCode,
  listText,
  type Message,
  msg,
  NEW_HIRE_ROLE_ID,
  normalizePassword,
  PROCESSES,
  type TAccountLockState,
  type TAuthConfigResponse,
  type TLoginResponse,
  type TSsoStatusView,
  type TUserInfoResponse,
} from '@hris/contract';
import { eq, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { appUser, orgUnit } from '../../db/schema';
import type { Actor, Client, Origin } from '../../http/actor';
import { audit } from '../../http/audit';
import type { AuthContext } from '../../http/auth-context';
import { AppError, errors } from '../../http/errors';
import { shown } from '../../http/language';
import { inScope } from '../../http/scope';
import { forgetDevices, hashDeviceToken, isDeviceToken, isKnownDevice, rememberDevice } from '../auth/login-device';
import {
  type ClaimResult,
  knownDeviceKeys,
  LoginThrottle,
  loginKeys,
  normalizeAccount,
  passwordChangeKey,
  retryText,
} from '../auth/login-throttle';
import { type OidcLog, OidcUnavailableError, OidcVerifier, type SsoHealth } from '../auth/oidc';
import * as sessionRepo from '../auth/session.repository';
import { type SessionService, toAuthContext } from '../auth/session.service';
import { findRolesOfUsers } from '../basic-data/office/office.repository';
import { canGrantRole, loadRolesWithMenus } from '../basic-data/office/role-grants';
import { hashPassword, verifyPassword } from './password';
import * as repo from './user.repository';

/** GetSsoStatus's answer before its messages are written in the reader's language. */
export type SsoStatusAnswer = Omit<TSsoStatusView, 'cause' | 'warnings'> & {
  cause: Message | null;
  warnings: Message[];
};

// Compared against when the account does not exist, so both failures take the same time.
const DUMMY_HASH = 'scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=';

export class UserService {
  private readonly oidc?: OidcVerifier;
  private readonly throttle: LoginThrottle;

  constructor(
    private readonly db: Db,
    private readonly config: Config,
    private readonly sessions: SessionService,
    /** Where a change of the identity provider's state is logged (the app's logger). */
    log?: OidcLog,
  ) {
    if (config.oidc) this.oidc = new OidcVerifier(config.oidc, log);
    this.throttle = new LoginThrottle(db, config.loginLimit);
  }

  authConfig(): TAuthConfigResponse {
    return {
      ssoEnabled: Boolean(this.config.oidc),
      oidcIssuer: this.config.oidc?.issuer ?? null,
      oidcClientId: this.config.oidc?.clientId ?? null,
      oidcScope: this.config.oidc?.scope ?? null,
      appEnv: this.config.appEnv,
      version: APP_VERSION,
    };
  }

  /**
   * Asks the identity provider once as the server starts, so a wrong setting is logged then (once,
   * with its cause) and shown in 接口中心 → 单点登录, not first met by a user signing in. Not
   * awaited by the start: an unreachable provider must not hold up the server.
   */
  checkSsoAtStart(): Promise<unknown> {
    return this.oidc?.check() ?? Promise.resolve();
  }

  stopSso() {
    this.oidc?.close();
  }

  /** The provider's state for the interface centre; its cause and the settings for administrators only. */
  ssoStatus(auth: AuthContext): SsoStatusAnswer {
    return this.presentSso(auth, this.oidc?.health);
  }

  /** 重新检测: asks the provider now (after a fix at the provider, or to see whether it is back). */
  async checkSso(auth: AuthContext): Promise<SsoStatusAnswer> {
    return this.presentSso(auth, await this.oidc?.check());
  }

  private presentSso(auth: AuthContext, health: SsoHealth | undefined): SsoStatusAnswer {
    const oidc = this.config.oidc;
    // As the interface cards' configuration notes: settings are for those who set the system up.
    const administrator = auth.menus.has('RolePermissions') || auth.menus.has('SystemLog');
    if (!oidc || !health)
      return { status: 'notConfigured', checkedAt: null, cause: null, warnings: [], settings: null };
    return {
      status: health.status,
      checkedAt: health.checkedAt?.toISOString() ?? null,
      cause: administrator ? health.cause : null,
      warnings: administrator ? [...health.warnings] : [],
      settings: administrator
        ? {
            issuer: oidc.issuer,
            clientId: oidc.clientId,
            scope: oidc.scope,
            allowInsecure: Boolean(oidc.allowInsecure),
          }
        : null,
    };
  }

  /**
   * Account + password sign-in. Unknown account and wrong password answer alike, and are
   * throttled alike: the attempt claims its place on the throttle keys (login-throttle.ts)
   * before the password is checked, and a blocked key refuses it unchecked (42901). A browser
   * that signed in to the account before (`device`: its cookie's token, login-device.ts) claims
   * its own key instead, so a guesser cannot lock the owner out. A success answers the device
   * token for the cookie.
   */
  async loginWithPassword(
    client: Client,
    account: string,
    password: string,
    device?: string,
  ): Promise<{ answer: TLoginResponse; device: string }> {
    const name = normalizeAccount(account);
    const knownDevice = isDeviceToken(device) && (await isKnownDevice(this.db, name, device));
    const keys = knownDevice
      ? knownDeviceKeys(name, hashDeviceToken(device), this.config.loginLimit)
      : loginKeys(name, client.ip, this.config.loginLimit);
    const claim = await this.throttle.claim(keys);
    if (claim.blocked) {
      throw new AppError(
        ErrorCode.RateLimited,
        msg('auth.tooManyLoginFailures', { retryAfter: retryText(claim.retryAfterSeconds) }),
      );
    }
    const user = await sessionRepo.findUserForLogin(this.db, name);
    const valid = await verifyPassword(normalizePassword(password), user?.passwordHash ?? DUMMY_HASH);
    if (!user || !valid) {
      await audit(this.db, client, {
        action: 'login.failed',
        target: name,
        userName: name,
        ...(knownDevice ? { summary: { knownDevice } } : {}),
      });
      await this.auditNewBlocks(client, name, claim);
      throw new AppError(ErrorCode.LoginFailed);
    }
    // The right password, even of a disabled account: the attempt was no failed guess.
    await this.throttle.loginSucceeded(keys);
    if (!user.isEnabled) {
      await audit(this.db, client, {
        action: 'login.refused',
        target: account,
        userId: user.id,
        userName: account,
        summary: { reason: 'disabled' },
      });
      throw new AppError(ErrorCode.AccountDisabled);
    }
    const answer = await this.openSession(client, user.id, 'password');
    return { answer, device: await rememberDevice(this.db, user.id, device) };
  }

  /** The system log notes when a failure starts a block (refused attempts themselves write nothing). */
  private async auditNewBlocks(origin: Origin, account: string, claim: ClaimResult) {
    if (claim.blocked || claim.newlyBlocked.length === 0) return;
    await audit(this.db, origin, {
      action: 'login.locked',
      target: account,
      userName: account,
      summary: { keys: claim.newlyBlocked.map((b) => ({ key: b.key, until: b.until.toISOString() })) },
    });
  }

  async loginWithJwt(client: Client, jToken: string): Promise<TLoginResponse> {
    if (!this.oidc) throw new AppError(ErrorCode.SsoNotConfigured);
    let identity: Awaited<ReturnType<OidcVerifier['verify']>>;
    try {
      identity = await this.oidc.verify(jToken);
    } catch (err) {
      if (err instanceof OidcUnavailableError) {
        // The verifier logged the cause when the provider's state changed; this says which request met it.
        client.log.warn({ status: err.kind }, 'single sign-on refused: identity provider unusable');
        throw new AppError(
          ErrorCode.SsoFailed,
          err.kind === 'misconfigured' ? msg('auth.ssoMisconfigured') : msg('auth.ssoUnavailable'),
        );
      }
      client.log.warn({ err }, 'OIDC token rejected');
      await audit(this.db, client, { action: 'login.sso.failed', summary: { reason: (err as Error).message } });
      throw new AppError(ErrorCode.SsoFailed, msg('auth.ssoTokenInvalid'));
    }
    const ids = [identity.email, identity.preferredUsername].filter((v): v is string => Boolean(v));
    if (ids.length === 0) {
      // The provider signed the user in but left out the claims HRIS finds accounts by (docs/sso.md).
      await audit(this.db, client, { action: 'login.sso.unknown', target: identity.subject });
      throw new AppError(ErrorCode.SsoFailed, msg('auth.ssoNoIdentityClaims'));
    }
    const user = await sessionRepo.findUserForSso(this.db, {
      email: identity.email,
      username: identity.preferredUsername,
    });
    if (!user) {
      await audit(this.db, client, { action: 'login.sso.unknown', target: ids.join(',') });
      throw new AppError(ErrorCode.SsoFailed, msg('auth.ssoAccountUnknown', { account: ids[0] ?? identity.subject }));
    }
    if (!user.isEnabled) {
      await audit(this.db, client, {
        action: 'login.refused',
        target: ids.join(','),
        userId: user.id,
        summary: { reason: 'disabled' },
      });
      throw new AppError(ErrorCode.AccountDisabled);
    }
    return this.openSession(client, user.id, 'sso');
  }

  private async openSession(client: Client, userId: number, method: 'password' | 'sso'): Promise<TLoginResponse> {
    const token = await this.sessions.open(userId, method, {
      ip: client.ip,
      userAgent: client.userAgent,
    });
    const principal = await sessionRepo.loadUserPrincipal(this.db, userId);
    if (!principal) throw new AppError(ErrorCode.LoginFailed);
    const auth = toAuthContext(0, method, principal);
    await audit(this.db, client, { action: method === 'sso' ? 'login.sso' : 'login', userId, userName: auth.account });
    return {
      accessToken: token,
      dispName: auth.displayName,
      navMenus: navMenus(principal),
      roleList: auth.roles.map((r) => ({ roleID: r.roleId, roleName: r.name })),
      userID: auth.userId,
      avatar: auth.avatar,
      loginMethod: method,
      mustChangePassword: auth.mustChangePassword,
    };
  }

  async logout(actor: Actor) {
    const { auth } = actor;
    await this.sessions.revoke(auth.sessionId, 'logout');
    await audit(this.db, actor, { action: 'logout' });
  }

  async userInfo(auth: AuthContext): Promise<TUserInfoResponse> {
    const principal = await sessionRepo.loadUserPrincipal(this.db, auth.userId);
    if (!principal) throw new AppError(ErrorCode.TokenRevoked);
    const unread = await repo.countUnreadMessages(this.db, auth.userId);
    return {
      userID: auth.userId,
      account: auth.account,
      name: auth.displayName,
      avatar: auth.avatar,
      roles: auth.roles.map((r) => r.roleId),
      roleList: auth.roles.map((r) => ({ roleID: r.roleId, roleName: r.name })),
      unreadMessageCount: unread,
      navMenus: navMenus(principal),
      flowList: PROCESSES.map((p) => ({ flowId: p.flowId, flowName: shown({ zh: p.name, en: p.nameEn }) })),
      mustChangePassword: auth.mustChangePassword,
    };
  }

  /**
   * Changing the password revokes every session of the user, this one included (10003). Both
   * passwords are normalized as at sign-in (trimmed; the schema checked the new one's rule on
   * the trimmed value), so the new one can be typed in again. The old-password check is
   * throttled like a sign-in (key `pw:<user id>`): a stolen session must not become a way to
   * guess the password.
   */
  async changePassword(actor: Actor, oldPassword: string, newPassword: string) {
    const { auth } = actor;
    const oldValue = normalizePassword(oldPassword);
    const newValue = normalizePassword(newPassword);
    const key = passwordChangeKey(auth.userId, this.config.loginLimit);
    const claim = await this.throttle.claim([key]);
    if (claim.blocked) {
      throw new AppError(
        ErrorCode.RateLimited,
        msg('auth.tooManyPasswordFailures', { retryAfter: retryText(claim.retryAfterSeconds) }),
      );
    }
    const user = await sessionRepo.findUserForLogin(this.db, auth.account);
    if (!user || !(await verifyPassword(oldValue, user.passwordHash))) {
      await audit(this.db, actor, { action: 'user.changePassword.failed', target: auth.account });
      await this.auditNewBlocks(actor, auth.account, claim);
      throw new AppError(ErrorCode.Validation, msg('user.wrongOldPassword'));
    }
    await this.throttle.clear(key);
    if (oldValue === newValue) throw new AppError(ErrorCode.Validation, msg('user.samePassword'));
    const hash = await hashPassword(newValue);
    await this.db.transaction(async (tx) => {
      await repo.updatePassword(tx, auth.userId, hash);
      await sessionRepo.revokeUserSessions(tx, auth.userId, 'password-changed');
      await forgetDevices(tx, auth.userId);
      await audit(tx, actor, { action: 'user.changePassword', target: auth.account });
    });
  }

  /**
   * An administrator lifts the sign-in throttles of an account: its keys from every address and
   * known device and its password-change key (an address's own key stays: it covers other accounts too). The
   * account must be one the caller may manage, as for a password reset: not their own (a
   * stolen session could otherwise lift its own password-change limit), in their data scope,
   * holding no role they could not grant.
   */
  async unlockAccount(actor: Actor, account: string) {
    const { auth } = actor;
    const user = await this.manageableUser(auth, account);
    await this.db.transaction(async (tx) => {
      const removed = await this.throttle.unlockAccount(tx, user.account, user.id);
      await audit(tx, actor, {
        action: 'user.unlock',
        target: `user:${user.account}`,
        summary: { keys: removed.map((r) => ({ key: r.key, failures: r.failures, blockedUntil: r.blockedUntil })) },
      });
    });
  }

  /** Whether an account is throttled now (any key of it blocked), for the account's page. */
  async accountLockState(auth: AuthContext, account: string): Promise<TAccountLockState> {
    const user = await this.findAccount(account);
    if (!inScope(auth, { orgPath: user.orgPath, employeeRef: user.employeeRef })) {
      throw new AppError(ErrorCode.OutOfScope);
    }
    const state = await this.throttle.accountState(user.account, user.id);
    return {
      account: user.account,
      locked: state.lockedUntil !== null,
      lockedUntil: state.lockedUntil?.toISOString() ?? null,
      failures: state.failures,
    };
  }

  private async findAccount(account: string) {
    const [user] = await this.db
      .select({
        id: appUser.id,
        account: appUser.account,
        employeeRef: appUser.employeeRef,
        orgPath: orgUnit.path,
      })
      .from(appUser)
      .innerJoin(orgUnit, eq(orgUnit.id, appUser.orgUnitId))
      .where(sql`lower(${appUser.account}) = ${normalizeAccount(account)}`)
      .limit(1);
    if (!user) throw errors.notFound(msg('noun.user'));
    return user;
  }

  /** The rules of office.service.ts#lockManageable, without the row lock (nothing of the user changes). */
  private async manageableUser(auth: AuthContext, account: string) {
    const user = await this.findAccount(account);
    if (user.id === auth.userId) throw errors.forbidden(msg('user.cannotUnlockSelf'));
    if (!inScope(auth, { orgPath: user.orgPath, employeeRef: user.employeeRef })) {
      throw new AppError(ErrorCode.OutOfScope);
    }
    const held = await loadRolesWithMenus(
      this.db,
      (await findRolesOfUsers(this.db, [user.id])).map((r) => r.id),
    );
    const above = held.filter((r) => !canGrantRole(auth, r));
    if (above.length > 0) {
      throw errors.forbidden(msg('user.cannotUnlockHigherRoles', { roles: listText(above.map((r) => r.name)) }));
    }
    return user;
  }

  menuButtons(auth: AuthContext) {
    return { buttons: [...auth.menus.entries()].map(([menuCode, isEdit]) => ({ menuCode, isEdit })) };
  }

  /** The weekly new-hire call belongs to holders of role 019 only (spec §6). */
  assertNewHireRole(auth: AuthContext) {
    if (!auth.roles.some((r) => r.roleId === NEW_HIRE_ROLE_ID))
      throw new AppError(ErrorCode.Forbidden, msg('user.newHireRoleOnly'));
  }
}

function navMenus(principal: sessionRepo.UserPrincipal) {
  const roleIdByRef = new Map(principal.roles.map((r) => [r.id, r.roleId]));
  return principal.menus
    .map((m) => ({ menuCode: m.menuCode, isEdit: m.isEdit, roleID: roleIdByRef.get(m.roleRef) ?? '' }))
    .sort((a, b) => a.roleID.localeCompare(b.roleID) || a.menuCode.localeCompare(b.menuCode));
}
