import type { Catalogue } from './catalogue';

/** Personal information protection (issue 38): reveals, sensitive exports, the access log. */
export const privacyMessages = {
  'privacy.fieldNotMasked': {
    zh: '该字段不是受保护的敏感信息，无需查看明文',
    en: 'This field is not protected sensitive data; there is nothing to reveal',
  },
  'privacy.salaryFilterForbidden': {
    zh: '按薪资筛选或排序需要“敏感信息查看”权限',
    en: "Filtering or sorting by salary needs the 'Sensitive data' permission",
  },
  'privacy.nothingToReveal': { zh: '该字段没有内容', en: 'This field is empty' },
  'privacy.sensitiveForbidden': {
    zh: '您没有“敏感信息查看”权限，不能查看或导出明文敏感信息',
    en: "You do not hold the 'Sensitive data' permission; sensitive data cannot be revealed or exported in clear",
  },
  'privacy.holdNotLeaver': {
    zh: '只能保留已离职员工的个人信息',
    en: 'Only a leaver’s personal data can be held past the retention',
  },
  'privacy.alreadyAnonymised': {
    zh: '该员工的个人信息已匿名化，无法保留',
    en: 'This person’s data has already been anonymised and cannot be held',
  },
  'privacy.alreadyHeld': { zh: '该员工的个人信息已在保留中', en: 'This person’s data is already held' },
  'privacy.notHeld': { zh: '该员工的个人信息未被保留', en: 'This person’s data is not held' },
  'file.purged': {
    zh: '该附件已按个人信息保留期限删除',
    en: 'This attachment was deleted when the retention of the person’s data ended',
  },
} as const satisfies Catalogue;
