import { CHANGE_KINDS, type ChangeKind, changeKindOf } from '@hris/contract';

/** 晋升 / 平调 / 降级 in the interface language. */
export function changeKindLabel(kind: unknown, language: string): string | undefined {
  const found = CHANGE_KINDS.find((k) => k.value === kind);
  if (!found) return undefined;
  return language.startsWith('en') ? found.labelEn : found.label;
}

/** The tag colour of each kind. */
export const CHANGE_KIND_COLOR: Record<ChangeKind, string> = {
  promotion: 'green',
  lateral: 'blue',
  demotion: 'orange',
};

/** The kind the server will compute, shown live while the form is filled; undefined until both ranks are known. */
export function liveChangeKind(rank: string | undefined, newRank: string | undefined): ChangeKind | undefined {
  if (!rank || !newRank) return undefined;
  return changeKindOf(rank, newRank);
}
