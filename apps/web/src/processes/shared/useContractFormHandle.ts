import type { FormInstance } from 'antd';
import { type Ref, useImperativeHandle } from 'react';
import type { z } from 'zod';
import type { ProcessFormHandle } from '../types';
import { markServerFields, parseInto } from './zod-form';

/**
 * The handle /process/do calls on a process form: antd rules first, then the contract schema on
 * the values as the server will receive them (`toInput`); server refusals go onto `fields`.
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
}
