import type { Catalogue } from './catalogue';

/** 健康证更新 (flow 38), 健康证发票报销 (flow 39) and the batch-audit sheet. */
export const healthWorkflowMessages = {
  'healthFlow.subject': { zh: '{employee} 的健康证更新', en: 'The certificate update of {employee}' },
  'healthFlow.scanRequired': {
    zh: '请上传健康证扫描件',
    en: 'Upload the scan of the health certificate',
  },
  'healthFlow.endPassed': {
    zh: '健康证结束日期 {end} 已过，请提交有效的健康证',
    en: 'The end date {end} has passed; submit a valid certificate',
  },
  'healthFlow.employeeLocked': {
    zh: '重新提交时不能更换员工，如需为其他员工发起请终止本流程后重新发起',
    en: 'The employee of a resubmitted work cannot be swapped; terminate it and start a new one',
  },
  'healthFlow.notHealthWork': {
    zh: '该流程不是健康证更新或健康证发票报销',
    en: 'This work is neither a health certificate update nor an invoice reimbursement',
  },
  'healthFlow.batchRefused': {
    zh: '{count}行未通过校验，本次未发起任何流程',
    en: '{count} rows were refused; no work was started',
  },
  'healthFlow.submitted': { zh: '已提交{count}个流程', en: '{count} works submitted' },
} as const satisfies Catalogue;
