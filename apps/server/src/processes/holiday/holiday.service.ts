import {
  businessToday,
  ErrorCode,
  formatFlowNo,
  HOLIDAY_STATUS_TEXT,
  HOLIDAY_SUBMISSION_STATES,
  HOLIDAY_SUMMARY_COLUMNS,
  holidayAmount,
  type Message,
  msg,
  type TCloseHolidayRequest,
  type TCloseHolidayResult,
  type TCreateHolidayRequest,
  type THolidayRow,
  type THolidayStartInfo,
  type THolidaySubmissionState,
  type THolidaySubmissions,
  type THolidayTotals,
} from '@hris/contract';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import type { Actor } from '../../http/actor';
import { audit } from '../../http/audit';
import type { AuthContext } from '../../http/auth-context';
import { AppError } from '../../http/errors';
import { scopeWhere } from '../../http/scope';
import { exportFileName, type SmallWorkbook } from '../../http/xlsx-stream';
import { insertMessages } from '../../modules/message/message.repository';
import { holdersEverywhere } from '../../workflow/assign';
import type { WorkflowEngine } from '../../workflow/engine';
import { storeForStart } from './definition';
import * as repo from './holiday.repository';

/** Roles that open and close holidays: head-office HR (the hqHr rule's role) and the administrator. */
const MANAGING_ROLES = ['001', 'admin'];

export function canManageHolidays(auth: AuthContext): boolean {
  return auth.roles.some((r) => MANAGING_ROLES.includes(r.roleId));
}

/** Where the start form for a holiday opens (the message's link). */
const startLink = (holidayId: number) => `/process/do?flowId=22&holidayId=${holidayId}`;

/**
 * 节日礼品 (flow 22's holidays): head-office HR opens one (every store HR is told), lists them
 * with each one's progress, closes one (finishing the confirmed answers through the engine) and
 * downloads the summary per store and region.
 */
export class HolidayService {
  constructor(
    private readonly db: Db,
    private readonly engine: WorkflowEngine,
  ) {}

  async create(actor: Actor, input: TCreateHolidayRequest) {
    assertManager(actor.auth);
    const today = businessToday(this.engine.now());
    if (input.deadline < today)
      throw new AppError(ErrorCode.Validation, msg('holiday.deadlineBeforeToday', { today }), {
        details: { fields: [{ field: 'deadline', message: msg('holiday.deadlineBeforeToday', { today }) }] },
      });
    return this.db.transaction(async (tx) => {
      const created = await repo
        .insertHoliday(tx, {
          name: input.holidayName,
          present: input.holidayPresent,
          giftValueCents: Math.round(input.giftValue * 100),
          deadline: input.deadline,
          createdBy: actor.auth.userId,
        })
        .catch((error: unknown) => {
          if (isUniqueViolation(error, 'holiday_open_name_uq'))
            throw new AppError(ErrorCode.Conflict, msg('holiday.nameTaken', { name: input.holidayName }));
          throw error;
        });
      const storeHrs = await holdersEverywhere(tx, 'storeHr');
      const params = {
        name: input.holidayName,
        present: input.holidayPresent,
        value: input.giftValue.toFixed(2),
        deadline: input.deadline,
      };
      await insertMessages(
        tx,
        storeHrs.map((userId) => ({
          userId,
          title: msg('holiday.openedTitle', { name: input.holidayName }),
          content: msg('holiday.openedContent', params),
          link: startLink(created.id),
        })),
      );
      await audit(tx, actor, { action: 'holiday.create', target: `holiday:${created.id}`, summary: input });
      return { id: created.id, notified: storeHrs.length };
    });
  }

  /** Head office: every holiday; others: the open ones. Progress counts the caller's scope. */
  async list(auth: AuthContext) {
    const canManage = canManageHolidays(auth);
    const rows = await repo.listHolidays(this.db, { open: !canManage });
    const scope = scopeOf(auth);
    const storeCount = await repo.countOpenStores(this.db, scope);
    const progress = await repo.progressByHoliday(
      this.db,
      rows.map((r) => r.h.id),
      scope,
    );
    return {
      canManage,
      list: rows.map((r) => presentHoliday(r, storeCount, progress.get(r.h.id))),
    };
  }

  /** The stores of the scope with their answers, region subtotals and the total. */
  async submissions(auth: AuthContext, holidayId: number): Promise<THolidaySubmissions> {
    const h = await this.visibleHoliday(auth, holidayId);
    const scope = scopeOf(auth);
    const giftValue = h.giftValueCents / 100;
    const rows = (await repo.summaryRows(this.db, holidayId, scope)).map((r) => {
      const form = (r.formData ?? {}) as { shopCodeCount?: number };
      const state = stateOf(r);
      const realNumber = r.workId === null ? null : r.realNumber;
      return {
        regionName: r.regionName,
        shopId: r.shopId,
        shopCode: r.shopCode,
        shopName: r.shopName,
        shopCodeCount: form.shopCodeCount ?? r.headcountNow,
        realNumber,
        amount: realNumber === null ? 0 : holidayAmount(realNumber, giftValue),
        state,
        stateText: HOLIDAY_SUBMISSION_STATES[state],
        workId: r.workId,
        flowNo: r.workId === null ? null : formatFlowNo(22, r.workId),
      };
    });
    const regions = new Map<string, THolidayTotals>();
    for (const r of rows) {
      const totals = regions.get(r.regionName) ?? emptyTotals();
      regions.set(r.regionName, addRow(totals, r));
    }
    const storeCount = await repo.countOpenStores(this.db, scope);
    const progress = await repo.progressByHoliday(this.db, [holidayId], scope);
    const [named] = await repo.listHolidays(this.db, { id: holidayId });
    return {
      holiday: presentHoliday(named, storeCount, progress.get(holidayId)),
      rows,
      regions: [...regions].map(([regionName, totals]) => ({ regionName, ...totals })),
      total: rows.reduce(addRow, emptyTotals()),
    };
  }

  /** 节日礼品汇总 (.xlsx): a row per store, a subtotal row per region and the grand total. */
  async exportSummary(actor: Actor, holidayId: number): Promise<SmallWorkbook> {
    const s = await this.submissions(actor.auth, holidayId);
    await audit(this.db, actor, { action: 'holiday.exportSummary', target: `holiday:${holidayId}` });
    const h = s.holiday;
    const line = (cells: Record<string, unknown>) => HOLIDAY_SUMMARY_COLUMNS.map((c) => cells[c.key] ?? null);
    return {
      fileName: exportFileName(`节日礼品汇总_${h.holidayName}`, businessToday(this.engine.now())),
      build: (workbook) => {
        const sheet = workbook.addWorksheet('节日礼品汇总');
        sheet.columns = HOLIDAY_SUMMARY_COLUMNS.map((c) => ({ header: c.header, width: c.width }));
        sheet.getRow(1).font = { bold: true };
        for (const region of s.regions) {
          for (const r of s.rows.filter((x) => x.regionName === region.regionName))
            sheet.addRow(
              line({
                ...r,
                holidayPresent: h.holidayPresent,
                giftValue: h.giftValue,
                realNumber: r.realNumber,
              }),
            );
          const subtotal = sheet.addRow(
            line({ ...region, regionName: `${region.regionName} 小计`, stateText: `${region.storeCount}家门店` }),
          );
          subtotal.font = { bold: true };
        }
        const total = sheet.addRow(line({ ...s.total, regionName: '合计', stateText: `${s.total.storeCount}家门店` }));
        total.font = { bold: true };
        for (const key of ['giftValue', 'amount'] as const)
          sheet.getColumn(HOLIDAY_SUMMARY_COLUMNS.findIndex((c) => c.key === key) + 1).numFmt = '0.00';
      },
    };
  }

  /** What the start form offers: the store (default the caller's own) and the holidays it may answer. */
  async startInfo(auth: AuthContext, shopId: number | undefined): Promise<THolidayStartInfo> {
    const id = shopId ?? (await repo.findShopIdOfUnit(this.db, auth.orgUnitId));
    if (id === undefined) return { shop: null, holidays: [] };
    const store = await storeForStart(this.db, auth, id);
    const today = businessToday(this.engine.now());
    const holidays = await repo.openHolidaysUnanswered(this.db, store.shopId);
    return {
      shop: {
        shopId: store.shopId,
        shopCode: store.shopCode,
        shopName: store.shopName,
        shopCodeCount: store.shopCodeCount,
      },
      holidays: holidays.map((h) => ({
        holidayId: h.id,
        holidayName: h.name,
        holidayPresent: h.present,
        giftValue: h.giftValueCents / 100,
        deadline: h.deadline,
        isPastDeadline: h.deadline < today,
      })),
    };
  }

  /**
   * Closes a holiday: refused while answers are still before 2204 unless `force`; then the holiday
   * is marked closed (no start after it) and every running answer is finished (2204 approved) or,
   * before 2204, terminated with 节日已关闭, each in its own transaction through the engine as the
   * caller. A closed holiday may be closed again: what failed the first time is tried again.
   */
  async close(actor: Actor, input: TCloseHolidayRequest): Promise<{ result: TCloseHolidayResult; text: Message }> {
    assertManager(actor.auth);
    const name = await this.db.transaction(async (tx) => {
      const h = await repo.findHoliday(tx, input.holidayId, { lock: 'update' });
      if (!h) throw new AppError(ErrorCode.NotFound, msg('holiday.notFound'));
      if (h.status === 'closed') return h.name;
      const unconfirmed = new Set(
        (await repo.runningWorksOf(tx, h.id)).filter((w) => w.currentNodeId !== 2204).map((w) => w.workId),
      );
      if (unconfirmed.size > 0 && !input.force)
        throw new AppError(ErrorCode.Conflict, msg('holiday.unconfirmed', { count: unconfirmed.size }), {
          details: { unconfirmed: unconfirmed.size },
        });
      await repo.markHolidayClosed(tx, h.id, actor.auth.userId, this.engine.now());
      await audit(tx, actor, { action: 'holiday.close', target: `holiday:${h.id}`, summary: input });
      return h.name;
    });

    const result: TCloseHolidayResult = { finished: [], terminated: [], failed: [] };
    const works = new Map<number, Awaited<ReturnType<typeof repo.runningWorksOf>>>();
    for (const row of await repo.runningWorksOf(this.db, input.holidayId))
      works.set(row.workId, [...(works.get(row.workId) ?? []), row]);
    for (const [workId, tasks] of works) {
      // The caller's own to-do when they hold one, else one they may handle for its assignee.
      const todo = tasks.find((x) => x.assigneeUserId === actor.auth.userId) ?? tasks[0];
      const confirmed = todo.currentNodeId === 2204;
      const named = { workId, flowNo: formatFlowNo(22, workId), shopName: todo.shopName };
      try {
        await this.engine.act(actor, {
          taskId: todo.taskId,
          action: confirmed ? 'approve' : 'finish',
          opinion: String(msg('holiday.closedOpinion')),
        });
        (confirmed ? result.finished : result.terminated).push(named);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        result.failed.push({ ...named, message: String(error.text) });
      }
    }
    const text = msg('holiday.closed', {
      name,
      finished: result.finished.length,
      terminated: result.terminated.length,
      failed: result.failed.length,
    });
    return { result, text };
  }

  /** A holiday the caller may read: head office any, others the open ones. */
  private async visibleHoliday(auth: AuthContext, holidayId: number) {
    const h = await repo.findHoliday(this.db, holidayId);
    if (!h || (h.status !== 'open' && !canManageHolidays(auth)))
      throw new AppError(ErrorCode.NotFound, msg('holiday.notFound'));
    return h;
  }
}

function assertManager(auth: AuthContext) {
  if (!canManageHolidays(auth)) throw new AppError(ErrorCode.Forbidden, msg('holiday.headOfficeOnly'));
}

const scopeOf = (auth: AuthContext) => (path: SQL) => scopeWhere(auth, { orgPath: path });

function stateOf(r: {
  workId: number | null;
  workStatus: string | null;
  currentNodeId: number | null;
}): THolidaySubmissionState {
  if (r.workId === null) return 'none';
  if (r.workStatus === 'finished') return 'finished';
  if (r.workStatus !== 'running') return 'stopped';
  if (r.currentNodeId === 2202) return 'regional';
  if (r.currentNodeId === 2203) return 'headOffice';
  if (r.currentNodeId === 2204) return 'confirmed';
  return 'returned';
}

const emptyTotals = (): THolidayTotals => ({ storeCount: 0, shopCodeCount: 0, realNumber: 0, amount: 0 });

function addRow(
  t: THolidayTotals,
  r: { shopCodeCount: number; realNumber: number | null; amount: number },
): THolidayTotals {
  return {
    storeCount: t.storeCount + 1,
    shopCodeCount: t.shopCodeCount + r.shopCodeCount,
    realNumber: t.realNumber + (r.realNumber ?? 0),
    amount: Math.round((t.amount + r.amount) * 100) / 100,
  };
}

function presentHoliday(
  r: Awaited<ReturnType<typeof repo.listHolidays>>[number],
  storeCount: number,
  progress: { submitted: number; confirmed: number } | undefined,
): THolidayRow {
  return {
    holidayId: r.h.id,
    holidayName: r.h.name,
    holidayPresent: r.h.present,
    giftValue: r.h.giftValueCents / 100,
    deadline: r.h.deadline,
    status: r.h.status,
    statusText: HOLIDAY_STATUS_TEXT[r.h.status],
    createdByName: r.createdByName,
    createdTime: r.h.createdAt.toISOString(),
    closedByName: r.closedByName,
    closedTime: r.h.closedAt?.toISOString() ?? null,
    storeCount,
    submittedCount: progress?.submitted ?? 0,
    confirmedCount: progress?.confirmed ?? 0,
  };
}
