import { addDays, businessToday, type TTrainCategory } from '@hris/contract';
import { and, asc, eq } from 'drizzle-orm';
import { employee, orgUnit, position, shop } from '../db/schema';
import { TrainEnrolmentsService } from '../modules/train/train-enrolments.service';
import { TrainParticipationService } from '../modules/train/train-participation.service';
import { TrainProjectsService } from '../modules/train/train-projects.service';
import { TrainSessionsService } from '../modules/train/train-sessions.service';
import type { Demo } from './demo-exits';

/** What the training demo made. */
export interface DemoTrainSummary {
  projects: number;
  sessions: number;
  enrolments: number;
  recorded: number;
}

/**
 * 培训: projects of every category (one disabled), sessions past and future for regions and stores,
 * enrolments and attendance, written through the service as the demo users. 食品安全 is required of
 * the store positions within 12 months: BJ001's staff mostly have no pass, so bj001_hr sees the
 * home page's warning; SH001's and 上海's sessions fill the lists.
 */
export async function seedDemoTrain(demo: Demo): Promise<DemoTrainSummary> {
  const { db } = demo;
  const projects = new TrainProjectsService(db);
  const sessions = new TrainSessionsService(db);
  const enrolments = new TrainEnrolmentsService(db);
  const participation = new TrainParticipationService(db);
  const summary: DemoTrainSummary = { projects: 0, sessions: 0, enrolments: 0, recorded: 0 };
  const today = businessToday();
  const hq = await demo.as('hq_hr');
  const storePositions = (
    await db
      .select({ id: position.id })
      .from(position)
      .where(and(eq(position.employeeType, 'store'), eq(position.isActive, true)))
      .orderBy(asc(position.id))
  ).map((p) => p.id);
  const project = async (
    name: string,
    category: TTrainCategory,
    extra: { required?: number[]; validMonths?: number | null; hours?: number; status?: 0 | 1 } = {},
  ) => {
    const { id } = await projects.saveProject(hq, {
      name,
      category,
      requiredPositionIds: extra.required ?? [],
      hours: extra.hours ?? 2,
      validMonths: extra.validMonths === undefined ? 12 : extra.validMonths,
      owner: '培训部 周敏',
      status: extra.status ?? 1,
      remark: '',
    });
    summary.projects += 1;
    return id;
  };
  const food = await project('门店食品安全年度培训', '食品安全', { required: storePositions, hours: 4 });
  const onboarding = await project('新员工入职培训', '新员工入职培训', { validMonths: null, hours: 8 });
  const service = await project('服务礼仪与顾客沟通', '服务礼仪', { hours: 3 });
  const manager = await project('店长管理能力提升', '管理培训', { validMonths: 24, hours: 16 });
  await project('旧版卫生规范（已停用）', '食品安全', { status: 0, hours: 1 });

  const unit = async (code: string) => {
    const [row] = await db.select({ id: orgUnit.id }).from(orgUnit).where(eq(orgUnit.code, code));
    return row?.id;
  };
  const staffOf = async (shopCode: string, limit: number) =>
    (
      await db
        .select({ employeeId: employee.employeeId })
        .from(employee)
        .innerJoin(shop, eq(shop.id, employee.shopId))
        .where(and(eq(shop.code, shopCode), eq(employee.status, 1)))
        .orderBy(asc(employee.employeeId))
        .limit(limit)
    ).map((e) => e.employeeId);

  const session = async (
    account: string,
    input: {
      projectId: number;
      unitCode: string;
      days: number;
      mode?: 'offline' | 'online';
      place: string;
      trainer: string;
      capacity: number;
    },
  ) => {
    const orgUnitId = await unit(input.unitCode);
    if (!orgUnitId) return undefined;
    const { id } = await sessions.saveSession(await demo.as(account), {
      projectId: input.projectId,
      sessionDate: addDays(today, input.days),
      mode: input.mode ?? 'offline',
      place: input.place,
      trainer: input.trainer,
      orgUnitId,
      capacity: input.capacity,
      remark: '',
    });
    summary.sessions += 1;
    return id;
  };
  const enrolAndRecord = async (
    account: string,
    sessionId: number | undefined,
    people: string[],
    results?: (i: number) => { attendance: 'attended' | 'absent'; score: number | null; passed: boolean },
  ) => {
    if (!sessionId || people.length === 0) return;
    const actor = await demo.as(account);
    await enrolments.enrol(actor, { sessionId, employeeIds: people });
    summary.enrolments += people.length;
    if (!results) return;
    const { enrolments: enrolled } = await sessions.sessionDetail(actor.auth, sessionId);
    const entries = enrolled.map((e, i) => ({ id: e.id, ...results(i) }));
    summary.recorded += await participation.saveParticipation(actor, entries);
  };

  const sh = await staffOf('SH001', 8);
  const bj = await staffOf('BJ001', 6);
  const passMost = (i: number) =>
    i % 4 === 3
      ? { attendance: 'absent' as const, score: null, passed: false }
      : { attendance: 'attended' as const, score: 70 + ((i * 7) % 30), passed: i % 5 !== 4 };

  // 上海: food safety two months ago for SH001 (most passed), service etiquette last week, onboarding next week.
  await enrolAndRecord(
    'sh001_hr',
    await session('sh001_hr', {
      projectId: food,
      unitCode: 'SH001',
      days: -60,
      place: '南京西路店二楼会议室',
      trainer: '王卫',
      capacity: 12,
    }),
    sh,
    passMost,
  );
  await enrolAndRecord(
    'east_hr',
    await session('east_hr', {
      projectId: service,
      unitCode: 'SH001',
      days: -7,
      mode: 'online',
      place: '企业微信直播',
      trainer: '陈礼',
      capacity: 30,
    }),
    sh.slice(0, 5),
    passMost,
  );
  await enrolAndRecord(
    'sh001_hr',
    await session('sh001_hr', {
      projectId: onboarding,
      unitCode: 'SH001',
      days: 7,
      place: '南京西路店培训室',
      trainer: '李新',
      capacity: 10,
    }),
    sh.slice(5, 8),
  );
  // 华北: a region session of management training in the future; BJ001's food safety was 14 months ago.
  await enrolAndRecord(
    'north_hr',
    await session('north_hr', {
      projectId: manager,
      unitCode: 'BJ001',
      days: -430,
      place: '北京区域培训中心',
      trainer: '赵管',
      capacity: 8,
    }),
    bj.slice(0, 2),
    () => ({ attendance: 'attended', score: 88, passed: true }),
  );
  await enrolAndRecord(
    'bj001_hr',
    await session('bj001_hr', {
      projectId: food,
      unitCode: 'BJ001',
      days: -425,
      place: '王府井店会议室',
      trainer: '王卫',
      capacity: 6,
    }),
    bj.slice(0, 3),
    () => ({ attendance: 'attended', score: 80, passed: true }),
  );
  await session('hq_hr', {
    projectId: food,
    unitCode: 'BJ001',
    days: 14,
    place: '王府井店会议室',
    trainer: '王卫',
    capacity: 10,
  });
  return summary;
}
