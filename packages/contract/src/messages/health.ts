import type { Catalogue } from './catalogue';

/** 健康证登记: refusals, results, the import's row reports and the daily expiry message. */
export const healthMessages = {
  'health.noun': { zh: '健康证', en: 'Health certificate' },
  'health.created': { zh: '健康证已登记', en: 'The health certificate was registered' },
  'health.updated': { zh: '健康证已修改', en: 'The health certificate was changed' },
  'health.deleted': { zh: '健康证已删除', en: 'The health certificate was deleted' },
  'health.uploaded': { zh: '健康证附件已上传', en: 'The certificate scan was uploaded' },
  'health.endBeforeStart': {
    zh: '健康证结束日期不能早于开始日期',
    en: 'The end date cannot be before the start date',
  },
  'health.tooLong': {
    zh: '健康证有效期最长{years}年',
    en: 'A health certificate is valid for at most {years} years',
  },
  'health.overlap': {
    zh: '{employee}已有{start}至{end}的健康证，有效期不能重叠',
    en: '{employee} already holds a certificate from {start} to {end}; periods cannot overlap',
  },
  'health.notStoreEmployee': {
    zh: '{employee}不是门店员工，无需登记健康证',
    en: '{employee} is not a store employee; no health certificate is kept',
  },
  'health.resigned': {
    zh: '{employee}已离职，不能登记健康证',
    en: '{employee} has left; no certificate can be registered',
  },
  'health.otherEmployee': {
    zh: '该健康证属于{employee}，不能改为其他员工',
    en: 'This certificate belongs to {employee} and cannot be moved to another employee',
  },
  'health.attachmentMissing': { zh: '附件不存在，请重新上传', en: 'The attachment does not exist; upload it again' },
  'health.attachmentLinked': {
    zh: '附件「{fileName}」已属于其他记录，请重新上传',
    en: 'The attachment "{fileName}" belongs to another record; upload it again',
  },
  'health.notMultipart': { zh: '请选择要上传的文件', en: 'Choose a file to upload' },
  'health.notXlsx': { zh: '请上传.xlsx格式的导入文件', en: 'Upload the import file as .xlsx' },
  'health.unreadable': {
    zh: '文件无法读取，请使用下载的导入模板（.xlsx）填写后上传',
    en: 'The file cannot be read; fill in the downloaded import template (.xlsx) and upload it',
  },
  'health.wrongHeader': {
    zh: '第{column}列标题应为「{expected}」，实际为「{found}」，请使用下载的导入模板',
    en: 'Column {column} should be headed "{expected}" but is "{found}"; use the downloaded template',
  },
  'health.noRows': { zh: '文件中没有数据行', en: 'The file has no data rows' },
  'health.tooManyRows': { zh: '每次最多导入{max}行', en: 'At most {max} rows per import' },
  'health.required': { zh: '{column}必填', en: '{column} is required' },
  'health.dateInvalid': {
    zh: '日期「{value}」无法识别，请填写如 2026-07-01 的日期',
    en: 'The date "{value}" is not recognised; write a date such as 2026-07-01',
  },
  'health.unknownEmployee': {
    zh: '工号{employeeId}不存在或不在您的数据范围内',
    en: 'Employee number {employeeId} does not exist or is outside your data scope',
  },
  'health.nameMismatch': {
    zh: '姓名与工号不符（系统中为{name}）',
    en: 'The name does not match the employee number (the system has {name})',
  },
  'health.duplicateRow': { zh: '与第{row}行重复', en: 'Duplicates row {row}' },
  'health.overlapRow': {
    zh: '与第{row}行的有效期重叠',
    en: 'Its period overlaps the period of row {row}',
  },
  'health.overlapExisting': {
    zh: '与已登记的健康证（{start}至{end}）重叠',
    en: 'Overlaps the registered certificate ({start} to {end})',
  },
  'health.imported': { zh: '导入成功，共{count}条健康证', en: 'Imported {count} health certificates' },
  'health.rejected': {
    zh: '导入失败：{badRows}行共{errorCount}处错误，未导入任何数据',
    en: 'Import refused: {errorCount} problems in {badRows} rows; nothing was imported',
  },
  'health.zipEmpty': {
    zh: '所选健康证没有附件可下载',
    en: 'The chosen health certificates have no attachments to download',
  },
  'health.zipTooMany': {
    zh: '附件共{count}个，一次最多下载{max}个，请缩小筛选范围',
    en: '{count} attachments; at most {max} per download, narrow the filter',
  },
  // Stored with the message (written once, in Chinese).
  'health.expiryTitle': {
    zh: '健康证到期提醒：{shop}',
    en: 'Health certificates to renew: {shop}',
  },
  'health.expirySummary': {
    zh: '即将过期（{days}天内）{expiring}人，已过期{expired}人，缺失{missing}人：',
    en: 'Expiring within {days} days: {expiring}; expired: {expired}; missing: {missing}:',
  },
  'health.expiryMore': { zh: '……等共{count}人，请打开健康证列表查看', en: '… {count} in all; open the list' },
  'health.expiryLineMissing': { zh: '{employeeId} {name}：{state}', en: '{employeeId} {name}: {state}' },
  'health.expiryLineEnded': {
    zh: '{employeeId} {name}：{state}（{end}）',
    en: '{employeeId} {name}: {state} ({end})',
  },
  'health.expiryLineLeft': {
    zh: '{employeeId} {name}：{state}（{end}，剩{left}天）',
    en: '{employeeId} {name}: {state} ({end}, {left} days left)',
  },
} as const satisfies Catalogue;
