import { Form, type FormInstance } from 'antd';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { AuditFormProps } from '../types';
import { FormSection } from './FormSection';
import { useStepFormHandle } from './useContractFormHandle';
import './process-form.css';

/**
 * The antd form of an audit step whose handler edits part of the work's form, and the handle that
 * sends only the `editableFields` it sets (useStepFormHandle, against the contract's `schema`).
 */
export function useAuditForm<V>(
  { ref, form: stored, editableFields }: AuditFormProps,
  schema: z.ZodType,
  toInput: (values: V) => Record<string, unknown>,
  adjust?: (patch: Record<string, unknown>) => void,
): FormInstance<V> {
  const [form] = Form.useForm<V>();
  useStepFormHandle(ref, form, { schema, stored, editable: editableFields, toInput, adjust });
  return form;
}

/**
 * The frame of such a step: the work's view form (`view`, without what is edited here), then set
 * apart below it a section (`title`) holding the form of the fields this step edits.
 */
export function AuditFormShell<V extends object>({
  view,
  title,
  form,
  initialValues,
  testId,
  children,
}: {
  view: ReactNode;
  title: ReactNode;
  form: FormInstance<V>;
  initialValues: V;
  /** The form's `data-testid`. */
  testId: string;
  children: ReactNode;
}) {
  return (
    <>
      {view}
      <div className="wf-audit-block">
        <FormSection title={title}>
          <Form<V> form={form} layout="vertical" className="wf-form" initialValues={initialValues} data-testid={testId}>
            {children}
          </Form>
        </FormSection>
      </div>
    </>
  );
}
