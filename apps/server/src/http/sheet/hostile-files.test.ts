import {
  BATCH_AUDIT_HEADERS,
  ChildcarePaths,
  HealthPaths,
  PersonnelPaths,
  SalaryPaths,
  TrainPaths,
  WfHealthPaths,
} from '@hris/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, login, type TestApp } from '../../../test/build-test-app';
import { buildWorkbook, upload } from '../../../test/factories';
import {
  longCell,
  lyingZipBomb,
  manyEntries,
  manyRows,
  manySheets,
  wideRow,
  zipBomb,
} from '../../../test/hostile-xlsx';
import { SHEET_LIMITS } from './limits';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await login(t, 'admin');
});
afterAll(async () => t?.close());

/** Every spreadsheet import of the product (issue 39), by its route; each reads through the sheet pool. */
const IMPORTS = [
  ['调薪', SalaryPaths.importSalaryAdjustment],
  ['育儿假', ChildcarePaths.importUses],
  ['培训出勤', `${TrainPaths.importParticipation}?sessionId=1`],
  ['健康证', HealthPaths.importHealthCertificates],
  ['零售员工批量调动', PersonnelPaths.initiateRboTransferInBatches],
  ['人事异动批量发起', PersonnelPaths.initiateChangeofPersonnelInBatches],
  ['健康证更新批量发起', WfHealthPaths.readBatchTemplate],
  ['发票批量审批', WfHealthPaths.importBatchAudit],
] as const;

const MAX_MB = SHEET_LIMITS.inflatedBytes / 1024 / 1024;

/** Each hostile file once (they are the same for every import), with the refusal it earns. */
let files: { what: string; content: Buffer; msg: string | RegExp }[];
beforeAll(async () => {
  files = [
    {
      what: 'a zip bomb',
      content: await zipBomb(MAX_MB + 20),
      msg: `文件解压后超过${MAX_MB}MB，请删除多余的内容或分批导入`,
    },
    {
      what: 'a zip bomb declaring small sizes',
      content: await lyingZipBomb(MAX_MB + 20),
      msg: `文件解压后超过${MAX_MB}MB，请删除多余的内容或分批导入`,
    },
    {
      what: 'too many parts',
      content: await manyEntries(SHEET_LIMITS.entries),
      msg: `文件内部部件过多（超过${SHEET_LIMITS.entries}个），请用 Excel 或 WPS 另存为 .xlsx 后重试`,
    },
    {
      what: 'too many sheets',
      content: await manySheets(SHEET_LIMITS.sheets + 1),
      msg: `工作簿最多${SHEET_LIMITS.sheets}个工作表，请删除多余的工作表后重试`,
    },
    // Each import's own sentence, naming its own limit (每次最多导入…行, 一次最多导入…行 …).
    { what: '200,000 rows', content: await manyRows(200_000), msg: /最多(导入)?\d+(行|条)|超过\d+行/ },
    {
      what: 'a row too wide',
      content: await wideRow(SHEET_LIMITS.columns + 1),
      msg: `表格最多${SHEET_LIMITS.columns}列，请删除多余的列后重试`,
    },
    {
      what: 'a cell too long',
      content: await longCell(SHEET_LIMITS.cellChars + 1),
      msg: `第2行第1列超过${SHEET_LIMITS.cellChars}个字符`,
    },
  ];
}, 60_000);

describe('[IMPORT] hostile spreadsheets are refused by every import, each limit with its message', () => {
  it.each(IMPORTS)('%s', async (_name, path) => {
    for (const file of files) {
      const res = await upload(t, path, admin, { name: `${file.what}.xlsx`, content: file.content });
      expect(res.body.code, `${file.what}: ${res.body.msg}`).toBe(40001);
      if (typeof file.msg === 'string') expect(res.body.msg, file.what).toBe(file.msg);
      else expect(res.body.msg, file.what).toMatch(file.msg);
      // Nothing of the file comes back: a refusal is a sentence, never the file's content.
      expect(JSON.stringify(res.body).length, file.what).toBeLessThan(2_000);
    }
  });
});

describe('[IMPORT] bounded in memory and off the request thread', () => {
  it('six zip bombs at once leave the server’s memory bounded (they were 5 GB)', async () => {
    const bomb = files[1].content;
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 10);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        upload(t, SalaryPaths.importSalaryAdjustment, admin, { name: 'b.xlsx', content: bomb }),
      ),
    ).finally(() => clearInterval(sampler));
    expect(answers.map((a) => a.body.code)).toEqual(Array(6).fill(40001));
    // The workers' heaps are in this process: the peak counts them too.
    expect((peak - before) / 1024 / 1024).toBeLessThan(300);
  });

  it('keeps answering /api/health while three 200,000-row files are read', async () => {
    const big = files[4].content;
    let reading = true;
    const uploads = Promise.all(
      Array.from({ length: 3 }, () =>
        upload(t, HealthPaths.importHealthCertificates, admin, { name: 'big.xlsx', content: big }),
      ),
    ).finally(() => {
      reading = false;
    });
    let answeredWhileReading = 0;
    let slowest = 0;
    while (reading) {
      const started = performance.now();
      const res = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(200);
      slowest = Math.max(slowest, performance.now() - started);
      if (reading) answeredWhileReading++;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const answers = await uploads;
    expect(answers.map((a) => a.body.code)).toEqual([40001, 40001, 40001]);
    // The parse is off the request thread: health answers throughout (the bench measures its p99).
    expect(answeredWhileReading).toBeGreaterThan(3);
    expect(slowest).toBeLessThan(2_000);
  });
});

describe('[IMPORT] ImportBatchAudit', () => {
  it('refuses a sheet of which no row can be applied, quoting at most a short prefix of a bad cell', async () => {
    const bad = `39-${'9'.repeat(1_500)}`;
    const file = await buildWorkbook(BATCH_AUDIT_HEADERS, [[bad, '', '', '', '', null, '同意', '']]);
    const res = await upload(t, WfHealthPaths.importBatchAudit, admin, { name: '批量审批.xlsx', content: file });
    expect(res.body).toMatchObject({ code: 40001, msg: '没有一行可以处理：1行均未处理，请查看各行原因' });
    expect(res.body.data.rows).toEqual([
      expect.objectContaining({ row: 2, ok: false, flowNo: `${bad.slice(0, 40)}…` }),
    ]);
    expect(JSON.stringify(res.body).length).toBeLessThan(1_000);
  });
});
