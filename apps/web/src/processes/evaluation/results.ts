import { EVALUATION_RESULTS, type EvaluationResult } from '@hris/contract';

/** 转正 / 延长试用 / 不予录用 in the interface language; undefined for no or an unknown result. */
export function resultLabel(result: unknown, language: string): string | undefined {
  const found = EVALUATION_RESULTS.find((r) => r.value === result);
  if (!found) return undefined;
  return language.startsWith('en') ? found.labelEn : found.label;
}

/** The tag colour of each result. */
export const RESULT_COLOR: Record<EvaluationResult, string> = {
  pass: 'green',
  extend: 'orange',
  fail: 'red',
};
