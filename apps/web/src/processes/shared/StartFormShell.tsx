import { Form, type FormInstance } from 'antd';
import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { StartFormProps } from '../types';
import { EmployeeSection } from './EmployeeSection';
import { useContractFormHandle } from './useContractFormHandle';
import './process-form.css';

/** A start form's values both ways (a process's `fields.ts`). */
export interface StartFormConversion<V> {
  /** Form values → the contract's input, as the server will receive it. */
  toInput: (values: V) => unknown;
  /** A stored form → form values. */
  fromForm: (form: Record<string, unknown> | undefined) => V;
}

export interface StartFormState<V> {
  form: FormInstance<V>;
  /** The stored form on a resubmission. */
  initial: Record<string, unknown> | undefined;
  /** The stored form's values (empty on a new start): the form's initial values. */
  values: V;
  /** The stored values on a resubmission, where the person cannot be swapped; null on a new start. */
  fixed: V | null;
  /** Checks the contract messages shown again (useContractFormHandle). */
  onValuesChange: () => void;
  /** A text the stored form kept, on a resubmission (a date kept is not checked again). */
  kept: (key: string) => string | undefined;
}

/**
 * A process's start form: the antd form, filled from the stored form when the starter revises
 * the work, and the handle /process/do calls, checked against the contract's `schema` (its
 * messages placed on `fields`, listed in the order errors are looked for).
 */
export function useStartForm<V>(
  { ref, initial, resubmit }: StartFormProps,
  schema: z.ZodType,
  fields: readonly string[],
  { toInput, fromForm }: StartFormConversion<V>,
): StartFormState<V> {
  const [form] = Form.useForm<V>();
  const values = fromForm(initial);
  const { onValuesChange } = useContractFormHandle(ref, form, schema, toInput, fields);
  const kept = (key: string) => (resubmit && typeof initial?.[key] === 'string' ? initial[key] : undefined);
  return { form, initial, values, fixed: resubmit ? values : null, onValuesChange, kept };
}

type EmployeeSectionProps = ComponentProps<typeof EmployeeSection>;

/** The employee section; its texts are those of the process's namespace `ns`. */
interface StartEmployee extends Omit<EmployeeSectionProps, 'title' | 'form' | 'fixed' | 'testId' | 'placement'> {
  /** By default the process's `sectionEmployee`. */
  title?: ReactNode;
  /** By default the form's `testId`. */
  testId?: string;
  /** Show the person's store and position beside them. */
  placement?: boolean;
}

/**
 * The frame of every start form: a vertical `wf-form` (`<testId>-form`), the employee section
 * first for a process about one person, then the process's own sections.
 */
export function StartFormShell<V extends object>({
  start,
  testId,
  employee,
  initialValues = start.values,
  onValuesChange,
  children,
}: {
  start: StartFormState<V>;
  testId: string;
  employee?: StartEmployee;
  /** Initial values other than the stored form's. */
  initialValues?: V;
  /** What a change does in this form, before the contract messages are checked again. */
  onValuesChange?: (changed: Partial<V>) => void;
  children: ReactNode;
}) {
  return (
    <Form<V>
      form={start.form}
      layout="vertical"
      className="wf-form"
      initialValues={initialValues}
      onValuesChange={(changed: Partial<V>) => {
        onValuesChange?.(changed);
        start.onValuesChange();
      }}
      requiredMark
      data-testid={`${testId}-form`}
    >
      {employee && <StartEmployeeSection start={start} {...employee} testId={employee.testId ?? testId} />}
      {children}
    </Form>
  );
}

function StartEmployeeSection<V>({
  start,
  title,
  testId,
  placement,
  ...section
}: StartEmployee & { start: StartFormState<V>; testId: string }) {
  const { t } = useTranslation(section.ns);
  const { form, fixed, initial } = start;
  return (
    <EmployeeSection
      {...section}
      title={title ?? t('sectionEmployee')}
      form={form}
      fixed={fixed as EmployeeSectionProps['fixed']}
      testId={testId}
      // On a resubmission the store and position the server wrote on the form at the start.
      placement={placement ? { stored: fixed ? initial : undefined } : undefined}
    />
  );
}
