import type { Catalogue } from '../messages/catalogue';

/** What the server writes for people to read about 证明信 (flow 25), in Chinese and English. */
export const proofMessages = {
  'proof.notEmployed': {
    zh: '{employee} 不在职，不能开具{type}（仅在职或离职中的员工可开具）',
    en: '{employee} is not employed; no {type} can be issued (only for employees active or resigning)',
  },
  'proof.notLeft': {
    zh: '{employee} 尚未离职，不能开具离职证明（仅已离职的员工可开具）',
    en: '{employee} has not left; a separation proof is only issued for someone who has left',
  },
  'proof.noSalary': {
    zh: '{employee} 在基础数据中没有已生效的调薪记录，不能开具收入证明，请先维护薪资数据',
    en: '{employee} has no effective salary adjustment in Basic data; no income proof can be issued until the salary is recorded',
  },
  'proof.employeeLocked': {
    zh: '重新提交时不能更换员工或证明类型，如需变更请终止本流程后重新发起',
    en: 'The employee and the letter type of a resubmitted request cannot change; terminate it and start a new one',
  },
  'proof.incomeRequired': {
    zh: '请填写核定的月收入（税前）',
    en: 'Enter the verified monthly income (pre-tax)',
  },
  'proof.notProof': {
    zh: '该流程不是证明信流程，没有证明文件',
    en: 'This work is not a certificate letter request and has no letter',
  },
  'proof.wrongType': {
    zh: '该证明信申请的是{type}，不能生成{wanted}',
    en: 'This request is for a {type}; it cannot produce a {wanted}',
  },
  'proof.notFinished': {
    zh: '流程未办结，不能生成证明',
    en: 'The process has not finished; no letter can be made yet',
  },
  'proof.numberConflict': {
    zh: '证明编号 {letterNo} 已被使用，请重试',
    en: 'Letter number {letterNo} is already taken; try again',
  },
} as const satisfies Catalogue;
