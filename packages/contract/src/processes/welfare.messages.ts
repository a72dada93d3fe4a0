import type { Catalogue } from '../messages/catalogue';

/** What the server writes for people to read about 婚育福利 (flow 20), in Chinese and English. */
export const welfareMessages = {
  'welfare.subject': { zh: '{employee} 的婚育福利', en: 'The marriage or newborn benefit of {employee}' },
  'welfare.marriageCertificateRequired': { zh: '请上传结婚证', en: 'Upload the marriage certificate' },
  'welfare.birthCertificateRequired': { zh: '请上传出生证明', en: 'Upload the birth certificate' },
  'welfare.marryDateFuture': { zh: '结婚日期不能晚于今天', en: 'The marriage date cannot be after today' },
  'welfare.marryDateTooOld': {
    zh: '结婚福利须在结婚后12个月内申请（结婚日期不能早于{from}）',
    en: 'A marriage benefit is claimed within 12 months of the marriage (date not before {from})',
  },
  'welfare.duplicateMarriage': {
    zh: '该员工的此次结婚福利已申请（流程 {flowNo}），不能重复申请',
    en: "This employee's benefit for this marriage was already claimed (work {flowNo}); it cannot be claimed twice",
  },
  'welfare.marriageWithinYear': {
    zh: '该员工12个月内已申请过结婚福利（流程 {flowNo}，结婚日期 {date}），不能重复申请',
    en: 'This employee claimed a marriage benefit within 12 months (work {flowNo}, married {date}); it cannot be claimed again',
  },
  'welfare.duplicateChild': {
    zh: '该员工子女「{child}」的生育福利已申请（流程 {flowNo}），不能重复申请',
    en: 'The newborn benefit for the child "{child}" of this employee was already claimed (work {flowNo})',
  },
  'welfare.amountRequired': {
    zh: '请填写福利金额（须大于0）',
    en: 'Enter the benefit amount (above 0)',
  },
  'welfare.amountTooHigh': {
    zh: '福利金额不能超过{max}元',
    en: 'The benefit amount cannot exceed {max} yuan',
  },
  'welfare.employeeLocked': {
    zh: '退回修改时不能更换员工；如需更换，请终止后重新发起',
    en: 'The employee cannot be changed on resubmission; terminate and start again',
  },
} as const satisfies Catalogue;
