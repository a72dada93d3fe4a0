import type { Catalogue } from './catalogue';

/** The HTTP layer's texts: malformed requests, lists, data scope, failures; nouns for 「…不存在」. */
export const httpMessages = {
  'request.fieldProblem': { zh: '{label}：{message}', en: '{label}: {message}' },
  'request.part.body': { zh: '请求', en: 'Request' },
  'request.part.querystring': { zh: '查询参数', en: 'Query parameters' },
  'request.part.params': { zh: '路径参数', en: 'Path parameters' },
  'request.part.headers': { zh: '请求头', en: 'Request headers' },
  'request.invalidJson': { zh: '请求内容不是有效的 JSON', en: 'The request body is not valid JSON' },
  'request.unsupportedType': { zh: '不支持的请求内容类型', en: 'Unsupported request content type' },
  'request.tooLarge': { zh: '文件或请求内容过大', en: 'The file or request is too large' },
  'request.badFile': { zh: '文件错误，请上传正确的文件', en: 'Invalid file, please upload a correct one' },
  'ready.migrationsPending': {
    zh: '服务尚未就绪：还有{count}个数据库迁移未完成',
    en: 'Not ready: {count} database migrations have not been applied',
  },
  // An uploaded spreadsheet past one of its limits (http/sheet/limits.ts, issue 39).
  'sheet.tooManyEntries': {
    zh: '文件内部部件过多（超过{max}个），请用 Excel 或 WPS 另存为 .xlsx 后重试',
    en: 'The file holds too many parts (over {max}); save it again as .xlsx in Excel or WPS and retry',
  },
  'sheet.tooManySheets': {
    zh: '工作簿最多{max}个工作表，请删除多余的工作表后重试',
    en: 'A workbook may hold at most {max} sheets; delete the others and retry',
  },
  'sheet.tooLarge': {
    zh: '文件解压后超过{max}MB，请删除多余的内容或分批导入',
    en: 'The file exceeds {max} MB once unpacked; remove what is not needed or import in parts',
  },
  'sheet.tooManyColumns': {
    zh: '表格最多{max}列，请删除多余的列后重试',
    en: 'A sheet may have at most {max} columns; delete the others and retry',
  },
  'sheet.cellTooLong': {
    zh: '第{row}行第{column}列超过{max}个字符',
    en: 'Row {row}, column {column} holds more than {max} characters',
  },
  'sheet.timeout': {
    zh: '文件读取超时（超过{seconds}秒），请减少行数或分批导入',
    en: 'Reading the file took over {seconds} s; use fewer rows or import in parts',
  },
  'sheet.tooBig': {
    zh: '文件内容过多，无法读取，请减少内容或分批导入',
    en: 'The file holds too much to be read; reduce it or import in parts',
  },
  'sheet.busy': {
    zh: '当前导入的文件较多，请稍后重试',
    en: 'Many files are being imported right now; please retry in a moment',
  },
  'request.withRequestId': { zh: '{message}（请求编号 {requestId}）', en: '{message} (request ID {requestId})' },
  'request.internal': {
    zh: '服务器内部错误，请联系系统管理员（请求编号 {requestId}）',
    en: 'Internal server error, please contact the administrator (request ID {requestId})',
  },
  'request.unknownApi': { zh: '接口不存在：{method} {path}', en: 'No such API: {method} {path}' },
  'request.pageNotFound': { zh: '页面不存在', en: 'Page not found' },
  'request.textTooLong': { zh: '内容过长，最多{max}个字符', en: 'Too long, at most {max} characters' },
  'request.nulCharacter': { zh: '不能包含空字符', en: 'Must not contain NUL characters' },
  'request.invalidCharacters': { zh: '包含无效的字符', en: 'Contains invalid characters' },
  'request.numberOutOfRange': { zh: '数值超出范围', en: 'Number out of range' },
  'request.tooDeep': { zh: '层级过深', en: 'Nested too deeply' },
  'request.forbiddenKey': { zh: '不允许的名称「{key}」', en: 'The name "{key}" is not allowed' },
  'request.badKey': { zh: '名称{problem}', en: 'In a name: {problem}' },

  // SQLSTATE class 22: a value the database cannot store.
  'data.outOfRange': { zh: '请求参数超出范围或格式不正确', en: 'A value of the request is out of range or malformed' },
  'data.dateOutOfRange': { zh: '日期或时间超出范围', en: 'Date or time out of range' },
  'data.dateFormat': { zh: '日期或时间格式不正确', en: 'Malformed date or time' },
  'data.format': { zh: '数据格式不正确', en: 'Malformed value' },
  'data.invalidCharacters': { zh: '内容包含无效的字符', en: 'The text contains invalid characters' },
  'data.tooLong': { zh: '内容过长', en: 'Text too long' },

  'list.unknownSort': { zh: '不支持按「{field}」排序', en: 'Cannot sort by "{field}"' },
  'list.unknownFilter': { zh: '不支持按「{field}」筛选', en: 'Cannot filter by "{field}"' },
  'list.badFilter': { zh: '筛选条件：{problem}', en: 'Filter: {problem}' },

  'common.notFound': { zh: '{what}不存在', en: '{what} not found' },
  'common.employeeNumberNotFound': {
    zh: '未找到员工编号为 {employeeNumber} 的员工，或该员工不在您的数据范围内',
    en: 'No employee numbered {employeeNumber}, or the employee is outside your data scope',
  },
  'common.seconds': { zh: '{count}秒', en: '{count} s' },
  'common.minutes': { zh: '{count}分钟', en: '{count} min' },
  /**
   * A rule's text that the contract shares with the web forms (identityGenderProblem,
   * parseColumnFilter, …): Chinese in both languages until those rules speak both.
   */
  'common.sharedRule': { zh: '{text}', en: '{text}' },
  /** An error code's own text (ERROR_MESSAGES), for a refusal without a sentence of its own. */
  'common.codeText': { zh: '{text}', en: '{text}' },
  'common.unitNotFound': { zh: '所选组织不存在', en: 'The selected unit does not exist' },
  'common.orgOutOfScope': { zh: '组织「{name}」不在您的数据范围内', en: 'Unit "{name}" is outside your data scope' },

  // What a lookup did not find: 「{what}不存在」.
  'noun.employee': { zh: '员工', en: 'Employee' },
  'noun.user': { zh: '用户', en: 'User' },
  'noun.notification': { zh: '通知', en: 'Notification' },
  'noun.phrase': { zh: '常用语', en: 'Phrase' },
  'noun.contract': { zh: '合同', en: 'Contract' },
  'noun.performance': { zh: '绩效记录', en: 'Performance record' },
  'noun.threePeriods': { zh: '三期记录', en: 'Three-period record' },
  'noun.violation': { zh: '违纪记录', en: 'Violation record' },
  'noun.salaryChange': { zh: '调薪记录', en: 'Salary change' },
  'noun.position': { zh: '岗位', en: 'Position' },
  'noun.shop': { zh: '门店', en: 'Shop' },
  'noun.region': { zh: '区域', en: 'Region' },
  'noun.importBatch': { zh: '导入批次', en: 'Import batch' },
  'noun.systemLog': { zh: '日志', en: 'Log entry' },

  // An id of the request outside the caller's scope (http/scoped-ids.ts).
  'scope.user': { zh: '该用户不在您的数据范围内', en: 'This user is outside your data scope' },
  'scope.employee': { zh: '该员工不在您的数据范围内', en: 'This employee is outside your data scope' },
  'scope.shop': { zh: '该门店不在您的数据范围内', en: 'This shop is outside your data scope' },
  'scope.orgUnit': { zh: '该组织不在您的数据范围内', en: 'This org unit is outside your data scope' },
  'scope.work': { zh: '您无权查看该流程', en: 'You may not view this process' },
  'scope.attachment': { zh: '您无权查看该附件', en: 'You may not view this attachment' },
  'scope.ownAttachment': { zh: '只能添加自己上传的附件', en: 'You can only attach files you uploaded' },
  'scope.ownAttachmentNamed': {
    zh: '只能添加自己上传的附件：{fileNames}',
    en: 'You can only attach files you uploaded: {fileNames}',
  },
  'scope.contract': { zh: '该合同不在您的数据范围内', en: 'This contract is outside your data scope' },
  'scope.performance': {
    zh: '该绩效记录不在您的数据范围内',
    en: 'This performance record is outside your data scope',
  },
  'scope.threePeriods': {
    zh: '该三期记录不在您的数据范围内',
    en: 'This three-period record is outside your data scope',
  },
  'scope.violation': { zh: '该违纪记录不在您的数据范围内', en: 'This violation record is outside your data scope' },
  'scope.transferSigning': {
    zh: '该转签记录不在您的数据范围内，未做任何更改',
    en: 'This transfer-signing record is outside your data scope; nothing was changed',
  },
  'scope.healthCertificate': {
    zh: '该健康证不在您的数据范围内',
    en: 'This health certificate is outside your data scope',
  },
  'scope.trainSession': {
    zh: '该培训场次不在您的数据范围内',
    en: 'This training session is outside your data scope',
  },
  'scope.trainEnrolment': {
    zh: '该报名记录不在您的数据范围内',
    en: 'This enrolment is outside your data scope',
  },
  'scope.ownMessage': { zh: '只能操作自己的消息', en: 'You can only act on your own messages' },
  'scope.ownSubstitute': { zh: '只能操作自己的代理设置', en: 'You can only change your own substitutes' },
  'scope.ownPhrase': { zh: '只能操作自己的常用语', en: 'You can only change your own phrases' },
} as const satisfies Catalogue;
