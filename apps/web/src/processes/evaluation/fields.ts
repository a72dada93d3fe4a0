import { addDays, type EvaluationResult } from '@hris/contract';
import dayjs, { type Dayjs } from 'dayjs';

/** What the antd form of a review step holds; the dates are Dayjs until sent. */
export interface EvaluationValues {
  evaluationResult?: EvaluationResult;
  regularDate?: Dayjs | null;
  newProbationEndDay?: Dayjs | null;
  reason?: string;
}

/** The probation facts the server wrote into the form (read-only). */
export interface ProbationFacts {
  begin?: string;
  end?: string;
  latest?: string;
}

const str = (form: Record<string, unknown>, key: string) =>
  typeof form[key] === 'string' && form[key] !== '' ? (form[key] as string) : undefined;

const day = (value: string | undefined) => {
  const d = value ? dayjs(value) : null;
  return d?.isValid() ? d : null;
};

export function probationFacts(form: Record<string, unknown>): ProbationFacts {
  return {
    begin: str(form, 'probationPeriodBeginDay'),
    end: str(form, 'probationPeriodEndDay'),
    latest: str(form, 'latestProbationEndDay'),
  };
}

/** 转正日期 when the store HR gives none: the day after the probation ends. */
export function defaultRegularDate(facts: ProbationFacts): string | undefined {
  return facts.end ? addDays(facts.end, 1) : undefined;
}

/** A stored form → the values of the review step. */
export function fromEvaluationForm(form: Record<string, unknown> | undefined): EvaluationValues {
  if (!form) return {};
  const result = str(form, 'evaluationResult') as EvaluationResult | undefined;
  return {
    evaluationResult: result,
    regularDate: day(str(form, 'regularDate')),
    newProbationEndDay: day(str(form, 'newProbationEndDay')),
    reason: str(form, 'reason') ?? '',
  };
}

/**
 * The values → the fields the step sends: the result, its remarks and only the date the result
 * needs (the server drops the other).
 */
export function toEvaluationPatch(values: EvaluationValues): Record<string, unknown> {
  const out: Record<string, unknown> = { reason: values.reason?.trim() ?? '' };
  if (values.evaluationResult) out.evaluationResult = values.evaluationResult;
  if (values.evaluationResult === 'pass' && values.regularDate)
    out.regularDate = values.regularDate.format('YYYY-MM-DD');
  if (values.evaluationResult === 'extend' && values.newProbationEndDay)
    out.newProbationEndDay = values.newProbationEndDay.format('YYYY-MM-DD');
  return out;
}

/** Why a new probation end is refused (the server's rule): not after the current end, or past six months. */
export function newEndProblem(date: string, facts: ProbationFacts): 'newEndNotLater' | 'tooLong' | null {
  if (facts.end && date <= facts.end) return 'newEndNotLater';
  if (facts.latest && date > facts.latest) return 'tooLong';
  return null;
}

/** A 转正日期 before the probation began is refused. */
export function regularDateProblem(date: string, facts: ProbationFacts): 'regularDateTooEarly' | null {
  return facts.begin && date < facts.begin ? 'regularDateTooEarly' : null;
}
