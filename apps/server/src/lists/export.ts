import {
  ErrorCode,
  type ExportColumn,
  msg,
  PII_PURPOSE_TEXT,
  piiFieldText,
  type TSensitiveExport,
} from '@hris/contract';
import type { SQL } from 'drizzle-orm';
import type { Executor } from '../db/client';
import type { Actor } from '../http/actor';
import { audit } from '../http/audit';
import { AppError } from '../http/errors';
import {
  columnMaskClass,
  exportFileName,
  type SensitiveSheet,
  type SheetExport,
  type SheetRow,
} from '../http/xlsx-stream';
import { logPiiAccess } from '../modules/privacy/access-log';
import { chinaDateTime, todayInChina } from './format';
import { keysetPages, type ListInput, type ListQuery } from './list-query';

/**
 * Rows read per query while exporting (every list's export and the task centre's). A page stays
 * alive while the sheet writer turns it into XML and the next page is read, long enough for V8 to
 * move it to the old generation, where it waits as garbage for a full collection that V8 puts off
 * until the heap has grown to about four times what was live: pages of 500 rows took the
 * 100,085-row completed-task export from 170 to 330 MB of RSS with no full collection at all while
 * it ran, pages of 200 to 250 MB in the same time (bench/README "Issue 40: export memory").
 */
export const EXPORT_CHUNK_SIZE = 200;

export interface ExportOptions<R extends { id: number; sortValue: string }> {
  db: Executor;
  actor: Actor;
  query: ListQuery;
  input: ListInput;
  fetch: (where: SQL | undefined, limit: number) => Promise<R[]>;
  count: (where: SQL | undefined) => Promise<number>;
  present: (row: R) => SheetRow;
  columns: readonly ExportColumn[];
  /** Sheet name and file-name stem, in Chinese. */
  title: string;
  /** System-log action, e.g. staff.export. */
  action: string;
  chunkSize?: number;
}

/**
 * Exports the filtered rows of a list: one system-log row (who, which filters, how many rows),
 * then the sheet, read page by page in the list's order while the route streams it.
 */
export async function exportList<R extends { id: number; sortValue: string }>(
  options: ExportOptions<R>,
): Promise<SheetExport> {
  const total = await options.count(options.query.where);
  const sensitive = await sensitiveSheet(options.db, options.actor, options.input.sensitive, {
    columns: options.columns,
    title: options.title,
    total,
  });
  await audit(options.db, options.actor, {
    action: options.action,
    summary: {
      total,
      filters: options.input.filters ?? {},
      sortFieldName: options.input.sortFieldName ?? null,
      sortDirection: options.input.sortDirection ?? null,
    },
  });
  const pages = keysetPages(options.query, options.fetch, options.chunkSize ?? EXPORT_CHUNK_SIZE);
  async function* sheetRows() {
    for await (const rows of pages) yield rows.map(options.present);
  }
  return {
    fileName: exportFileName(options.title, todayInChina()),
    sheetName: options.title,
    columns: options.columns,
    total,
    pages: sheetRows(),
    sensitive,
  };
}

/**
 * An export asked for with 含敏感信息 (issue 38): refused without SensitiveData, logged in the
 * personal-data access log, and marked with a watermark (who, when, why) and a notice sheet. None
 * when the sheet has no masked column or the export did not ask: its columns are then masked.
 */
export async function sensitiveSheet(
  db: Executor,
  actor: Actor,
  asked: TSensitiveExport | undefined,
  sheet: { columns: readonly ExportColumn[]; title: string; total: number },
): Promise<SensitiveSheet | undefined> {
  if (!asked) return undefined;
  const fields = sheet.columns.filter((c) => columnMaskClass(c) !== undefined).map((c) => c.key);
  if (fields.length === 0) return undefined;
  if (!actor.auth.menus.has('SensitiveData'))
    throw new AppError(ErrorCode.Forbidden, msg('privacy.sensitiveForbidden'));
  await logPiiAccess(db, actor, {
    kind: 'export',
    subjectText: `${sheet.title}：${sheet.total}条`,
    fields,
    purpose: asked.purpose,
    reason: asked.reason,
    place: sheet.title,
  });
  const when = chinaDateTime(new Date());
  const why = `${PII_PURPOSE_TEXT[asked.purpose].zh}${asked.reason ? `：${asked.reason}` : ''}`;
  return {
    watermark: `含敏感个人信息 · 导出人 ${actor.auth.displayName}（${actor.auth.account}） · ${when} · 用途 ${why}`,
    notice: [
      `本文件含敏感个人信息（${[...new Set(fields.map((f) => piiFieldText(f).zh))].join('、')}），受《中华人民共和国个人信息保护法》保护。`,
      `导出人：${actor.auth.displayName}（${actor.auth.account}）`,
      `导出时间：${when}`,
      `用途：${why}`,
      `内容：${sheet.title}，${sheet.total}条`,
      '仅限上述用途使用，不得转发、复制给无关人员；用毕请及时删除。本次导出已记入个人信息访问记录。',
    ],
  };
}
