import {
  CHILDCARE_TEMPLATE_FILE,
  ChildcarePaths,
  envelopeSchema,
  msg,
  pageResultSchema,
  TEMPLATE_BASE,
  ZCancelChildcareUseRequestSchema,
  ZChildcareAreaOptionsSchema,
  ZChildcareEmployeeDetailRequestSchema,
  ZChildcareEmployeeDetailSchema,
  ZChildcareEmployeeListRequestSchema,
  ZChildcareEmployeeRowSchema,
  ZChildcareImportResultSchema,
  ZChildcareRuleListRequestSchema,
  ZChildcareRuleSchema,
  ZChildcareUseListRequestSchema,
  ZChildcareUseRowSchema,
  ZCreateChildcareUseRequestSchema,
  ZIdRequestSchema,
  ZSaveChildcareRuleRequestSchema,
  ZSaveChildRequestSchema,
  ZSavedIdSchema,
} from '@hris/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { actorOf } from '../../http/actor';
import { requireAuth } from '../../http/auth';
import { ok } from '../../http/envelope';
import { receiveXlsx } from '../../http/xlsx-read';
import { sendSheet, sendXlsxBuffer } from '../../http/xlsx-stream';
import { ChildcareChildrenService } from './childcare-children.service';
import { ChildcareImportService } from './childcare-import.service';
import { ChildcareRulesService } from './childcare-rules.service';
import { ChildcareUsesService } from './childcare-uses.service';

const tags = ['Childcare'];
const AREA = 'ChildcareOfArea';
const EMPLOYEE = 'ChildcareOfEmployee';
const USED = 'ChildcareOfUsed';

/** 育儿假 (spec §2 /childcare): area rules, employees' children and balances, usage records. */
export const childcareRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (app, { db, config }) => {
  const rules = new ChildcareRulesService(db);
  const children = new ChildcareChildrenService(db);
  const uses = new ChildcareUsesService(db);
  const imports = new ChildcareImportService(db);

  // ─── area rules (company-wide) ───
  app.post(
    ChildcarePaths.getRulePageList,
    {
      schema: {
        tags,
        summary: '省市育儿假规则列表',
        body: ZChildcareRuleListRequestSchema,
        response: { 200: envelopeSchema(pageResultSchema(ZChildcareRuleSchema).nullable()) },
      },
      config: { access: { permission: AREA } },
    },
    async (req) => ok(await rules.listRules(requireAuth(req), req.body)),
  );
  app.post(
    ChildcarePaths.exportRulePageList,
    {
      schema: { tags, summary: '导出省市育儿假规则（.xlsx，当前筛选）', body: ZChildcareRuleListRequestSchema },
      config: { access: { permission: AREA } },
    },
    async (req, reply) => sendSheet(req, reply, await rules.exportRules(actorOf(req), req.body)),
  );
  app.post(
    ChildcarePaths.getRuleDetail,
    {
      schema: {
        tags,
        summary: '育儿假规则详情',
        body: ZIdRequestSchema,
        response: { 200: envelopeSchema(ZChildcareRuleSchema.nullable()) },
      },
      config: { access: { scoped: { id: 'companyWide' }, permission: AREA } },
    },
    async (req) => ok(await rules.ruleDetail(requireAuth(req), req.body.id)),
  );
  app.post(
    ChildcarePaths.getAreaOptions,
    {
      schema: {
        tags,
        summary: '门店所在的省份与城市（规则表单的选项）',
        response: { 200: envelopeSchema(ZChildcareAreaOptionsSchema.nullable()) },
      },
      config: { access: { permission: AREA } },
    },
    async () => ok(await rules.areaOptions()),
  );
  app.post(
    ChildcarePaths.saveRule,
    {
      schema: {
        tags,
        summary: '新增育儿假规则（带 id 时修改）；同一省市的生效期间不能重叠',
        body: ZSaveChildcareRuleRequestSchema,
        response: { 200: envelopeSchema(ZSavedIdSchema.nullable()) },
      },
      config: { access: { scoped: { id: 'companyWide' }, permission: AREA, edit: true } },
    },
    async (req) => {
      const { id, updated } = await rules.saveRule(actorOf(req), req.body);
      return ok({ id }, updated ? msg('childcare.ruleUpdated') : msg('childcare.ruleCreated'));
    },
  );
  app.post(
    ChildcarePaths.deleteRule,
    {
      schema: { tags, summary: '删除育儿假规则（记入系统日志）', body: ZIdRequestSchema },
      config: { access: { scoped: { id: 'companyWide' }, permission: AREA, edit: true } },
    },
    async (req) => {
      await rules.deleteRule(actorOf(req), req.body.id);
      return ok(null, msg('childcare.ruleDeleted'));
    },
  );

  // ─── employees and children ───
  app.post(
    ChildcarePaths.getEmployeePageList,
    {
      schema: {
        tags,
        summary: '员工育儿假列表（每个子女一行，含本年度应享、已用、剩余天数）',
        body: ZChildcareEmployeeListRequestSchema,
        response: { 200: envelopeSchema(pageResultSchema(ZChildcareEmployeeRowSchema).nullable()) },
      },
      config: { access: { permission: EMPLOYEE } },
    },
    async (req) => ok(await children.listChildren(requireAuth(req), req.body)),
  );
  app.post(
    ChildcarePaths.exportEmployeePageList,
    {
      schema: { tags, summary: '导出员工育儿假（.xlsx，当前筛选）', body: ZChildcareEmployeeListRequestSchema },
      config: { access: { permission: EMPLOYEE } },
    },
    async (req, reply) => sendSheet(req, reply, await children.exportChildren(actorOf(req), req.body)),
  );
  app.post(
    ChildcarePaths.getEmployeeDetail,
    {
      schema: {
        tags,
        summary: '员工的子女及每年育儿假（应享按月份与所在省市的规则折算）',
        body: ZChildcareEmployeeDetailRequestSchema,
        response: { 200: envelopeSchema(ZChildcareEmployeeDetailSchema.nullable()) },
      },
      config: { access: { scoped: { employeeId: 'employee' }, permission: [EMPLOYEE, USED] } },
    },
    async (req) => ok(await children.employeeDetail(requireAuth(req), req.body.employeeId)),
  );
  app.post(
    ChildcarePaths.saveChild,
    {
      schema: {
        tags,
        summary: '登记员工子女（带 id 时修改）',
        body: ZSaveChildRequestSchema,
        response: { 200: envelopeSchema(ZSavedIdSchema.nullable()) },
      },
      config: {
        access: { scoped: { id: 'childcareChild', employeeId: 'employee' }, permission: EMPLOYEE, edit: true },
      },
    },
    async (req) => ok(await children.saveChild(actorOf(req), req.body), msg('childcare.childSaved')),
  );
  app.post(
    ChildcarePaths.deleteChild,
    {
      schema: { tags, summary: '删除员工子女（有育儿假记录时不能删除）', body: ZIdRequestSchema },
      config: { access: { scoped: { id: 'childcareChild' }, permission: EMPLOYEE, edit: true } },
    },
    async (req) => {
      await children.deleteChild(actorOf(req), req.body.id);
      return ok(null, msg('childcare.childDeleted'));
    },
  );

  // ─── usage records ───
  app.post(
    ChildcarePaths.getUsedPageList,
    {
      schema: {
        tags,
        summary: '育儿假使用记录列表',
        body: ZChildcareUseListRequestSchema,
        response: { 200: envelopeSchema(pageResultSchema(ZChildcareUseRowSchema).nullable()) },
      },
      config: { access: { permission: USED } },
    },
    async (req) => ok(await uses.listUses(requireAuth(req), req.body)),
  );
  app.post(
    ChildcarePaths.exportUsedPageList,
    {
      schema: { tags, summary: '导出育儿假使用记录（.xlsx，当前筛选）', body: ZChildcareUseListRequestSchema },
      config: { access: { permission: USED } },
    },
    async (req, reply) => sendSheet(req, reply, await uses.exportUses(actorOf(req), req.body)),
  );
  app.post(
    ChildcarePaths.createUse,
    {
      schema: {
        tags,
        summary: '登记育儿假（不能超出该子女当年剩余天数，须在子女年龄范围内）',
        body: ZCreateChildcareUseRequestSchema,
        response: { 200: envelopeSchema(ZSavedIdSchema.nullable()) },
      },
      config: { access: { scoped: { employeeId: 'employee' }, permission: USED, edit: true } },
    },
    async (req) => {
      const { id, child, year, remaining } = await uses.createUse(actorOf(req), req.body);
      return ok({ id }, msg('childcare.useCreated', { child, year, remaining }));
    },
  );
  app.post(
    ChildcarePaths.cancelUse,
    {
      schema: { tags, summary: '撤销育儿假记录（保留记录与日志）', body: ZCancelChildcareUseRequestSchema },
      config: { access: { scoped: { id: 'childcareUse' }, permission: USED, edit: true } },
    },
    async (req) => {
      await uses.cancelUse(actorOf(req), req.body);
      return ok(null, msg('childcare.useCancelled'));
    },
  );
  app.post(
    ChildcarePaths.importUses,
    {
      schema: {
        tags,
        summary: '导入育儿假（multipart，字段 file，.xlsx 按模板；全部无误才导入，否则返回 40001 与逐行错误）',
        consumes: ['multipart/form-data'],
        response: { 200: envelopeSchema(ZChildcareImportResultSchema.nullable()) },
      },
      config: { access: { permission: USED, edit: true } },
    },
    async (req) => {
      const result = await imports.importUses(actorOf(req), await receiveXlsx(req, config.uploadMaxBytes));
      return ok(result, msg('childcare.imported', { count: result.rowCount }));
    },
  );

  // The vacation tool template under /api/wwwroot/template/ (spec §7), linked with ?v=<random>.
  for (const method of ['GET', 'POST'] as const) {
    app.route({
      method,
      url: `${TEMPLATE_BASE}${CHILDCARE_TEMPLATE_FILE}`,
      schema: { tags, summary: `下载${CHILDCARE_TEMPLATE_FILE}` },
      config: { access: { permission: USED } },
      handler: async (_req, reply) => sendXlsxBuffer(reply, imports.template()),
    });
  }
};
