import type { Catalogue } from './catalogue';

/**
 * Labels of enum values where a message names them; the Chinese is the contract's own label
 * (CONTRACT_TYPE_TEXT, …, checked by the tests), the English as it reads inside a sentence.
 */
export const enumMessages = {
  'contractType.fixed': { zh: '固定期限', en: 'fixed-term' },
  'contractType.open_ended': { zh: '无固定期限', en: 'open-ended' },
  'contractType.internship': { zh: '实习', en: 'internship' },
  'contractType.labour_service': { zh: '劳务', en: 'labour-service' },
  'threePeriodKind.pregnancy': { zh: '孕期', en: 'pregnancy' },
  'threePeriodKind.maternity': { zh: '产期', en: 'maternity' },
  'threePeriodKind.nursing': { zh: '哺乳期', en: 'nursing' },
  'employeeType.store': { zh: '门店员工', en: 'store employees' },
  'employeeType.office': { zh: '办公室员工', en: 'office employees' },
  'positionKind.store': { zh: '门店', en: 'store' },
  'positionKind.office': { zh: '办公室', en: 'office' },
  'taskAction.approve': { zh: '审批通过', en: 'approve' },
  'taskAction.rollback': { zh: '退回', en: 'roll back' },
  'taskAction.finish': { zh: '终止流程', en: 'terminate' },
} as const satisfies Catalogue;
