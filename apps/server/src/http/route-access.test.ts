import { randomBytes } from 'node:crypto';
import { isPermissionKey, PERMISSION_KEYS } from '@hris/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, login, type TestApp } from '../../test/build-test-app';
import { appUser, employee, orgUnit, role, roleMenuPermission, session, shop, userRole } from '../db/schema';
import { hashToken } from '../modules/auth/session.service';
import { hashPassword } from '../modules/user/password';
import { permissionKeys } from './auth-context';
import { refusal, type ScopedIdKind } from './scoped-ids';

/**
 * Walks EVERY registered /api route (routes added later are covered without editing this file)
 * with: no token, a bad token, an expired token, a revoked token, a user lacking the route's
 * permission, a read-only user on an edit route, and users of one store and one region, whose
 * answers must hold no rows of another store or region.
 */
let t: TestApp;
const tokens: Record<string, string> = {};
let shopPath: Map<string, string>;
let employeePath: Map<string, string>;
let userPath: Map<string, string>;

beforeAll(async () => {
  t = await buildTestApp();
  const passwordHash = await hashPassword('Hris@2026');
  const [root] = await t.db.select().from(orgUnit).where(eq(orgUnit.kind, 'company'));
  // A user with one unrelated key, and one with every key read-only.
  const [narrow] = await t.db
    .insert(role)
    .values({ roleId: 'T-NARROW', name: '测试：仅接口中心', scopeKind: 'all' })
    .returning();
  const [readOnly] = await t.db
    .insert(role)
    .values({ roleId: 'T-RO', name: '测试：全部只读', scopeKind: 'all' })
    .returning();
  await t.db
    .insert(roleMenuPermission)
    .values([
      { roleRef: narrow.id, menuCode: 'Interface', isEdit: 1 },
      ...PERMISSION_KEYS.map((k) => ({ roleRef: readOnly.id, menuCode: k, isEdit: 0 })),
    ]);
  const users = await t.db
    .insert(appUser)
    .values([
      { account: 't_narrow', displayName: '测试窄权限', orgUnitId: root.id, passwordHash },
      { account: 't_readonly', displayName: '测试只读', orgUnitId: root.id, passwordHash },
    ])
    .returning();
  await t.db.insert(userRole).values([
    { userId: users[0].id, roleRef: narrow.id },
    { userId: users[1].id, roleRef: readOnly.id },
  ]);
  for (const account of ['t_narrow', 't_readonly', 'sh001_hr', 'gz001_hr', 'east_hr', 'south_hr', 'hq_hr']) {
    tokens[account] = await login(t, account);
  }
  // Expired and revoked sessions of a real user.
  const [hq] = await t.db.select().from(appUser).where(eq(appUser.account, 'hq_hr'));
  tokens.expired = randomBytes(24).toString('hex');
  tokens.revoked = randomBytes(24).toString('hex');
  await t.db.insert(session).values([
    {
      tokenHash: hashToken(tokens.expired),
      userId: hq.id,
      loginMethod: 'password',
      expiresAt: new Date(Date.now() - 60_000),
    },
    {
      tokenHash: hashToken(tokens.revoked),
      userId: hq.id,
      loginMethod: 'password',
      expiresAt: new Date(Date.now() + 3600_000),
      revokedAt: new Date(),
    },
  ]);
  const shops = await t.db
    .select({ code: shop.code, path: orgUnit.path })
    .from(shop)
    .innerJoin(orgUnit, eq(orgUnit.id, shop.orgUnitId));
  shopPath = new Map(shops.map((s) => [s.code, s.path]));
  const emps = await t.db.select({ employeeId: employee.employeeId, orgPath: employee.orgPath }).from(employee);
  employeePath = new Map(emps.map((e) => [e.employeeId, e.orgPath]));
  const userUnits = await t.db
    .select({ account: appUser.account, path: orgUnit.path })
    .from(appUser)
    .innerJoin(orgUnit, eq(orgUnit.id, appUser.orgUnitId));
  userPath = new Map(userUnits.map((u) => [u.account, u.path]));
});
afterAll(async () => t?.close());

/** Every kind a scoped id may name (http/scoped-ids.ts); `satisfies` keeps the list whole. */
const SCOPED_KINDS = {
  user: true,
  account: true,
  employee: true,
  employeeRow: true,
  shopRow: true,
  orgUnit: true,
  work: true,
  task: true,
  attachment: true,
  ownAttachment: true,
  contract: true,
  performance: true,
  threePeriods: true,
  violation: true,
  transferSigning: true,
  healthCertificate: true,
  trainSession: true,
  trainEnrolment: true,
  childcareChild: true,
  childcareUse: true,
  ownMessage: true,
  ownSubstitute: true,
  ownPhrase: true,
  companyWide: true,
  new: true,
} satisfies Record<ScopedIdKind, true>;

/** Reachable without a token: a change here opens or closes a door, so it is listed by hand. */
const PUBLIC_ROUTES = [
  // The file itself, to the AccessToken header or to a single-use ticket (checked by the route).
  'GET /api/File/DownloadFile',
  'GET /api/File/GetFileDownloadUrl',
  'GET /api/health',
  // For a process manager and a load balancer (docs/operations.md): no session, no data.
  'GET /api/health/live',
  'GET /api/health/ready',
  'POST /api/User/GetAuthConfig',
  'POST /api/User/Login',
  'POST /api/User/LoginForTest',
  'POST /api/User/LoginWithJWT',
];

/**
 * Open to every signed-in user whatever their menus: their own account, messages, live events and file links,
 * uploads (any edit key, `anyEdit`) and the weekly new hires (role 019, checked by the route).
 */
const ANY_USER_ROUTES = [
  'GET /api/Events',
  'POST /api/File/BatchGetFileDownloadUrl',
  'POST /api/File/GetFileDownloadUrl',
  'POST /api/File/UploadSingle',
  'POST /api/Message/GetMessageList',
  'POST /api/Message/MarkRead',
  'POST /api/Notify/GetMySettings',
  'POST /api/Notify/SaveMySettings',
  'POST /api/User/ChangePassword',
  'POST /api/User/GetUserInfo',
  'POST /api/User/GetWeeklyNewHireList',
  'POST /api/User/Logout',
  'POST /api/UserPermission/GetUserMenuButton',
];

interface JsonSchema {
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

/** The request fields of every route (`METHOD url` → dotted paths), read from the OpenAPI document. */
function requestFields(): Map<string, Set<string>> {
  const doc = t.app.swagger() as {
    paths: Record<string, Record<string, { requestBody?: any; parameters?: { in: string; name: string }[] }>>;
  };
  const out = new Map<string, Set<string>>();
  const walk = (s: JsonSchema | undefined, path: string[], into: Set<string>) => {
    if (!s || typeof s !== 'object') return;
    for (const alt of [...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])]) walk(alt, path, into);
    walk(s.items, path, into);
    for (const [key, child] of Object.entries(s.properties ?? {})) {
      into.add([...path, key].join('.'));
      walk(child, [...path, key], into);
    }
  };
  for (const [url, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const fields = new Set<string>();
      walk(op.requestBody?.content?.['application/json']?.schema, [], fields);
      for (const p of op.parameters ?? []) if (p.in === 'query') fields.add(p.name);
      out.set(`${method.toUpperCase()} ${url}`, fields);
    }
  }
  return out;
}

function protectedRoutes() {
  return t.app.hrisRoutes.filter((r) => !r.access.public);
}

async function hit(route: { method: string; url: string }, token?: string, payload: Record<string, unknown> = {}) {
  const res = await t.app.inject({
    method: route.method as 'GET' | 'POST',
    url: route.url,
    payload: route.method === 'GET' ? undefined : payload,
    headers: token ? { AccessToken: token } : {},
  });
  let body: { code: number; msg: string; data: unknown } | undefined;
  try {
    body = res.json();
  } catch {
    body = undefined;
  }
  return { status: res.statusCode, body };
}

/** Every shopCode / employeeId appearing anywhere in an answer. */
function collect(value: unknown, out: { shops: Set<string>; employees: Set<string> }) {
  if (Array.isArray(value)) for (const v of value) collect(v, out);
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if ((k === 'shopCode' || k === 'newShopCode') && typeof v === 'string') out.shops.add(v);
      else if (k === 'employeeId' && typeof v === 'string') out.employees.add(v);
      else collect(v, out);
    }
  }
  return out;
}

describe('[AUTH][ROUTES] the access declarations', () => {
  it('name real permission keys, edit only with a key, and a known kind for a field the request has', () => {
    expect(protectedRoutes().length).toBeGreaterThanOrEqual(15);
    const fields = requestFields();
    const problems: string[] = [];
    for (const r of t.app.hrisRoutes) {
      const name = `${r.method} ${r.url}`;
      const { permission, edit, anyEdit, scoped } = r.access;
      if (r.access.public) {
        if (permission || edit || anyEdit || scoped) problems.push(`${name}: public, yet declares more`);
        continue;
      }
      const keys = permissionKeys(r.access);
      if (Array.isArray(permission) && keys.length === 0) problems.push(`${name}: an empty permission list`);
      for (const key of keys) if (!isPermissionKey(key)) problems.push(`${name}: unknown permission key ${key}`);
      // checkAccess reads `edit` only through the keys: without one it would let read-only users in.
      if (edit && keys.length === 0) problems.push(`${name}: edit without a permission key`);
      for (const [path, kind] of Object.entries(scoped ?? {})) {
        if (!Object.hasOwn(SCOPED_KINDS, kind)) problems.push(`${name}: ${path} has an unknown kind ${kind}`);
        else if (kind !== 'companyWide' && kind !== 'new' && !refusal(kind, 1).message)
          problems.push(`${name}: ${path} (${kind}) has no refusal message`);
        if (!fields.get(name)?.has(path)) problems.push(`${name}: ${path} is not a field of the request`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('opens only these routes without a token, and only these to every signed-in user', () => {
    const names = (routes: typeof t.app.hrisRoutes) => routes.map((r) => `${r.method} ${r.url}`).sort();
    expect(names(t.app.hrisRoutes.filter((r) => r.access.public))).toEqual(PUBLIC_ROUTES);
    expect(names(protectedRoutes().filter((r) => permissionKeys(r.access).length === 0))).toEqual(ANY_USER_ROUTES);
  });
});

describe('[AUTH][ROUTES] every protected route', () => {
  it('answers HTTP 401 without a token', async () => {
    for (const r of protectedRoutes()) {
      const res = await hit(r);
      expect(res.status, `${r.method} ${r.url}`).toBe(401);
      expect(res.body?.code, `${r.method} ${r.url}`).toBe(401);
    }
  });

  it('answers 10001 for an unknown token, 10002 for an expired one, 10003 for a revoked one', async () => {
    for (const r of protectedRoutes()) {
      expect((await hit(r, 'bogus-token')).body?.code, `${r.method} ${r.url}`).toBe(10001);
      expect((await hit(r, tokens.expired)).body?.code, `${r.method} ${r.url}`).toBe(10002);
      expect((await hit(r, tokens.revoked)).body?.code, `${r.method} ${r.url}`).toBe(10003);
    }
  });

  it('refuses a user lacking the permission key with 40301', async () => {
    const guarded = protectedRoutes().filter(
      (r) => permissionKeys(r.access).length > 0 && !permissionKeys(r.access).includes('Interface'),
    );
    expect(guarded.length).toBeGreaterThan(5);
    for (const r of guarded) {
      const res = await hit(r, tokens.t_narrow);
      expect(res.body?.code, `${r.method} ${r.url}`).toBe(40301);
      expect(res.body?.msg).toBe('没有访问权限');
    }
  });

  it('refuses a read-only user on an edit route with 40302', async () => {
    for (const r of protectedRoutes().filter((x) => x.access.edit)) {
      const res = await hit(r, tokens.t_readonly);
      expect(res.body?.code, `${r.method} ${r.url}`).toBe(40302);
    }
  });

  it('refuses a user without any edit key on a route that needs one (anyEdit: uploads) with 40302', async () => {
    const anyEdit = protectedRoutes().filter((x) => x.access.anyEdit);
    expect(anyEdit.map((r) => r.url)).toContain('/api/File/UploadSingle');
    for (const r of anyEdit) {
      const res = await hit(r, tokens.t_readonly);
      expect(res.body?.code, `${r.method} ${r.url}`).toBe(40302);
      // One edit key, whichever, is enough (the call then fails on its missing file, not on access).
      const narrow = await hit(r, tokens.t_narrow);
      expect(narrow.body?.code, `${r.method} ${r.url}`).not.toBe(40302);
    }
  });

  it('shows a store HR only its own store and a regional HR only its region', async () => {
    // Each viewer may see only rows whose org unit lies under its own (a store, or a region).
    const viewers = ['sh001_hr', 'gz001_hr', 'east_hr', 'south_hr'];
    const probes: Record<string, unknown>[] = [
      {},
      { pageIndex: 1, pageSize: 100 },
      { keyword: '王', limit: 50 },
      { keyword: 'E', limit: 50 },
    ];
    let rowsSeen = 0;
    for (const account of viewers) {
      const own = userPath.get(account) ?? '-';
      for (const r of protectedRoutes().filter(
        (x) => x.method === 'POST' && !x.url.includes('Logout') && !x.url.includes('ChangePassword'),
      )) {
        for (const probe of probes) {
          const res = await hit(r, tokens[account], probe);
          if (res.body?.code !== 0) continue;
          const seen = collect(res.body.data, { shops: new Set(), employees: new Set() });
          for (const s of seen.shops) {
            expect(shopPath.get(s)?.startsWith(own), `${account} saw shop ${s} via ${r.url}`).toBe(true);
          }
          for (const e of seen.employees) {
            expect(employeePath.get(e)?.startsWith(own), `${account} saw employee ${e} via ${r.url}`).toBe(true);
          }
          rowsSeen += seen.shops.size + seen.employees.size;
        }
      }
    }
    // The walk must have looked at real rows, or it proves nothing; and the viewers' units are
    // really narrower than the company (a store lies inside its region).
    expect(rowsSeen).toBeGreaterThan(20);
    expect(userPath.get('east_hr')?.split('/').length).toBeGreaterThan(3);
    expect(userPath.get('sh001_hr')?.startsWith(userPath.get('east_hr') ?? '?')).toBe(true);
    expect(userPath.get('gz001_hr')?.startsWith(userPath.get('east_hr') ?? '?')).toBe(false);
  }, 300_000);

  it('a head-office HR sees rows of several regions through the same routes', async () => {
    const res = await hit({ method: 'POST', url: '/api/Shop/GetShopCityInfo' }, tokens.hq_hr, {});
    expect(res.body?.code).toBe(0);
    const rows = (res.body?.data ?? []) as { regionName: string }[];
    const regions = new Set(rows.map((s) => s.regionName));
    expect([...regions].sort()).toEqual(['华东', '华北', '华南', '西南']);
  });
});

describe('[AUTH][ROUTES] a one-time password', () => {
  it('answers 40006 on every route but user info, menus, password change and logout until it is changed', async () => {
    await t.db.update(appUser).set({ mustChangePassword: true }).where(eq(appUser.account, 'gz001_hr'));
    const token = await login(t, 'gz001_hr');
    const open = new Set<string>();
    // Logout ends the session: tried last.
    for (const r of protectedRoutes().filter((r) => r.url !== '/api/User/Logout')) {
      const res = await hit(r, token);
      if (res.body?.code === 40006) expect(res.body.msg).toBe('请先修改初始密码后再继续操作');
      else open.add(r.url);
    }
    expect([...open].sort()).toEqual([
      '/api/User/ChangePassword',
      '/api/User/GetUserInfo',
      '/api/UserPermission/GetUserMenuButton',
    ]);
    const info = await hit({ method: 'POST', url: '/api/User/GetUserInfo' }, token);
    expect(info.body).toMatchObject({ code: 0, data: { mustChangePassword: true } });
    const out = await hit({ method: 'POST', url: '/api/User/Logout' }, await login(t, 'gz001_hr'));
    expect(out.body?.code).toBe(0);

    const changed = await hit({ method: 'POST', url: '/api/User/ChangePassword' }, token, {
      oldPassword: 'Hris@2026',
      newPassword: 'Hris@2026x',
    });
    expect(changed.body?.code, changed.body?.msg).toBe(0);
    const again = await login(t, 'gz001_hr', 'Hris@2026x');
    const list = await hit({ method: 'POST', url: '/api/Task/GetToDoTaskList' }, again, { pageIndex: 1, pageSize: 10 });
    expect(list.body?.code).toBe(0);
  });
});

describe('[AUTH][ROUTES] unknown route', () => {
  it('answers 40401 with the path', async () => {
    const res = await hit({ method: 'POST', url: '/api/Nope/Nothing' }, tokens.hq_hr);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 40401, msg: '接口不存在：POST /api/Nope/Nothing' });
  });
});
