import {
  envelopeSchema,
  msg,
  pageResultSchema,
  UserPaths,
  ZAccountLockStateSchema,
  ZAuthConfigResponseSchema,
  ZChangePasswordRequestSchema,
  ZEmployeeBriefSchema,
  ZLoginRequestSchema,
  ZLoginResponseSchema,
  ZLoginWithJwtRequestSchema,
  ZMenuButtonResponseSchema,
  ZNewHireListRequestSchema,
  ZNewHireRowSchema,
  ZSearchEmployeeRequestSchema,
  ZSearchEmployeeResultSchema,
  ZSsoStatusSchema,
  ZUnlockAccountRequestSchema,
  ZUserInfoForStartWfUserRequestSchema,
  ZUserInfoResponseSchema,
} from '@hris/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, clientOf } from '../../http/actor';
import { requireAuth } from '../../http/auth';
import { ok, okWithMessages } from '../../http/envelope';
import { todayInChina } from '../../lists/format';
import { readDeviceCookie, setDeviceCookie } from '../auth/device-cookie';
import { type EmployeeService, monthRange, weekRange } from '../employee/employee.service';
import type { UserService } from './user.service';

const EMPLOYEE_LOOKUP_KEYS = [
  'Task',
  'TaskIndex',
  'TaskALL',
  'BasicData',
  'StaffList',
  'HealthOfList',
  'HealthInvoice',
] as const;

export const userRoutes: FastifyPluginAsyncZod<{ users: UserService; employees: EmployeeService }> = async (
  app,
  { users, employees },
) => {
  const loginSchema = {
    tags: ['User'],
    body: ZLoginRequestSchema,
    response: { 200: envelopeSchema(ZLoginResponseSchema.nullable()) },
  };

  app.post(
    UserPaths.getAuthConfig,
    {
      schema: {
        tags: ['User'],
        summary: '登录配置（单点登录、环境、版本）',
        response: { 200: envelopeSchema(ZAuthConfigResponseSchema) },
      },
      config: { access: { public: true } },
    },
    async () => ok(users.authConfig()),
  );

  // 接口中心 → 单点登录: whether company sign-on works, and if not why (modules/auth/oidc.ts).
  const ssoStatusSchema = { tags: ['User'], response: { 200: envelopeSchema(ZSsoStatusSchema) } };
  app.post(
    UserPaths.getSsoStatus,
    { schema: { ...ssoStatusSchema, summary: '单点登录状态' }, config: { access: { permission: 'Interface' } } },
    async (req) => okWithMessages(users.ssoStatus(requireAuth(req))),
  );
  app.post(
    UserPaths.checkSso,
    {
      schema: { ...ssoStatusSchema, summary: '重新检测单点登录' },
      config: { access: { permission: 'Interface', edit: true } },
    },
    async (req) => okWithMessages(await users.checkSso(requireAuth(req))),
  );

  // The known-device cookie goes in and, after a success, out again (device-cookie.ts).
  const loginWithPassword = async (
    req: FastifyRequest<{ Body: { account: string; password: string } }>,
    reply: FastifyReply,
  ) => {
    const { answer, device } = await users.loginWithPassword(
      clientOf(req),
      req.body.account,
      req.body.password,
      readDeviceCookie(req),
    );
    setDeviceCookie(req, reply, device);
    return ok(answer);
  };

  app.post(
    UserPaths.login,
    { schema: { ...loginSchema, summary: '账号密码登录' }, config: { access: { public: true } } },
    loginWithPassword,
  );

  app.post(
    UserPaths.loginForTest,
    { schema: { ...loginSchema, summary: '账号密码登录（测试入口）' }, config: { access: { public: true } } },
    loginWithPassword,
  );

  app.post(
    UserPaths.loginWithJwt,
    {
      schema: {
        tags: ['User'],
        summary: '单点登录（OpenID Connect ID token）',
        body: ZLoginWithJwtRequestSchema,
        response: { 200: envelopeSchema(ZLoginResponseSchema.nullable()) },
      },
      config: { access: { public: true } },
    },
    async (req) => ok(await users.loginWithJwt(clientOf(req), req.body.jToken)),
  );

  app.post(
    UserPaths.logout,
    { schema: { tags: ['User'], summary: '退出登录' }, config: { access: { beforePasswordChange: true } } },
    async (req) => {
      await users.logout(actorOf(req));
      return ok(null, msg('user.loggedOut'));
    },
  );

  app.post(
    UserPaths.getUserInfo,
    {
      schema: {
        tags: ['User'],
        summary: '当前用户信息（含未读消息数）',
        response: { 200: envelopeSchema(ZUserInfoResponseSchema.nullable()) },
      },
      config: { access: { beforePasswordChange: true } },
    },
    async (req) => ok(await users.userInfo(requireAuth(req))),
  );

  app.post(
    UserPaths.changePassword,
    {
      schema: { tags: ['User'], summary: '修改密码（其他会话随即失效）', body: ZChangePasswordRequestSchema },
      config: { access: { beforePasswordChange: true } },
    },
    async (req) => {
      await users.changePassword(actorOf(req), req.body.oldPassword, req.body.newPassword);
      return ok(null, msg('user.passwordChanged'));
    },
  );

  app.post(
    UserPaths.unlockAccount,
    {
      schema: {
        tags: ['User'],
        summary: '解除账号的登录锁定（所有地址的失败次数与修改密码的限制）',
        body: ZUnlockAccountRequestSchema,
      },
      config: { access: { scoped: { account: 'account' }, permission: 'Office', edit: true } },
    },
    async (req) => {
      await users.unlockAccount(actorOf(req), req.body.account);
      return ok(null, msg('user.unlocked'));
    },
  );

  app.post(
    UserPaths.getAccountLockState,
    {
      schema: {
        tags: ['User'],
        summary: '账号当前是否被限制登录',
        body: ZUnlockAccountRequestSchema,
        response: { 200: envelopeSchema(ZAccountLockStateSchema.nullable()) },
      },
      config: { access: { scoped: { account: 'account' }, permission: 'Office' } },
    },
    async (req) => ok(await users.accountLockState(requireAuth(req), req.body.account)),
  );

  app.post(
    UserPaths.getUserMenuButton,
    {
      schema: {
        tags: ['User'],
        summary: '按钮权限',
        response: { 200: envelopeSchema(ZMenuButtonResponseSchema.nullable()) },
      },
      config: { access: { beforePasswordChange: true } },
    },
    async (req) => ok(users.menuButtons(requireAuth(req))),
  );

  app.post(
    UserPaths.getUserInfoForStartWfUser,
    {
      schema: {
        tags: ['User'],
        summary: '按员工编号查询发起流程的员工',
        body: ZUserInfoForStartWfUserRequestSchema,
        response: { 200: envelopeSchema(ZEmployeeBriefSchema.nullable()) },
      },
      config: { access: { scoped: { employeeId: 'employee' }, permission: EMPLOYEE_LOOKUP_KEYS } },
    },
    async (req) => ok(await employees.lookupForStart(requireAuth(req), req.body)),
  );

  app.post(
    UserPaths.searchEmployee,
    {
      schema: {
        tags: ['User'],
        summary: '按姓名或员工编号搜索员工',
        body: ZSearchEmployeeRequestSchema,
        response: { 200: envelopeSchema(z.array(ZSearchEmployeeResultSchema).nullable()) },
      },
      config: { access: { permission: EMPLOYEE_LOOKUP_KEYS } },
    },
    async (req) => ok(await employees.search(requireAuth(req), req.body.keyword, req.body.limit, req.body.flowId)),
  );

  app.post(
    UserPaths.getEmployeeInfoEntryCurrentMonthList,
    {
      schema: {
        tags: ['User'],
        summary: '本月入职员工',
        body: ZNewHireListRequestSchema,
        response: { 200: envelopeSchema(pageResultSchema(ZNewHireRowSchema).nullable()) },
      },
      config: { access: { permission: ['StaffList', 'StaffEntry'] } },
    },
    async (req) => ok(await employees.newHires(requireAuth(req), monthRange(todayInChina()), req.body)),
  );

  app.post(
    UserPaths.getWeeklyNewHireList,
    {
      schema: {
        tags: ['User'],
        summary: '本周新员工（角色 019）',
        body: ZNewHireListRequestSchema,
        response: { 200: envelopeSchema(z.array(ZNewHireRowSchema).nullable()) },
      },
      config: { access: {} },
    },
    async (req) => {
      const auth = requireAuth(req);
      employees.checkNewHireQuery(req.body);
      users.assertNewHireRole(auth);
      const page = await employees.newHires(auth, weekRange(todayInChina()), req.body);
      return ok(page.list);
    },
  );
};
