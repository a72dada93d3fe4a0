import type { Catalogue } from './catalogue';

/** Personnel changes: store transfer (18), position change (32), retail transfer in batches (27). */
export const personnelMessages = {
  'personnel.transferNoticeNotFinished': {
    zh: '流程未办结，不能生成调动通知书',
    en: 'The process has not finished; no transfer notice can be made yet',
  },
  'personnel.noTransferNotice': {
    zh: '该流程不是人事异动（调店），没有调动通知书',
    en: 'This work is not a store transfer and has no transfer notice',
  },
  'personnel.subject': { zh: '{employee} 的人事异动', en: 'The personnel change of {employee}' },
  'personnel.employeeLocked': {
    zh: '重新提交时不能更换异动员工，如需为其他员工发起请终止本流程后重新发起',
    en: 'The employee of a resubmitted change cannot be swapped; terminate it and start a new one',
  },
  'personnel.alreadyRunning': {
    zh: '{employee} 已有进行中的人事异动（流程编号 {flowNo}），请勿重复发起',
    en: '{employee} already has a personnel change running (flow number {flowNo}); do not start another',
  },
  'personnel.pendingChange': {
    zh: '{employee} 已有一项人事异动将于 {date} 生效，生效后才能发起新的异动',
    en: 'A personnel change of {employee} takes effect on {date}; start a new one after that',
  },
  'personnel.shopUnknown': { zh: '调入门店 {shopCode} 不存在', en: 'Store {shopCode} does not exist' },
  'personnel.shopClosed': {
    zh: '调入门店 {shopCode} 已关店，不能调入',
    en: 'Store {shopCode} is closed; nobody can be moved there',
  },
  'personnel.sameShop': {
    zh: '调入门店不能是员工当前所在门店',
    en: "The new store cannot be the employee's current store",
  },
  'personnel.notStoreEmployee': {
    zh: '{employee} 不是门店员工，不能调店',
    en: '{employee} is not a store employee and cannot be moved between stores',
  },
  'personnel.positionUnknown': { zh: '新岗位不存在或已停用', en: 'The new position does not exist or is inactive' },
  'personnel.positionNotStore': {
    zh: '新岗位「{name}」不是门店岗位',
    en: 'The new position "{name}" is not a store position',
  },
  'personnel.nothingChanges': {
    zh: '调店并调岗须更换岗位或职级；仅更换门店请选择「调店」',
    en: 'A transfer with a new position must change the position or rank; choose "Store transfer" for a store only',
  },
  'personnel.applySkipped': {
    zh: '{employee} 已不在职，人事异动未生效',
    en: '{employee} is no longer active; the personnel change was not applied',
  },
  'personnel.placementByProcess': {
    zh: '门店、岗位、职级和员工状态须通过人事异动、离职等流程变更，仅总部HR可直接更正',
    en: 'Store, position, rank and status change through personnel processes; only head-office HR may correct them directly',
  },
  'personnel.statusByProcess': {
    zh: '员工状态须通过离职等流程变更，仅总部HR可直接更正',
    en: 'Employee status changes through the resignation process; only head-office HR may correct it directly',
  },
  'batch.notMultipart': { zh: '请上传 .xlsx 文件（字段 file）', en: 'Upload an .xlsx file (field "file")' },
  'batch.noFile': { zh: '请选择要上传的文件', en: 'Choose a file to upload' },
  'batch.notXlsx': { zh: '文件格式错误仅限xlsx格式', en: 'Wrong file format: only xlsx' },
  'batch.unreadable': {
    zh: '文件无法读取，请使用下载的模板另存为 .xlsx 后重新上传',
    en: 'The file cannot be read; save the downloaded template as .xlsx and upload it again',
  },
  'batch.wrongHeader': {
    zh: '第{column}列表头应为「{expected}」，实际为「{found}」，请使用下载的模板',
    en: 'Column {column} should be headed "{expected}" but is "{found}"; use the downloaded template',
  },
  'batch.noRows': { zh: '文件中没有数据行', en: 'The file has no data rows' },
  'batch.tooManyRows': { zh: '每次最多导入{max}行', en: 'At most {max} rows per upload' },
  'batch.required': { zh: '「{column}」不能为空', en: '"{column}" is required' },
  'batch.dateInvalid': {
    zh: '「{column}」不是有效日期：{value}',
    en: '"{column}" is not a valid date: {value}',
  },
  'batch.nameMismatch': {
    zh: '姓名「{name}」与员工编号 {employeeId} 不符（系统中为「{actual}」）',
    en: 'The name "{name}" does not match employee {employeeId} ("{actual}" in the system)',
  },
  'batch.duplicateRow': {
    zh: '与第{row}行是同一员工，一名员工每次只能有一条异动',
    en: 'Same employee as row {row}; one change per employee per upload',
  },
  'batch.typeInvalid': {
    zh: '异动类型应为「调店」或「调店并调岗」：{value}',
    en: "The type must be one of the template's choices (store transfer, store transfer with new position): {value}",
  },
  'batch.positionUnknown': { zh: '岗位编码 {code} 不存在', en: 'Position {code} does not exist' },
  'batch.refused': {
    zh: '共{total}行，其中{count}行有误，未发起任何流程；请按报告修改后重新上传',
    en: '{count} of {total} rows were refused and nothing was started; fix them as the report says and upload again',
  },
  'batch.started': { zh: '已发起{count}个流程', en: '{count} works started' },
  'batch.ok': { zh: '已发起', en: 'Started' },
  'batch.rowStarted': { zh: '已发起 {flowNo}', en: 'Started {flowNo}' },
  'batch.rowPassed': {
    zh: '本行无误；因其他行有误，本批未发起',
    en: 'This row is fine; nothing was started because of the other rows',
  },
} as const satisfies Catalogue;
