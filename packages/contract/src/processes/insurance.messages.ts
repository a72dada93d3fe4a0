import type { Catalogue } from '../messages/catalogue';

/** What the server writes for people to read about 少儿险增加 (flow 21), in Chinese and English. */
export const insuranceMessages = {
  'insurance.subject': { zh: '{employee} 的少儿险增加', en: 'The child insurance addition of {employee}' },
  'insurance.birthCertificateRequired': { zh: '请上传出生证明', en: 'Upload the birth certificate' },
  'insurance.duplicateChild': {
    zh: '子女「{child}」（身份证号码 {idNumber}）已加入或正在加入少儿险（流程 {flowNo}），不能重复添加',
    en: 'The child "{child}" (ID {idNumber}) is already insured or being added (work {flowNo}); cannot be added twice',
  },
  'insurance.exportHeadOfficeOnly': {
    zh: '少儿险名单含完整身份证号码，仅总部HR可以导出',
    en: 'The child insurance list holds full identity numbers: only head-office HR may export it',
  },
} as const satisfies Catalogue;
