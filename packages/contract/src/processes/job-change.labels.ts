// Apart from the form schema of job-change.ts: the web's task lists read these labels without zod.

/** 异动性质, computed from the ranks: it decides which head-office steps the change visits. */
export const CHANGE_KINDS = [
  { value: 'promotion', label: '晋升', labelEn: 'Promotion' },
  { value: 'lateral', label: '平调', labelEn: 'Lateral move' },
  { value: 'demotion', label: '降级', labelEn: 'Demotion' },
] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number]['value'];

/** The ranks of store positions (the seed's defaults run S1 收银员 … S5 店长). */
export const STORE_RANKS = ['S1', 'S2', 'S3', 'S4', 'S5'] as const;

/**
 * The rank scale: store S1–S9 below professional P1–P9 below management M1–M9; within a band
 * the number orders them.
 */
export const RANK_PATTERN = /^([SPM])([1-9])$/;
const BAND_ORDER = { S: 0, P: 1, M: 2 } as const;

/** A rank's place on the scale, or null for a rank outside it. */
export function rankLevel(rank: string | null | undefined): number | null {
  const match = RANK_PATTERN.exec((rank ?? '').trim().toUpperCase());
  if (!match) return null;
  return BAND_ORDER[match[1] as keyof typeof BAND_ORDER] * 10 + Number(match[2]);
}

/**
 * 晋升 when the new rank is higher, 降级 when lower, 平调 when equal. A current rank outside the
 * scale counts as a promotion: the change then takes the full chain, never a shorter one.
 */
export function changeKindOf(rank: string | null | undefined, newRank: string): ChangeKind {
  const from = rankLevel(rank);
  const to = rankLevel(newRank);
  if (from === null || to === null) return 'promotion';
  return to > from ? 'promotion' : to < from ? 'demotion' : 'lateral';
}
