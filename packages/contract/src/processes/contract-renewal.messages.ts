import type { Catalogue } from '../messages/catalogue';

/** What the server writes for people to read about 合同续签 (flow 14), in Chinese and English. */
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
} as const satisfies Catalogue;
