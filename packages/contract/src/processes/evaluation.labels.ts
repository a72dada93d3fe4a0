// Apart from the form schema of evaluation.ts: the web's task lists read these labels without zod.

/** 考核结果. */
export const EVALUATION_RESULTS = [
  { value: 'pass', label: '转正', labelEn: 'Confirm' },
  { value: 'extend', label: '延长试用', labelEn: 'Extend probation' },
  { value: 'fail', label: '不予录用', labelEn: 'Fail' },
] as const;
export type EvaluationResult = (typeof EVALUATION_RESULTS)[number]['value'];
