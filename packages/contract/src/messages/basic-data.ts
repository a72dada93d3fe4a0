import type { Catalogue } from './catalogue';

/** Basic data: staff, shops, positions, accounts, contracts, performance, three periods, violations, salary. */
export const basicDataMessages = {
  // Employee contracts.
  'contract.openEndedHasNoEnd': {
    zh: '无固定期限合同不填写合同结束日期',
    en: 'An open-ended contract has no end date',
  },
  'contract.endDateRequired': { zh: '{type}合同须填写合同结束日期', en: 'A {type} contract needs an end date' },
  'contract.endBeforeStart': {
    zh: '合同结束日期不能早于开始日期',
    en: 'The contract cannot end before it begins',
  },
  'contract.beginsBeforeEntry': {
    zh: '合同开始日期不能早于员工的入职日期（{entryDate}）',
    en: "The contract cannot begin before the employee's entry date ({entryDate})",
  },
  'contract.beginsAfterLeave': {
    zh: '员工已于 {leaveDate} 离职，不能新增此后开始的合同',
    en: 'The employee left on {leaveDate}; no contract may begin after that',
  },
  'contract.overlapsContract': {
    zh: '与该员工的第{sequence}份合同（{period}）期限重叠',
    en: "Overlaps the employee's contract no. {sequence} ({period})",
  },
  'contract.overlapsRecorded': {
    zh: '与该员工档案中的当前合同（{period}）期限重叠',
    en: "Overlaps the current contract on the employee's record ({period})",
  },
  'contract.sequenceTaken': {
    zh: '该员工已有第{sequence}份合同，请核对合同次数',
    en: 'The employee already has contract no. {sequence}; check the contract number',
  },
  'contract.period': { zh: '{begin} 至 {end}', en: '{begin} to {end}' },
  'contract.openEnd': { zh: '无固定期限', en: 'open-ended' },
  'contract.created': { zh: '合同已新增', en: 'Contract added' },

  // Performance.
  'performance.exists': {
    zh: '员工 {employee} 已有{period}的绩效记录，请修改原记录',
    en: 'Employee {employee} already has a performance record for {period}; edit that record',
  },
  'performance.periodTaken': {
    zh: '该员工已有{period}的绩效记录',
    en: 'The employee already has a performance record for {period}',
  },
  'performance.periodBeforeEntry': {
    zh: '考核周期 {period} 早于员工的入职日期（{entryDate}）',
    en: "The review period {period} is before the employee's entry date ({entryDate})",
  },
  'performance.stale': {
    zh: '该绩效记录已被他人修改，请刷新后重试',
    en: 'Someone else changed this performance record; refresh and try again',
  },
  'performance.period.year': { zh: '{year}年度', en: '{year}' },
  'performance.period.firstHalf': { zh: '{year}年上半年', en: 'H1 {year}' },
  'performance.period.secondHalf': { zh: '{year}年下半年', en: 'H2 {year}' },
  'performance.period.quarter': { zh: '{year}年第{quarter}季度', en: 'Q{quarter} {year}' },
  'performance.created': { zh: '绩效已新增', en: 'Performance record added' },
  'performance.saved': { zh: '绩效已保存', en: 'Performance record saved' },

  // Three periods (pregnancy, maternity, nursing).
  'threePeriods.femaleOnly': {
    zh: '三期仅适用于女性员工，{employee} 为男性员工',
    en: 'The three periods apply to female employees only; {employee} is male',
  },
  'threePeriods.endBeforeStart': {
    zh: '{kind}结束日期不能早于开始日期',
    en: 'The {kind} period cannot end before it begins',
  },
  'threePeriods.childBirthRequired': {
    zh: '{kind}须填写婴儿出生日期',
    en: "A {kind} period needs the child's date of birth",
  },
  'threePeriods.birthOutsideMaternity': {
    zh: '婴儿出生日期应在产期之内',
    en: "The child's date of birth must lie within the maternity period",
  },
  'threePeriods.nursingBeforeBirth': {
    zh: '哺乳期开始日期不能早于婴儿出生日期',
    en: "The nursing period cannot begin before the child's birth",
  },
  'threePeriods.nursingPastFirstBirthday': {
    zh: '哺乳期至婴儿满一周岁（{firstBirthday}）为止，结束日期不能晚于该日',
    en: "The nursing period ends at the child's first birthday ({firstBirthday}); it cannot end later",
  },
  'threePeriods.overlaps': {
    zh: '与该员工已登记的{kind}（{begin} 至 {end}）时间重叠',
    en: "Overlaps the employee's recorded {kind} period ({begin} to {end})",
  },
  'threePeriods.endsBeforeEntry': {
    zh: '{kind}在员工入职日期（{entryDate}）之前结束，无需登记',
    en: "The {kind} period ends before the employee's entry date ({entryDate}); nothing to record",
  },
  'threePeriods.stale': {
    zh: '该三期记录已被他人修改，请刷新后重试',
    en: 'Someone else changed this three-period record; refresh and try again',
  },
  'threePeriods.created': { zh: '三期已登记', en: 'Period recorded' },
  'threePeriods.saved': { zh: '三期已保存', en: 'Period saved' },

  // Violations.
  'violation.dateInFuture': { zh: '违纪日期不能晚于今天', en: 'The violation date cannot be after today' },
  'violation.dateBeforeEntry': {
    zh: '违纪日期不能早于员工的入职日期（{entryDate}）',
    en: "The violation date cannot be before the employee's entry date ({entryDate})",
  },
  'violation.dateAfterLeave': {
    zh: '员工已于 {leaveDate} 离职，违纪日期不能晚于离职日期',
    en: 'The employee left on {leaveDate}; the violation date cannot be later',
  },
  'violation.attachmentsMissing': {
    zh: '附件不存在（编号 {ids}），请重新上传',
    en: 'Attachments not found (ids {ids}), please upload them again',
  },
  'violation.attachmentsLinked': {
    zh: '附件已属于其他违纪记录，请重新上传',
    en: 'The attachments belong to another violation record, please upload them again',
  },
  'violation.created': { zh: '违纪记录已登记', en: 'Violation recorded' },

  // Staff.
  'staff.stale': {
    zh: '该员工信息已被他人修改，请刷新后重试',
    en: "Someone else changed this employee's data; refresh and try again",
  },
  'staff.storeNeedsShop': { zh: '门店员工须选择所属门店', en: 'A store employee needs a shop' },
  'staff.storeUnitFollowsShop': {
    zh: '门店员工的所属组织随门店确定，请修改门店',
    en: "A store employee's unit follows the shop; change the shop instead",
  },
  'staff.shopNotFound': { zh: '所选门店不存在', en: 'The selected shop does not exist' },
  'staff.shopClosed': {
    zh: '门店 {code} {name} 已关店，不能调入员工',
    en: 'Shop {code} {name} is closed and cannot take employees',
  },
  'staff.shopOutOfScope': {
    zh: '门店 {code} 不在您的数据范围内，不能将员工调入',
    en: 'Shop {code} is outside your data scope; you cannot move employees there',
  },
  'staff.officeHasNoShop': {
    zh: '办公室员工不属于门店，请选择所属部门',
    en: 'An office employee belongs to no shop; choose a department',
  },
  'staff.departmentNotFound': { zh: '所选部门不存在', en: 'The selected department does not exist' },
  'staff.officeNotInStore': {
    zh: '办公室员工须属于总部部门或区域，不能属于门店',
    en: 'An office employee belongs to a head-office department or a region, not to a store',
  },
  'staff.positionNotFound': { zh: '所选岗位不存在', en: 'The selected position does not exist' },
  'staff.positionTypeMismatch': {
    zh: '岗位「{name}」为{kind}岗位，与该员工的员工类型不符',
    en: 'Position "{name}" is a {kind} position and does not match the employee type',
  },
  'staff.positionInactive': {
    zh: '岗位「{name}」已停用，不能分配给员工',
    en: 'Position "{name}" is inactive and cannot be assigned',
  },
  'staff.positionIsStore': {
    zh: '岗位「{name}」为门店岗位，不能用于办公室员工',
    en: 'Position "{name}" is a store position and cannot be used for office employees',
  },
  'staff.birthDateMismatch': {
    zh: '出生日期与身份证号码不一致',
    en: 'The date of birth does not match the identity number',
  },
  'staff.leaveDateRequired': {
    zh: '员工状态为离职时须填写离职日期',
    en: 'A resigned employee needs a leave date',
  },
  'staff.leaveBeforeEntry': { zh: '离职日期不能早于入职日期', en: 'The leave date cannot be before the entry date' },
  'staff.probationEndBeforeStart': {
    zh: '试用期结束日期不能早于试用期开始日期',
    en: 'The probation cannot end before it begins',
  },
  'staff.identityBanned': {
    zh: '该身份证号码对应的员工 {employee} 曾以「{leaveType}」离职并被标记为永不录用',
    en: 'The employee {employee} with this identity number left ({leaveType}) and is marked never to be rehired',
  },
  'staff.leaveTypeUnknown': { zh: '未记录类型', en: 'type not recorded' },
  'staff.identityTaken': {
    zh: '身份证号码已被员工 {employee} 使用',
    en: 'The identity number is already used by employee {employee}',
  },
  'staff.accountTaken': { zh: '登录账号 {account} 已存在', en: 'The account {account} already exists' },
  'staff.saved': { zh: '员工信息已保存', en: 'Employee saved' },
  'staff.nothingChanged': { zh: '没有需要保存的修改', en: 'Nothing to save' },
  'staff.officeAdded': {
    zh: '办公室员工已新增，请将一次性密码告知本人',
    en: 'Office employee added; give the one-time password to the person',
  },

  // Shops.
  'shop.stale': {
    zh: '该门店信息已被他人修改，请刷新后重试',
    en: 'Someone else changed this shop; refresh and try again',
  },
  'shop.codeTaken': { zh: '门店编码 {code} 已被{owner}使用', en: 'Shop code {code} is already used by {owner}' },
  'shop.codeOwnerShop': { zh: '门店「{name}」', en: 'shop "{name}"' },
  'shop.codeOwnerUnit': { zh: '组织「{name}」', en: 'unit "{name}"' },
  'shop.hasStaff': {
    zh: '门店仍有{count}名在职、入职中或离职中的员工，请先调出后再关店',
    en: 'The shop still has {count} active, onboarding or resigning employees; move them out before closing it',
  },
  'shop.regionNotFound': { zh: '所选区域不存在', en: 'The selected region does not exist' },
  'shop.regionOutOfScope': {
    zh: '区域「{name}」不在您的数据范围内',
    en: 'Region "{name}" is outside your data scope',
  },
  'shop.created': { zh: '门店已新增', en: 'Shop added' },
  'shop.saved': { zh: '门店已保存', en: 'Shop saved' },

  // Positions.
  'position.stale': {
    zh: '该岗位信息已被他人修改，请刷新后重试',
    en: 'Someone else changed this position; refresh and try again',
  },
  'position.hasHolders': {
    zh: '已有{count}名员工担任岗位「{name}」，不能将其改为{type}岗位',
    en: '{count} employees hold position "{name}"; it cannot become a position for {type}',
  },
  'position.companyWide': {
    zh: '岗位为全公司共用数据，仅总部可以维护',
    en: 'Positions are shared by the whole company; only head office maintains them',
  },
  'position.codeTaken': {
    zh: '岗位编码 {code} 已被岗位「{name}」使用',
    en: 'Position code {code} is already used by position "{name}"',
  },
  'position.created': { zh: '岗位已新增', en: 'Position added' },
  'position.saved': { zh: '岗位已保存', en: 'Position saved' },

  // Office users (sign-in accounts).
  'office.stale': {
    zh: '该用户信息已被他人修改，请刷新后重试',
    en: 'Someone else changed this user; refresh and try again',
  },
  'office.cannotManageSelf': { zh: '不能{action}自己的账号', en: 'You cannot {action} your own account' },
  'office.cannotManageHigherRoles': {
    zh: '该账号拥有您无权授予的角色（{roles}），不能{action}',
    en: 'This account holds roles you may not grant ({roles}); you cannot {action} it',
  },
  'office.action.setEnabled': { zh: '停用或启用', en: 'disable or enable' },
  'office.action.resetPassword': { zh: '重置密码', en: 'reset the password of' },
  'office.action.update': { zh: '修改', en: 'edit' },
  'office.roleNotFound': {
    zh: '所选角色不存在，请刷新后重试',
    en: 'A selected role does not exist; refresh and try again',
  },
  'office.cannotGrantRoles': {
    zh: '您的权限不足以授予角色：{roles}',
    en: 'Your permissions do not allow granting these roles: {roles}',
  },
  'office.enabled': { zh: '账号已启用', en: 'Account enabled' },
  'office.disabled': { zh: '账号已停用', en: 'Account disabled' },
  'office.passwordReset': {
    zh: '密码已重置，请将一次性密码告知用户',
    en: 'Password reset; give the one-time password to the user',
  },
  'office.saved': { zh: '用户信息已保存', en: 'User saved' },

  // Salary import.
  'salary.notMultipart': {
    zh: '请以 multipart/form-data 方式上传 .xlsx 文件（字段 file）',
    en: 'Upload the .xlsx file as multipart/form-data (field file)',
  },
  'salary.noFile': { zh: '请选择要导入的文件', en: 'Choose a file to import' },
  'salary.notXlsx': { zh: '文件格式错误仅限.xlsx格式', en: 'Wrong file type, only .xlsx allowed' },
  'salary.imported': { zh: '导入成功，共{count}条调薪记录', en: 'Imported {count} salary adjustments' },
  'salary.unreadable': {
    zh: '文件无法读取，请使用下载的导入模板（.xlsx）填写后上传',
    en: 'The file cannot be read; fill in the downloaded import template (.xlsx) and upload it',
  },
  'salary.noSheet': {
    zh: '文件中没有工作表，请使用下载的导入模板',
    en: 'The file has no worksheet; use the downloaded import template',
  },
  'salary.wrongHeader': {
    zh: '第{column}列的表头应为「{expected}」，实际为「{found}」',
    en: 'The header of column {column} should be "{expected}", not "{found}"',
  },
  'salary.tooManyRows': {
    zh: '一次最多导入{max}行，请分批导入',
    en: 'At most {max} rows per import; split the file',
  },
  'salary.employeeRequired': { zh: '员工编号不能为空', en: 'The employee number is required' },
  'salary.employeeTooLong': { zh: '员工编号最多32个字符', en: 'The employee number has at most 32 characters' },
  'salary.nameRequired': { zh: '姓名不能为空', en: 'The name is required' },
  'salary.dateRequired': { zh: '生效日期不能为空', en: 'The effective date is required' },
  'salary.dateInvalid': {
    zh: '生效日期「{value}」无效，格式应为 YYYY-MM-DD',
    en: 'The effective date "{value}" is invalid; use YYYY-MM-DD',
  },
  'salary.basisInvalid': {
    zh: '薪资类型「{value}」无效，应为 0（税前月薪）或 1（税前年薪）',
    en: 'The salary basis "{value}" is invalid; use 0 (monthly before tax) or 1 (yearly before tax)',
  },
  'salary.amountRequired': { zh: '调整后薪资不能为空', en: 'The new salary is required' },
  'salary.amountInvalid': {
    zh: '调整后薪资「{value}」无效，应为数字且最多两位小数',
    en: 'The new salary "{value}" is invalid; use a number with at most two decimals',
  },
  'salary.amountNotPositive': { zh: '调整后薪资应大于0', en: 'The new salary must be greater than 0' },
  'salary.amountTooLarge': {
    zh: '调整后薪资超出范围（最多 99999999.99）',
    en: 'The new salary is out of range (at most 99999999.99)',
  },
  'salary.reasonTooLong': { zh: '调整原因最多200个字符', en: 'The reason has at most 200 characters' },
  'salary.duplicateRow': {
    zh: '与第{row}行重复（同一员工、同一生效日期）',
    en: 'Duplicates row {row} (same employee, same effective date)',
  },
  'salary.noDataRows': { zh: '文件中没有数据行', en: 'The file has no data rows' },
  'salary.employeeUnknown': {
    zh: '员工编号 {employeeId} 不存在或不在您的数据范围内',
    en: 'Employee number {employeeId} does not exist or is outside your data scope',
  },
  'salary.nameMismatch': {
    zh: '姓名与员工编号不符（系统中为 {name}）',
    en: 'The name does not match the employee number (the system has {name})',
  },
  'salary.dateTaken': {
    zh: '该员工已有 {date} 生效的调薪记录',
    en: 'The employee already has an adjustment effective on {date}',
  },
  'salary.concurrentImport': {
    zh: '导入期间有人录入了相同员工、相同生效日期的调薪记录，未导入任何数据，请重新导入',
    en: 'Meanwhile someone recorded an adjustment for the same employee and date; nothing was imported, please import again',
  },
  'salary.rejected': {
    zh: '导入失败：{badRows}行数据有误（共{errorCount}处），未导入任何数据',
    en: 'Import refused: {badRows} rows have errors ({errorCount} in all); nothing was imported',
  },
  'salary.reportNotYours': {
    zh: '只能下载自己导入的错误报告',
    en: 'You can only download the error reports of your own imports',
  },
  'salary.noErrorReport': {
    zh: '该批次已成功导入，没有错误报告',
    en: 'This batch was imported; it has no error report',
  },
} as const satisfies Catalogue;
