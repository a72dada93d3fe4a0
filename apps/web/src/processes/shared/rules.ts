import type { Rule } from 'antd/es/form';
import type { TFunction } from 'i18next';
import { dateValue } from '../../utils/person-rules';

/** A required field whose message names it: 请输入{label} (typed) or 请选择{label} (picked). */
export function requiredRule(t: TFunction, label: string, picked = false): Rule {
  return { required: true, message: t(picked ? 'wf.form.selectRequired' : 'wf.form.inputRequired', { label }) };
}

/**
 * A date inside the window the contract's `problem` checks. A date `kept` from before a rollback
 * is not checked again (the server does the same), only a changed one.
 */
export function dateWindowRule(problem: (date: string) => string | null, kept?: string): Rule {
  return {
    validator: async (_rule, value: unknown) => {
      const date = dateValue(value);
      if (!date || date === kept) return;
      const found = problem(date);
      if (found) throw new Error(found);
    },
  };
}
