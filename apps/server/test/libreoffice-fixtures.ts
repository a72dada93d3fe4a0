import { readFileSync } from 'node:fs';
import path from 'node:path';

/*
 * Files saved by LibreOffice Calc (soffice --headless --convert-to xlsx), read by the imports'
 * tests as a user's upload: LibreOffice rewrites cells its own way (numbers typed as text stay
 * text, dates typed as text may become serial numbers, formatted blank rows trail the data).
 */

/**
 * test/fixtures/health-libreoffice.xlsx: the health template's five columns (工号 … 备注), filled
 * with exceljs on a sheet renamed 我的健康证, then converted by LibreOffice Calc. Its rows:
 * 810001 typed as a number (陆一, date cells 2026-01-01 … 2026-12-31, 备注 年度体检), '810002' as
 * text (陆二, 2026/1/5 as text, 46391 = 2027-01-04 as a serial number), ' 810003 ' with spaces
 * (陆三, 2026年2月1日 and 2027.1.31 as text), then eight formatted blank rows.
 */
export const healthLibreOffice = () => readFileSync(path.join(__dirname, 'fixtures/health-libreoffice.xlsx'));
