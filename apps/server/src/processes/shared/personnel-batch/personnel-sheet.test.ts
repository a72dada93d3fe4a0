import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { RBO_SHEET, readStartSheet } from './personnel-sheet';

/*
 * test/fixtures/rbo-libreoffice.xlsx was saved by LibreOffice Calc (soffice --headless
 * --convert-to xlsx) from a filled RBO template whose sheet was renamed 我的调动表: an employee
 * number typed as a number, codes with stray spaces and lower case, a date as a serial number,
 * one as text (2027/1/16), one as a date cell, and five blank rows after the data.
 */
const fixture = readFileSync(path.join(__dirname, '../../../../test/fixtures/rbo-libreoffice.xlsx'));

describe('[PERSONNEL][SHEET] a template saved by LibreOffice Calc', () => {
  it('reads every row as the user typed it and skips the trailing blank rows', async () => {
    const sheet = await readStartSheet(fixture, RBO_SHEET);
    expect(sheet).not.toHaveProperty('unreadable');
    if ('unreadable' in sheet) return;
    expect(sheet.refusals).toEqual([]);
    expect(sheet.starts.map((s) => [s.row, s.employeeId, s.name, s.form.newShopCode, s.form.goShopTime])).toEqual([
      [2, '100234', '王小明', 'LO002', '2027-01-01'],
      [3, 'E100235', '李小红', 'LO002', '2027-01-16'],
      [4, 'E100236', '', 'LO002', '2027-01-17'],
    ]);
    expect(sheet.starts[0].form.remark).toBe('新店支援');
  });
});
