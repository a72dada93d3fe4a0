import {
  addDays,
  businessToday,
  ErrorCode,
  formatFlowNo,
  type Message,
  msg,
  type TBatchReportRow,
  type TBatchStartResult,
  type TRboTransferUserRequest,
} from '@hris/contract';
import type ExcelJS from 'exceljs';
import type { Db } from '../../../db/client';
import type { Actor } from '../../../http/actor';
import type { AuthContext } from '../../../http/auth-context';
import { AppError } from '../../../http/errors';
import { scopeWhere } from '../../../http/scope';
import { neutralizeFormula, type SmallWorkbook } from '../../../http/xlsx-stream';
import type { WorkflowEngine } from '../../../workflow/engine';
import * as repo from './personnel.repository';
import { buildStartTemplate, CHANGE_SHEET, RBO_SHEET, readStartSheet, type SheetRefusal } from './personnel-sheet';

/**
 * Personnel changes from Excel (spec §7): a file of rows becomes one work per row, all or none,
 * with a per-row report; the RBO picker; the templates.
 */
export class PersonnelService {
  constructor(
    private readonly db: Db,
    private readonly engine: WorkflowEngine,
  ) {}

  /** Active store employees in the caller's scope with no personnel change open: who may be moved. */
  async transferUsers(auth: AuthContext, input: TRboTransferUserRequest) {
    const scope = scopeWhere(auth, { orgPath: repo.employeeOrgPath });
    const [list, total] = await Promise.all([
      repo.findMovable(this.db, scope, input),
      repo.countMovable(this.db, scope, input),
    ]);
    return { list, total, pageIndex: input.pageIndex, pageSize: input.pageSize };
  }

  /** 零售员工批量调动 (flow 27) from the RBO template. */
  startRbo(actor: Actor, buffer: Buffer) {
    if (actor.auth.scopeKind === 'store' || actor.auth.scopeKind === 'self')
      throw new AppError(ErrorCode.Forbidden, msg('rbo.startersOnly'));
    return this.startFromSheet(actor, buffer, 27);
  }

  /** 人事异动（调店） (flow 18) from the personnel-change template. */
  startChanges(actor: Actor, buffer: Buffer) {
    return this.startFromSheet(actor, buffer, 18);
  }

  private async startFromSheet(actor: Actor, buffer: Buffer, flowId: 18 | 27): Promise<TBatchStartResult> {
    const sheet = await readStartSheet(buffer, flowId === 27 ? RBO_SHEET : CHANGE_SHEET);
    if ('unreadable' in sheet) throw new AppError(ErrorCode.Validation, sheet.unreadable);
    const refusals: SheetRefusal[] = [...sheet.refusals];
    const starts = [];
    const positions = flowId === 18 ? await repo.positionIdsByCode(this.db) : new Map<string, number>();
    const names = await repo.namesInScope(
      this.db,
      actor.auth,
      sheet.starts.map((s) => s.employeeId),
    );
    for (const s of sheet.starts) {
      const actual = names.get(s.employeeId);
      if (actual !== undefined && s.name && s.name !== actual) {
        refusals.push({ ...s, message: msg('batch.nameMismatch', { name: s.name, employeeId: s.employeeId, actual }) });
        continue;
      }
      const { newPositionCode, ...form } = s.form;
      if (typeof newPositionCode === 'string') {
        const id = positions.get(newPositionCode.toUpperCase());
        if (id === undefined) {
          refusals.push({ ...s, message: msg('batch.positionUnknown', { code: newPositionCode }) });
          continue;
        }
        form.newPosition = id;
      }
      starts.push({ ...s, form });
    }
    // Every row's database checks run even when some rows are already refused, so one upload
    // reports every problem; nothing is kept unless every row starts.
    const result = await this.engine.startBatch(
      actor,
      flowId,
      starts.map((s) => ({ row: s.row, form: s.form })),
      { checkOnly: refusals.length > 0 },
    );
    const byRow = new Map(starts.map((s) => [s.row, s]));
    for (const r of result.refused) {
      const s = byRow.get(r.row)!;
      refusals.push({ row: r.row, employeeId: s.employeeId, name: s.name, message: r.message });
    }
    // The report names every row of the sheet, the ones that passed too.
    const line = (s: { row: number; employeeId: string; name: string }, ok: boolean, message: Message) => ({
      row: s.row,
      employeeId: s.employeeId,
      name: s.name,
      ok,
      message,
    });
    if (refusals.length > 0) {
      const refused = new Set(refusals.map((r) => r.row));
      const passed = starts.filter((s) => !refused.has(s.row)).map((s) => line(s, true, msg('batch.rowPassed')));
      const report = [...refusals.map((r) => line(r, false, r.message)), ...passed].sort((a, b) => a.row - b.row);
      const total = sheet.starts.length + sheet.refusals.length;
      throw new AppError(ErrorCode.Validation, msg('batch.refused', { total, count: refusals.length }), {
        details: { started: 0, workIds: [], report },
      });
    }
    const workOf = new Map(result.started.map((s) => [s.row, s.workId]));
    return {
      started: result.started.length,
      workIds: result.started.map((s) => s.workId),
      // Written in Chinese, as the rows of a success always were (the envelope renders only its msg).
      report: starts.map((s) => {
        const started = msg('batch.rowStarted', { flowNo: formatFlowNo(flowId, workOf.get(s.row) ?? 0) });
        return { ...line(s, true, started), message: started.render('zh') };
      }),
    };
  }

  /** The RBO or personnel-change template, with the stores and positions of today as drop-downs. */
  async template(kind: 'rbo' | 'change'): Promise<SmallWorkbook> {
    const choices = await repo.templateChoices(this.db);
    const day = addDays(businessToday(this.engine.now()), 7);
    const example =
      kind === 'rbo'
        ? ['E100001', '张三', choices.shops[0]?.code ?? 'SH001', new Date(`${day}T00:00:00Z`), '新店开业支援']
        : [
            'E100001',
            '张三',
            '调店',
            choices.shops[0]?.code ?? 'SH001',
            '',
            '',
            new Date(`${day}T00:00:00Z`),
            '员工申请就近调动',
          ];
    const notes: [string, string][] =
      kind === 'rbo'
        ? [
            ['员工编号', '必填，本人数据范围内在职门店员工的员工编号'],
            ['姓名', '选填；填写时须与员工编号对应的姓名一致'],
            ['调入门店编码', '必填，从下拉列表选择在营门店，不能是员工当前门店'],
            ['调入日期', '必填，格式 YYYY-MM-DD，不能早于今天'],
            ['备注', '选填，最多200字'],
          ]
        : [
            ['员工编号', '必填，本人数据范围内在职门店员工的员工编号'],
            ['姓名', '选填；填写时须与员工编号对应的姓名一致'],
            ['异动类型', '必填：调店 或 调店并调岗'],
            ['调入门店编码', '必填，从下拉列表选择在营门店，不能是员工当前门店'],
            ['新岗位编码', '调店并调岗时必填，从下拉列表选择门店岗位'],
            ['新职级', '调店并调岗时必填'],
            ['生效日期', '必填，格式 YYYY-MM-DD，今天前30天至今天后180天'],
            ['异动原因', '必填，最多500字'],
          ];
    notes.push(['', '第2行为示例，上传前请删除。任一行有误时整个文件不发起，请按报告修改后重新上传。']);
    const fileName = kind === 'rbo' ? 'RBO调动模板.xlsx' : '人事异动模板.xlsx';
    return { fileName, build: (wb: ExcelJS.Workbook) => buildStartTemplate(wb, kind, choices, example, notes) };
  }

  /** A batch report the web shows, as .xlsx. */
  report(title: string | undefined, rows: TBatchReportRow[]): SmallWorkbook {
    return {
      fileName: `${title || '批量发起报告'}.xlsx`,
      build(wb) {
        const sheet = wb.addWorksheet('报告');
        sheet.columns = [
          { header: '行号', key: 'row', width: 8 },
          { header: '员工编号', key: 'employeeId', width: 14 },
          { header: '姓名', key: 'name', width: 12 },
          { header: '结果', key: 'message', width: 80 },
        ];
        sheet.getRow(1).font = { bold: true };
        sheet.addRows(
          rows.map((r) => ({
            row: r.row,
            employeeId: neutralizeFormula(r.employeeId),
            name: neutralizeFormula(r.name),
            message: neutralizeFormula(r.message),
          })),
        );
      },
    };
  }
}
