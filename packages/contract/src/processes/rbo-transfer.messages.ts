import type { Catalogue } from '../messages/catalogue';

/** What the server writes for people to read about 零售员工批量调动 (flow 27), in Chinese and English. */
export const rboTransferMessages = {
  'rbo.subject': { zh: '{employee} 的零售员工批量调动', en: 'The retail transfer of {employee}' },
  'rbo.dateInPast': { zh: '调入日期 {date} 早于今天', en: 'The transfer date {date} is in the past' },
  'rbo.startersOnly': {
    zh: '批量调动仅限总部HR或区域HR发起',
    en: 'Only head-office or regional HR may start retail transfers in batches',
  },
} as const satisfies Catalogue;
