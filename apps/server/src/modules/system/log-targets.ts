import { findProcess, formatFlowNo } from '@hris/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import { appUser, attachment, employee, orgUnit, position, salaryImportBatch, shop, work } from '../../db/schema';
import { describeBy, idKeys, type LogTargetKind } from '../../http/log-targets';

/** 张三-E100006, as employeeLabel writes it. */
const personText = sql`${employee.name} || '-' || ${employee.employeeId}`;

/**
 * The log's targets that name the core records (people, users, units, stores, positions, files,
 * works): what 系统日志 shows for `employee:E100006`, `work:215` or `attachment:33`. Modules and
 * processes with records of their own register theirs with their part.
 */
export const CORE_LOG_TARGETS: Record<string, LogTargetKind> = {
  employee: { noun: '员工', describe: describeBy(employee, employee.employeeId, personText) },
  user: {
    noun: '用户',
    // By account, as most entries name a user; by id for the few that do.
    describe: async (db, keys) => {
      const text = sql`${appUser.displayName} || '（' || ${appUser.account} || '）'`;
      const byAccount = await describeBy(appUser, appUser.account, text)(db, keys);
      const byId = await describeBy(appUser, appUser.id, text, { byId: true })(db, keys);
      return new Map([...byId, ...byAccount]);
    },
  },
  org: {
    noun: '组织',
    describe: describeBy(orgUnit, orgUnit.code, sql`${orgUnit.name} || '（' || ${orgUnit.code} || '）'`),
  },
  shop: { noun: '门店', describe: describeBy(shop, shop.code, sql`${shop.code} || ' ' || ${shop.name}`) },
  position: {
    noun: '职位',
    describe: describeBy(position, position.code, sql`${position.name} || '（' || ${position.code} || '）'`),
  },
  // Written as "<role id> <name>" already.
  role: { noun: '角色' },
  attachment: { noun: '附件', describe: describeBy(attachment, attachment.id, attachment.fileName, { byId: true }) },
  salaryImportBatch: {
    noun: '调薪导入',
    describe: describeBy(salaryImportBatch, salaryImportBatch.id, salaryImportBatch.fileName, { byId: true }),
  },
  work: {
    noun: '流程',
    describe: async (db, keys) => {
      const rows = await db
        .select({ id: work.id, flowId: work.flowId, person: personText, shopName: shop.name })
        .from(work)
        .leftJoin(employee, eq(employee.id, work.targetEmployeeRef))
        .leftJoin(shop, eq(shop.id, work.shopId))
        .where(inArray(work.id, idKeys(keys)));
      return new Map(
        rows.map((r) => {
          const about = (r.person as string | null) ?? r.shopName ?? '';
          const process = findProcess(r.flowId)?.name ?? '';
          return [String(r.id), [process, formatFlowNo(r.flowId, r.id), about].filter(Boolean).join(' ')] as const;
        }),
      );
    },
  },
  flow: {
    noun: '流程类型',
    describe: async (_db, keys) =>
      new Map(idKeys(keys).flatMap((id) => (findProcess(id) ? [[String(id), findProcess(id)!.name] as const] : []))),
  },
};
