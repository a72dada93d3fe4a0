import {
  APP_VERSION,
  ErrorCode,
  NEW_HIRE_ROLE_ID,
  PROCESSES,
  type TLoginResponse,
  type TUserInfoResponse,
} from '@hris/contract';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { audit } from '../../http/audit';
import type { AuthContext } from '../../http/auth-context';
import { AppError } from '../../http/errors';
import { OidcUnavailableError, OidcVerifier } from '../auth/oidc';
import * as sessionRepo from '../auth/session.repository';
import { type SessionService, toAuthContext } from '../auth/session.service';
import { hashPassword, verifyPassword } from './password';
import * as repo from './user.repository';

// Compared against when the account does not exist, so both failures take the same time.
const DUMMY_HASH = 'scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=';

export class UserService {
  private readonly oidc?: OidcVerifier;

  constructor(
    private readonly db: Db,
    private readonly config: Config,
    private readonly sessions: SessionService,
  ) {
    if (config.oidc) this.oidc = new OidcVerifier(config.oidc);
  }

  authConfig() {
    return {
      ssoEnabled: Boolean(this.config.oidc),
      oidcIssuer: this.config.oidc?.issuer ?? null,
      oidcClientId: this.config.oidc?.clientId ?? null,
      appEnv: this.config.appEnv,
      version: APP_VERSION,
    };
  }

  /** Account + password sign-in. Unknown account and wrong password answer alike. */
  async loginWithPassword(request: FastifyRequest, account: string, password: string): Promise<TLoginResponse> {
    await this.assertNotRateLimited(account, request.ip);
    const user = await sessionRepo.findUserForLogin(this.db, account);
    const valid = await verifyPassword(password, user?.passwordHash ?? DUMMY_HASH);
    if (!user || !valid) {
      await sessionRepo.recordLoginAttempt(this.db, account, request.ip, false);
      await audit(this.db, request, { action: 'login.failed', target: account, userName: account });
      throw new AppError(ErrorCode.LoginFailed);
    }
    if (!user.isEnabled) {
      await audit(this.db, request, {
        action: 'login.refused',
        target: account,
        userId: user.id,
        userName: account,
        summary: { reason: 'disabled' },
      });
      throw new AppError(ErrorCode.AccountDisabled);
    }
    await sessionRepo.clearFailures(this.db, account);
    return this.openSession(request, user.id, 'password');
  }

  async loginWithJwt(request: FastifyRequest, jToken: string): Promise<TLoginResponse> {
    if (!this.oidc) throw new AppError(ErrorCode.SsoNotConfigured);
    let identity: Awaited<ReturnType<OidcVerifier['verify']>>;
    try {
      identity = await this.oidc.verify(jToken);
    } catch (err) {
      if (err instanceof OidcUnavailableError) {
        request.log.error({ err }, 'OIDC provider unreachable');
        throw new AppError(ErrorCode.SsoFailed, '单点登录服务暂时不可用，请稍后重试或使用账号密码登录');
      }
      request.log.warn({ err }, 'OIDC token rejected');
      await audit(this.db, request, { action: 'login.sso.failed', summary: { reason: (err as Error).message } });
      throw new AppError(ErrorCode.SsoFailed, '单点登录失败：身份令牌无效或已过期，请重新登录');
    }
    const ids = [identity.email, identity.preferredUsername].filter((v): v is string => Boolean(v));
    const user = await sessionRepo.findUserForSso(this.db, {
      email: identity.email,
      username: identity.preferredUsername,
    });
    if (!user) {
      await audit(this.db, request, { action: 'login.sso.unknown', target: ids.join(',') });
      throw new AppError(
        ErrorCode.SsoFailed,
        `单点登录失败：账号 ${ids[0] ?? identity.subject} 未在 HRIS 中开通，请联系系统管理员`,
      );
    }
    if (!user.isEnabled) {
      await audit(this.db, request, {
        action: 'login.refused',
        target: ids.join(','),
        userId: user.id,
        summary: { reason: 'disabled' },
      });
      throw new AppError(ErrorCode.AccountDisabled);
    }
    return this.openSession(request, user.id, 'sso');
  }

  private async openSession(
    request: FastifyRequest,
    userId: number,
    method: 'password' | 'sso',
  ): Promise<TLoginResponse> {
    const token = await this.sessions.open(userId, method, {
      ip: request.ip,
      userAgent: String(request.headers['user-agent'] ?? ''),
    });
    const principal = await sessionRepo.loadUserPrincipal(this.db, userId);
    if (!principal) throw new AppError(ErrorCode.LoginFailed);
    const auth = toAuthContext(0, method, principal);
    await sessionRepo.recordLoginAttempt(this.db, auth.account, request.ip, true);
    await audit(this.db, request, { action: method === 'sso' ? 'login.sso' : 'login', userId, userName: auth.account });
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

  private async assertNotRateLimited(account: string, ip: string) {
    const { perAccount, perIp, windowMinutes } = this.config.loginLimit;
    const since = new Date(Date.now() - windowMinutes * 60_000);
    const [byAccount, byIp] = await Promise.all([
      sessionRepo.countRecentFailures(this.db, since, { account }),
      sessionRepo.countRecentFailures(this.db, since, { ip }),
    ]);
    if (byAccount >= perAccount || byIp >= perIp) {
      throw new AppError(ErrorCode.RateLimited, `登录失败次数过多，请${windowMinutes}分钟后再试`);
    }
  }

  async logout(request: FastifyRequest, auth: AuthContext) {
    await this.sessions.revoke(auth.sessionId, 'logout');
    await audit(this.db, request, { action: 'logout' });
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
      flowList: PROCESSES.map((p) => ({ flowId: p.flowId, flowName: p.name })),
      mustChangePassword: auth.mustChangePassword,
    };
  }

  /** Changing the password revokes every session of the user, this one included (10003). */
  async changePassword(request: FastifyRequest, auth: AuthContext, oldPassword: string, newPassword: string) {
    const user = await sessionRepo.findUserForLogin(this.db, auth.account);
    if (!user || !(await verifyPassword(oldPassword, user.passwordHash))) {
      throw new AppError(ErrorCode.Validation, '原密码不正确');
    }
    if (oldPassword === newPassword) throw new AppError(ErrorCode.Validation, '新密码不能与原密码相同');
    const hash = await hashPassword(newPassword);
    await this.db.transaction(async (tx) => {
      await repo.updatePassword(tx, auth.userId, hash);
      await sessionRepo.revokeUserSessions(tx, auth.userId, 'password-changed');
      await audit(tx, request, { action: 'user.changePassword', target: auth.account });
    });
  }

  menuButtons(auth: AuthContext) {
    return { buttons: [...auth.menus.entries()].map(([menuCode, isEdit]) => ({ menuCode, isEdit })) };
  }

  /** The weekly new-hire call belongs to holders of role 019 only (spec §6). */
  assertNewHireRole(auth: AuthContext) {
    if (!auth.roles.some((r) => r.roleId === NEW_HIRE_ROLE_ID))
      throw new AppError(ErrorCode.Forbidden, '仅新员工周报角色（019）可查看本周新员工');
  }
}

function navMenus(principal: sessionRepo.UserPrincipal) {
  const roleIdByRef = new Map(principal.roles.map((r) => [r.id, r.roleId]));
  return principal.menus
    .map((m) => ({ menuCode: m.menuCode, isEdit: m.isEdit, roleID: roleIdByRef.get(m.roleRef) ?? '' }))
    .sort((a, b) => a.roleID.localeCompare(b.roleID) || a.menuCode.localeCompare(b.menuCode));
}
