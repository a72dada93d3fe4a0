import { describe, expect, it } from 'vitest';
import { toImportOutcome } from '../../../api/basic-data';
import { groupImportErrors } from './import-errors';

describe('salary import errors', () => {
  it('groups the problems of one row and keeps rows in sheet order', () => {
    const rows = groupImportErrors([
      { row: 5, column: '生效日期', message: '日期格式应为 YYYY-MM-DD' },
      { row: 3, column: '员工编号', message: '员工编号 X1 不存在或不在您的数据范围内' },
      { row: 5, column: '调整后薪资', message: '薪资应为数字' },
      { row: 5, column: '生效日期', message: '该员工已有 2026-01-01 生效的调薪记录' },
    ]);
    expect(rows.map((r) => r.row)).toEqual([3, 5]);
    expect(rows[1]).toMatchObject({
      columns: ['生效日期', '调整后薪资'],
      messages: ['日期格式应为 YYYY-MM-DD', '薪资应为数字', '该员工已有 2026-01-01 生效的调薪记录'],
    });
  });

  it('reads a refusal envelope: batch id and the row errors, nothing applied', () => {
    const outcome = toImportOutcome({
      code: 40001,
      msg: '导入失败：1行数据有误（共1处），未导入任何数据',
      data: { batchId: 7, errors: [{ row: 2, column: '姓名', message: '姓名与员工编号不符（系统中为 张三）' }] },
    });
    expect(outcome).toEqual({
      ok: false,
      msg: '导入失败：1行数据有误（共1处），未导入任何数据',
      batchId: 7,
      errors: [{ row: 2, column: '姓名', message: '姓名与员工编号不符（系统中为 张三）' }],
    });
  });

  it('reads a refusal without row errors (unreadable file) and a success', () => {
    expect(toImportOutcome({ code: 40001, msg: '文件格式错误仅限.xlsx格式', data: null })).toEqual({
      ok: false,
      msg: '文件格式错误仅限.xlsx格式',
      batchId: null,
      errors: [],
    });
    expect(toImportOutcome({ code: 0, msg: '导入成功，共2条调薪记录', data: { batchId: 9, rowCount: 2 } })).toEqual({
      ok: true,
      msg: '导入成功，共2条调薪记录',
      result: { batchId: 9, rowCount: 2 },
    });
  });
});
