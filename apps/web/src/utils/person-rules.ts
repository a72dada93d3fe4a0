import {
  DATE_FORMAT,
  employmentDateProblem,
  identityGenderProblem,
  identityNumberProblem,
  isMaskedValue,
} from '@hris/contract';
import type { FormInstance } from 'antd';
import type { Rule } from 'antd/es/form';
import dayjs from 'dayjs';

/**
 * antd rules of a person's identity on a form, built on the contract's rules, so a field shows
 * the server's message as soon as it changes. Empty values are left to the `required` rule.
 */

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/** A date field's value (Dayjs or YYYY-MM-DD) as YYYY-MM-DD. */
export function dateValue(value: unknown): string | undefined {
  if (dayjs.isDayjs(value)) return value.isValid() ? value.format(DATE_FORMAT) : undefined;
  return typeof value === 'string' && value ? value : undefined;
}

/**
 * The identity-number rule (length, province, birth date, check digit, 16 today). A masked number
 * (3101**********1234, the stored one unchanged) passes.
 */
export const identityNumberRule: Rule = {
  validator: async (_rule, value: unknown) => {
    if (isEmpty(value) || isMaskedValue(value)) return;
    const problem = identityNumberProblem(String(value));
    if (problem) throw new Error(problem);
  },
};

/** The gender field against the gender the identity number encodes. */
export function genderRule(identityField = 'identityNumber'): Rule {
  return ({ getFieldValue }) => ({
    validator: async (_rule, value: unknown) => {
      if (isEmpty(value)) return;
      const problem = identityGenderProblem(getFieldValue(identityField), value);
      if (problem) throw new Error(problem);
    },
  });
}

/** A first day of work (named `label`) not before the 16th birthday of the identity number's holder. */
export function employmentDateRule(label: string, identityField = 'identityNumber'): Rule {
  return ({ getFieldValue }) => ({
    validator: async (_rule, value: unknown) => {
      const problem = employmentDateProblem(getFieldValue(identityField), dateValue(value), label);
      if (problem) throw new Error(problem);
    },
  });
}

/**
 * For a form's onValuesChange: when the identity number changes, the fields checked against it
 * (the gender, a first day) are checked again, those that hold a value (an empty one is left
 * alone until it is filled or the form is submitted).
 */
export function recheckAgainstIdentity(
  form: FormInstance,
  changed: Record<string, unknown>,
  fields: readonly string[],
  identityField = 'identityNumber',
) {
  if (!(identityField in changed)) return;
  const filled = fields.filter((f) => !isEmpty(form.getFieldValue(f)));
  if (filled.length > 0) form.validateFields(filled).catch(() => {});
}
