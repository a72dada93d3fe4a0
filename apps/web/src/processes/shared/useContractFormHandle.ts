import type { FormInstance } from 'antd';
import { type Ref, useCallback, useImperativeHandle } from 'react';
import type { z } from 'zod';
import type { ProcessFormHandle } from '../types';
import { issuesByField, markServerFields, parseInto } from './zod-form';

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
        try {
          await form.validateFields();
        } catch {
          return null;
        }
        const parsed = parseInto(form, schema, toInput(form.getFieldsValue(true) as V), fields);
        return parsed ? { ...(parsed as Record<string, unknown>) } : null;
      },
      showServerErrors: (refused) => markServerFields(form, refused, fields),
    }),
    [form, schema, toInput, fields],
  );

  const onValuesChange = useCallback(() => {
    const shown = fields.filter((field) => form.getFieldError(field.split('.') as never).length > 0);
    if (shown.length === 0) return;
    const result = schema.safeParse(toInput(form.getFieldsValue(true) as V));
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
