import type { Catalogue } from './catalogue';

/** Contract renewal (14), renewal result change (29) and probation evaluation (13). */
export const contractRenewalMessages = {
  'contractRenewal.noFixedContract': {
    zh: '{employee} 没有可续签的固定期限合同（无合同结束日期）',
    en: '{employee} has no fixed-term contract to renew (no contract end date)',
  },
  'contractRenewal.resultRequired': { zh: '请选择续签结果', en: 'Choose the renewal result' },
  'contractRenewal.typeRequired': { zh: '续签须选择合同类型', en: 'A renewal needs a contract type' },
  'contractRenewal.endRequired': {
    zh: '固定期限合同须填写新合同结束日期',
    en: 'A fixed-term contract needs an end date',
  },
  'contractRenewal.beginMustFollow': {
    zh: '新合同应自现合同结束次日 {begin} 开始',
    en: 'The new contract must begin the day after the current one ends ({begin})',
  },
  'contractRenewal.endBeforeBegin': {
    zh: '新合同结束日期不能早于开始日期 {begin}',
    en: 'The new contract cannot end before it begins ({begin})',
  },
  'contractRenewal.reasonsRequired': {
    zh: '不续签或协商解除须填写说明',
    en: 'Explain why the contract is not renewed',
  },
  'contractRenewal.threePeriodsNotRenew': {
    zh: '{employee} 处于三期（至 {end}），依《劳动合同法》第四十二条、第四十五条，合同到期不得由公司终止，应顺延至三期结束，不能选择“公司不续签”',
    en: '{employee} is in a three-period (until {end}): by law the company may not end the contract at expiry; it extends to the end of the period, so "not renewed by the company" is refused',
  },
  'contractRenewal.openEndedDue': {
    zh: '{employee} 已连续订立{count}次固定期限劳动合同，依《劳动合同法》第十四条，续订时应订立无固定期限劳动合同；员工书面要求订立固定期限合同的，请勾选“员工书面要求固定期限”',
    en: '{employee} has had {count} consecutive fixed-term contracts: by law a renewal is open-ended unless the employee asks in writing for a fixed term (tick that box)',
  },
  'contractRenewal.signedDateRequired': {
    zh: '请填写员工签署新合同的日期',
    en: 'Enter the day the employee signed the new contract',
  },
  'contractRenewal.signedInFuture': { zh: '签署日期不能晚于今天', en: 'The signing day cannot be in the future' },
  'contractRenewal.contractChanged': {
    zh: '{employee} 的合同已变更（现合同至 {end}），请终止本流程，按新合同重新发起',
    en: "{employee}'s contract has changed (it now ends on {end}); terminate this work and start again",
  },
  'contractRenewal.notActive': {
    zh: '{employee} 不是在职员工，不能续签合同',
    en: '{employee} is not an active employee; no contract can be renewed',
  },
  'contractRenewal.leaving': {
    zh: '{employee} 合同到期不续签（{result}），已转为离职中，请办理离职手续',
    en: '{employee} leaves at contract expiry ({result}): now resigning; handle the resignation',
  },
  'contractEdit.notRenewal': {
    zh: '所选流程不是已办结的合同续签',
    en: 'The chosen work is not a finished contract renewal',
  },
  'contractEdit.nothingChanges': {
    zh: '变更后的续签结果与原结果相同，没有需要变更的内容',
    en: 'The new result is the same as the renewal decided; nothing changes',
  },
  'contractEdit.contractStarted': {
    zh: '续签合同已于 {begin} 开始履行，不能改为不续签；请走离职流程',
    en: 'The renewed contract began on {begin}; it cannot become "not renewed" — use a resignation',
  },
  'contractEdit.alreadyLeft': {
    zh: '{employee} 已离职，不能改为续签',
    en: '{employee} has left; the result cannot become a renewal',
  },
  'contractEdit.alreadyRunning': {
    zh: '该合同续签已有进行中的续签结果变更（流程编号 {flowNo}），请勿重复发起',
    en: 'This renewal already has a result change running (flow number {flowNo})',
  },
  'contractEdit.amended': {
    zh: '续签结果变更 {flowNo}：{changes}',
    en: 'Changed by renewal result change {flowNo}: {changes}',
  },
  'evaluation.resultRequired': { zh: '请选择考核结果', en: 'Choose the evaluation result' },
  'evaluation.newEndRequired': { zh: '延长试用须填写延长至的日期', en: 'An extension needs the new end date' },
  'evaluation.newEndNotLater': {
    zh: '延长至的日期须晚于当前试用期结束日期 {end}',
    en: 'The new end must be after the current probation end ({end})',
  },
  'evaluation.tooLong': {
    zh: '依《劳动合同法》第十九条，试用期总计不得超过六个月，最长至 {latest}',
    en: 'By law probation may not exceed six months in total: at most until {latest}',
  },
  'evaluation.reasonRequired': {
    zh: '延长试用或不予录用须填写考核意见',
    en: 'An extension or a failure needs the evaluation remarks',
  },
  'evaluation.regularDateRequired': { zh: '请填写转正日期', en: 'Enter the regularisation date' },
  'evaluation.regularDateTooEarly': {
    zh: '转正日期不能早于试用期开始日期 {begin}',
    en: 'The regularisation date cannot be before the probation began ({begin})',
  },
  'evaluation.failed': {
    zh: '{employee} 试用期考核不合格（不予录用），已转为离职中，请办理离职手续（被动离职：试用期考核不合格）',
    en: '{employee} failed probation: now resigning; handle the resignation (involuntary: failed probation evaluation)',
  },
  'evaluation.failedTitle': { zh: '试用期考核不合格：{employee}', en: 'Failed probation: {employee}' },
  'evaluation.noProbation': {
    zh: '{employee} 没有试用期结束日期，不能发起试用期考核',
    en: '{employee} has no probation end date; no probation evaluation can be started',
  },
  'evaluation.notActive': {
    zh: '{employee} 已不是在职员工，请终止本流程',
    en: '{employee} is no longer an active employee; terminate this work',
  },
  'evaluation.probationChanged': {
    zh: '{employee} 的试用期已变更（现至 {end}），请终止本流程，系统将按新的试用期重新发起考核',
    en: "{employee}'s probation has changed (it now ends on {end}); terminate this work: the system starts a new evaluation for the new end",
  },
  'contractEdit.resignationRunning': {
    zh: '{employee} 的员工离职流程 {flowNo} 正在办理，请先终止该流程再改为续签',
    en: 'The resignation {flowNo} of {employee} is running: terminate it before changing the result to a renewal',
  },
} as const satisfies Catalogue;
