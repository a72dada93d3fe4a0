import type { Catalogue } from './catalogue';

/** 转签 (transfer signing): refusals, results and the texts stored with a record's status. */
export const transferSignMessages = {
  'transferSign.noun': { zh: '转签记录', en: 'Transfer-signing record' },
  'transferSign.outOfScope': {
    zh: '转签记录（编号：{ids}）不在您的数据范围内，未做任何更改',
    en: 'Transfer-signing records {ids} are outside your data scope; nothing was changed',
  },
  'transferSign.notFound': {
    zh: '转签记录（编号：{ids}）不存在，未做任何更改',
    en: 'Transfer-signing records {ids} do not exist; nothing was changed',
  },
  'transferSign.retried': {
    zh: '已重新提交同步 {retried} 条，跳过 {skipped} 条（转签中或已成功）',
    en: 'Resubmitted {retried} for sync, skipped {skipped} (in progress or already signed)',
  },
  'transferSign.periodOrder': {
    zh: '统计期间的开始不能晚于结束',
    en: 'The period cannot begin after it ends',
  },
  'transferSign.periodTooLong': {
    zh: '统计期间最长{months}个月',
    en: 'The period is at most {months} months long',
  },
  // Stored with the record (the list shows them): written once, in Chinese.
  'transferSign.notConfigured': {
    zh: '电子签平台未配置，请联系系统管理员（待同步）',
    en: 'The e-signature platform is not set up; ask the system administrator (waiting to sync)',
  },
  'transferSign.resubmitted': { zh: '已重新提交，待同步', en: 'Resubmitted; waiting to sync' },
  'transferSign.succeeded': { zh: '转签成功', en: 'Transfer signing succeeded' },
  'transferSign.timeout': {
    zh: '电子签平台无响应（超时{seconds}秒）',
    en: 'The e-signature platform did not answer (timed out after {seconds} s)',
  },
  'transferSign.httpError': {
    zh: '电子签平台返回错误（HTTP {status}）',
    en: 'The e-signature platform answered with an error (HTTP {status})',
  },
  'transferSign.unreachable': {
    zh: '无法连接电子签平台：{reason}',
    en: 'Cannot reach the e-signature platform: {reason}',
  },
  'transferSign.badAnswer': {
    zh: '电子签平台的应答无法识别',
    en: 'The e-signature platform gave an answer that cannot be read',
  },
  'transferSign.refused': {
    zh: '电子签平台拒绝（代码 {code}）',
    en: 'The e-signature platform refused (code {code})',
  },
} as const satisfies Catalogue;
