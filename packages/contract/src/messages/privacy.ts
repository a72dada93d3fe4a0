import type { Catalogue } from './catalogue';

/** Personal information protection (issue 38): reveals, sensitive exports, the access log. */
export const privacyMessages = {
  'privacy.fieldNotMasked': {
    zh: '该字段不是受保护的敏感信息，无需查看明文',
    en: 'This field is not protected sensitive data; there is nothing to reveal',
  },
  'privacy.nothingToReveal': { zh: '该字段没有内容', en: 'This field is empty' },
  'privacy.sensitiveForbidden': {
    zh: '您没有“敏感信息查看”权限，不能查看或导出明文敏感信息',
    en: "You do not hold the 'Sensitive data' permission; sensitive data cannot be revealed or exported in clear",
  },
} as const satisfies Catalogue;
