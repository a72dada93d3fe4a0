import type { FormInstance } from 'antd';
import { type Ref, useCallback, useImperativeHandle } from 'react';
import type { z } from 'zod';
import { safeParseKeepingMasked, withoutMaskedValues } from '../../utils/masked';
import type { ProcessFormHandle } from '../types';
import { passesRules, revealFirstError, revealPlaced } from './reveal-error';
import { issuesByField, markFields, markServerFields, parseInto } from './zod-form';

/**
 * The handle /process/do calls on a process form: antd rules first, then the contract schema on
 * the values as the server will receive them (`toInput`); server refusals go onto `fields`.
 * Returns `onValuesChange` for the form: a contract message shown on a field is checked again on
 * every change, so a rule across fields (the deduction total) clears as soon as another field
 * fixes it, and no new message appears while the user is still typing.
 */
export function useContractFormHandle<V>(
  ref: Ref<ProcessFormHandle> | undefined,
  form: FormInstance<V>,
  schema: z.ZodType,
  toInput: (values: V) => unknown,
  fields: readonly string[],
) {
  useImperativeHandle(
    ref,
    () => ({
      async collect() {
        if (!(await passesRules(form))) return null;
        const parsed = parseInto(form, schema, toInput(form.getFieldsValue(true) as V), fields);
        if (!parsed) revealFirstError(form);
        // A masked value kept from the stored form is left out: the server keeps its own.
        return parsed ? withoutMaskedValues({ ...(parsed as Record<string, unknown>) }) : null;
      },
      showServerErrors: (refused) => revealPlaced(form, markServerFields(form, refused, fields)),
    }),
    [form, schema, toInput, fields],
  );

  const onValuesChange = useCallback(() => {
    const shown = fields.filter((field) => form.getFieldError(field.split('.') as never).length > 0);
    if (shown.length === 0) return;
    const result = safeParseKeepingMasked(schema, toInput(form.getFieldsValue(true) as V));
    const issues = result.success ? [] : issuesByField(result.error);
    form.setFields(
      shown.map((field) => {
        const issue = issues.find((i) => i.field === field);
        return { name: field.split('.') as never, errors: issue ? [issue.message] : [] };
      }),
    );
  }, [form, schema, toInput, fields]);
  return { onValuesChange };
}

/**
 * The handle of an audit step whose handler edits part of the form: antd rules first, then only
 * the `editable` fields the handler set (`toInput`; undefined keeps the stored value) are sent,
 * once the whole form with them parses as the server will parse it (the parsed values are sent).
 * `adjust` may add to the patch (a value to clear). Errors of editable fields are marked on the form.
 */
export function useStepFormHandle<V>(
  ref: Ref<ProcessFormHandle> | undefined,
  form: FormInstance<V>,
  options: {
    schema: z.ZodType;
    stored: Record<string, unknown>;
    editable: readonly string[];
    toInput: (values: V) => Record<string, unknown>;
    adjust?: (patch: Record<string, unknown>) => void;
  },
) {
  const { schema, stored, editable, toInput, adjust } = options;
  useImperativeHandle(
    ref,
    () => ({
      async collect() {
        if (!(await passesRules(form))) return null;
        const input = toInput(form.getFieldsValue(true) as V);
        const patch: Record<string, unknown> = {};
        for (const field of editable) if (input[field] !== undefined) patch[field] = input[field];
        adjust?.(patch);
        // The stored form comes masked (identity numbers, phones): those values are not the step's.
        const result = safeParseKeepingMasked(schema, { ...stored, ...patch });
        if (!result.success) {
          const issues = issuesByField(result.error).filter((i) => editable.includes(i.field));
          if (issues.length > 0) {
            markFields(form, issues);
            revealFirstError(form);
            return null;
          }
          return patch;
        }
        for (const field of Object.keys(patch)) patch[field] = (result.data as Record<string, unknown>)[field];
        return patch;
      },
      showServerErrors: (fields) => revealPlaced(form, markServerFields(form, fields, editable)),
    }),
    [form, schema, stored, editable, toInput, adjust],
  );
}
