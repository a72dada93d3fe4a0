import { RENEWAL_CONTRACT_TYPES, RENEWAL_RESULTS, type RenewalResult } from '@hris/contract';

/** 续签 / 公司不续签 … in the interface language; a value the contract does not know stays as it is. */
export function resultLabel(value: unknown, language: string): string | undefined {
  if (typeof value !== 'string' || value === '') return undefined;
  const found = RENEWAL_RESULTS.find((r) => r.value === value || r.label === value);
  if (!found) return value;
  return language.startsWith('en') ? found.labelEn : found.label;
}

/** 固定期限 / 无固定期限 of a renewal, in the interface language. */
export function renewalTypeLabel(value: unknown, language: string): string | undefined {
  if (typeof value !== 'string' || value === '') return undefined;
  const found = RENEWAL_CONTRACT_TYPES.find((r) => r.value === value || r.label === value);
  if (!found) return value;
  return language.startsWith('en') ? found.labelEn : found.label;
}

export const RESULT_COLOR: Record<RenewalResult, string> = {
  renew: 'green',
  notRenew: 'red',
  employeeDeclines: 'orange',
  negotiate: 'gold',
};

/** A contract's term as one text: 2026-05-01 ~ 2029-04-30, or 2026-05-01 起 for one without an end. */
export function termText(begin: unknown, end: unknown, openEndedText: string): string | undefined {
  const from = typeof begin === 'string' && begin !== '' ? begin : undefined;
  const to = typeof end === 'string' && end !== '' ? end : undefined;
  if (!from && !to) return undefined;
  if (!to) return `${from} ${openEndedText}`;
  return `${from ?? '—'} ~ ${to}`;
}
