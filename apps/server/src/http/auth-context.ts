import type { PermissionKey, ScopeKind } from '@hris/contract';
import type { ScopedIdKind } from './scoped-ids';

/** Who is calling, resolved once per request from the session token. */
/** Shared by every request of the session until its principal changes (SessionService): never mutated. */
export interface AuthContext {
  readonly sessionId: number;
  readonly userId: number;
  readonly account: string;
  readonly displayName: string;
  readonly avatar: string;
  readonly loginMethod: 'password' | 'sso';
  readonly orgUnitId: number;
  readonly orgPath: string;
  readonly employeeRef: number | null;
  readonly mustChangePassword: boolean;
  readonly roles: readonly { id: number; roleId: string; name: string; scopeKind: ScopeKind }[];
  /** menuCode → isEdit (1 wins over 0 when several roles grant the key). */
  readonly menus: ReadonlyMap<string, number>;
  /** The widest scope among the roles. */
  readonly scopeKind: ScopeKind;
}

export interface RouteAccess {
  /** Reachable without a token (login, health, auth config). */
  public?: boolean;
  /** The caller needs ANY of these menu keys; absent = any signed-in user. */
  permission?: PermissionKey | readonly PermissionKey[];
  /** The caller needs isEdit 1 on one of those keys. */
  edit?: boolean;
  /**
   * The caller needs isEdit 1 on at least one menu key, whichever (uploads: a user who can only
   * read has nothing to attach a file to). Refused with 40302 like `edit`.
   */
  anyEdit?: boolean;
  /**
   * Reachable while the caller still has to change a one-time password (user info, menus, the
   * password change itself, logout). Every other route answers 40006 until it is changed.
   */
  beforePasswordChange?: boolean;
  /**
   * What each id of the request names (dotted path → kind), so its scope is checked before the
   * route runs (http/scoped-ids.ts). A route whose request has such a field must declare it.
   */
  scoped?: Readonly<Record<string, ScopedIdKind>>;
}

const SCOPE_ORDER: Record<ScopeKind, number> = { self: 0, store: 1, org: 2, all: 3 };

export function widestScope(kinds: ScopeKind[]): ScopeKind {
  return kinds.reduce<ScopeKind>((best, k) => (SCOPE_ORDER[k] > SCOPE_ORDER[best] ? k : best), 'self');
}

export function permissionKeys(access: RouteAccess): readonly PermissionKey[] {
  if (!access.permission) return [];
  return typeof access.permission === 'string' ? [access.permission] : access.permission;
}

/** Whether the caller may use a route: null when allowed, else the reason. */
export function checkAccess(auth: AuthContext, access: RouteAccess): 'forbidden' | 'readOnly' | null {
  const keys = permissionKeys(access);
  if (keys.length > 0) {
    const held = keys.filter((k) => auth.menus.has(k));
    if (held.length === 0) return 'forbidden';
    if (access.edit && !held.some((k) => auth.menus.get(k) === 1)) return 'readOnly';
  }
  if (access.anyEdit && ![...auth.menus.values()].includes(1)) return 'readOnly';
  return null;
}

export function hasMenu(auth: AuthContext, key: string): boolean {
  return auth.menus.has(key);
}
