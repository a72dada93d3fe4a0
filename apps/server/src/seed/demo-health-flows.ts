import { addDays, addYears, businessToday } from '@hris/contract';
import { and, asc, eq, isNull, lt, notInArray, or, type SQL } from 'drizzle-orm';
import { employee, shop } from '../db/schema';
import { type Demo, demoActions, evidenceFile } from './demo-exits';

/** The health-certificate processes of the demo, by state. */
export interface DemoHealthFlowsSummary {
  updates: { running: number; finished: number; terminated: number };
  invoices: { running: number; finished: number; terminated: number };
}

/**
 * 健康证更新 (38) and 健康证发票报销 (39) in 北京 (BJ001, bj001_hr, north_hr) and 成都 (CD001,
 * cd001_hr, west_hr), through the engine as the demo users, after the registry's demo: renewals of
 * certificates that have expired or are missing (waiting for the region, registered by head office,
 * terminated) and examination-fee claims (waiting for the region, paid, terminated), so
 * /health/invoice, the registry's history and the task centre show every state. None waits for
 * head office: hq_hr keeps no to-dos (the e2e specs start from there).
 */
export async function seedDemoHealthFlows(demo: Demo): Promise<DemoHealthFlowsSummary> {
  const { db } = demo;
  const { start, act } = demoActions(demo);
  const summary: DemoHealthFlowsSummary = {
    updates: { running: 0, finished: 0, terminated: 0 },
    invoices: { running: 0, finished: 0, terminated: 0 },
  };
  const today = businessToday();
  /** Active store staff of a store, the first `limit` by employee id that also meet `extra`. */
  const storeStaff = (code: string, limit: number, extra?: SQL) =>
    db
      .select({ employeeId: employee.employeeId })
      .from(employee)
      .innerJoin(shop, eq(shop.id, employee.shopId))
      .where(and(eq(shop.code, code), eq(employee.status, 1), eq(employee.employeeType, 'store'), extra))
      .orderBy(asc(employee.employeeId))
      .limit(limit);
  /** Whose certificate has run out (or who have none): a new one overlaps nothing. */
  const lapsed = (code: string, limit: number) =>
    storeStaff(code, limit, or(isNull(employee.healthEndDate), lt(employee.healthEndDate, today)));
  /** For the invoices, people other than `besides`: a medical's invoice needs no lapsed certificate. */
  const staff = (code: string, besides: readonly { employeeId: string }[]) =>
    storeStaff(
      code,
      2,
      besides.length > 0
        ? notInArray(
            employee.employeeId,
            besides.map((b) => b.employeeId),
          )
        : undefined,
    );
  // How many certificates have lapsed at a store depends on the day the demo is seeded: the
  // renewals need two at BJ001 and one at CD001, the invoices two other people at each.
  const bjLapsed = await lapsed('BJ001', 2);
  const cdLapsed = await lapsed('CD001', 1);
  const renewals = bjLapsed.length === 2 && cdLapsed.length === 1;
  const bjStaff = await staff('BJ001', bjLapsed);
  const cdStaff = await staff('CD001', cdLapsed);
  if (bjStaff.length < 2 || cdStaff.length < 2) return summary;

  const scan = async (account: string, fileName: string) =>
    (await evidenceFile(demo, await demo.as(account), fileName))();
  const renewal = (employeeId: string, remark: string) => ({
    employeeId,
    healthStartDate: addDays(today, -3),
    healthEndDate: addDays(addYears(today, 1), -4),
    remark,
  });
  let invoiceSeq = 0;
  const invoice = (employeeId: string, amount: number, daysAgo: number) => ({
    employeeId,
    invoiceNo: `4403${today.replaceAll('-', '')}${String(++invoiceSeq).padStart(4, '0')}`,
    amount,
    invoiceDate: addDays(today, -daysAgo),
    remark: '入职体检费',
  });

  // 健康证更新: one waiting for 华北区域HR, one registered, one ended by 西南.
  if (renewals) {
    await start('bj001_hr', 38, renewal(bjLapsed[0].employeeId, '年度体检换证'), [
      await scan('bj001_hr', '健康证.pdf'),
    ]);
    summary.updates.running++;
    const renewed = await start('bj001_hr', 38, renewal(bjLapsed[1].employeeId, '健康证到期换证'), [
      await scan('bj001_hr', '健康证.pdf'),
    ]);
    await act('north_hr', renewed, 'approve', '证件清晰，日期无误');
    await act('hq_hr', renewed, 'approve', '已登记');
    summary.updates.finished++;
    const ended = await start('cd001_hr', 38, renewal(cdLapsed[0].employeeId, '补办健康证'), [
      await scan('cd001_hr', '健康证.pdf'),
    ]);
    await act('west_hr', ended, 'finish', '扫描件不清晰，请重新拍照后再提交');
    summary.updates.terminated++;
  }

  // 健康证发票报销: one waiting for 华北区域HR, two paid, one ended by 西南.
  await start('bj001_hr', 39, invoice(bjStaff[0].employeeId, 68, 5), [await scan('bj001_hr', '体检发票.pdf')]);
  summary.invoices.running++;
  for (const [account, region, person, amount] of [
    ['bj001_hr', 'north_hr', bjStaff[1].employeeId, 75],
    ['cd001_hr', 'west_hr', cdStaff[0].employeeId, 60.5],
  ] as const) {
    const paid = await start(account, 39, invoice(person, amount, 20), [await scan(account, '体检发票.pdf')]);
    await act(region, paid, 'approve', '发票真实');
    await act('hq_hr', paid, 'approve', '同意报销');
    await act('hq_hr', paid, 'approve', '已付款');
    summary.invoices.finished++;
  }
  const refused = await start('cd001_hr', 39, invoice(cdStaff[1].employeeId, 120, 30), [
    await scan('cd001_hr', '体检发票.pdf'),
  ]);
  await act('west_hr', refused, 'finish', '非指定体检机构发票，不予报销');
  summary.invoices.terminated++;
  return summary;
}
