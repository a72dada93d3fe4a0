import { type QueryKey, useQuery } from '@tanstack/react-query';
import { type ButtonProps, Card, Form, type FormInstance, type FormProps, Modal, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { toastSuccess } from '../../feedback';
import { FormActions } from '../FormFields';
import { type SaveFormOptions, useSaveForm } from './useSaveForm';

/**
 * The record a create/edit page opened with `?id=` edits (undefined on a new one), `loading`
 * until it has come.
 */
export function useRecordToEdit<T>(queryKey: (id: number) => QueryKey, fetch: (id: number) => Promise<T>) {
  const [search] = useSearchParams();
  const id = search.get('id') ? Number(search.get('id')) : undefined;
  const query = useQuery({ queryKey: queryKey(id ?? 0), queryFn: () => fetch(id as number), enabled: Boolean(id) });
  return { id, record: query.data, loading: Boolean(id) && query.isPending };
}

/** What a form that saves one record is told; the props it does not name go to antd's `Form`. */
interface SavedFormProps<S extends z.ZodObject, R, V>
  extends Omit<FormProps<V>, 'form' | 'title' | 'onFinish' | 'onValuesChange' | 'children'> {
  /** The page's form when it needs it (a watched field, a reset); one of its own otherwise. */
  form?: FormInstance<V>;
  title: ReactNode;
  /** The request a save sends: its schema (checked first), the call, the queries it makes stale. */
  request: Pick<SaveFormOptions<S, R>, 'schema' | 'save' | 'invalidates'>;
  /** Form values → the request's body. */
  toBody: (values: V) => unknown;
  /** The message of a save; by default 保存成功. */
  saved?: string;
  /** What a save does instead of showing `saved` (a message that depends on the answer, a reset). */
  onSaved?: (result: R) => void;
  /** What a change does besides clearing the refusal shown under the field. */
  onValuesChange?: (changed: Partial<V>) => void;
  children: ReactNode;
}

/**
 * The save of a record's form (useSaveForm): its message, then `then`. Returns the props of the
 * antd form that sends it, with those the page gave.
 */
function useSavedForm<S extends z.ZodObject, R, V>(props: SavedFormProps<S, R, V>, then: (result: R) => void) {
  const { form: pageForm, title, request, toBody, saved, onSaved, onValuesChange, children, ...rest } = props;
  const { t } = useTranslation();
  const [ownForm] = Form.useForm<V>();
  const form = pageForm ?? ownForm;
  const save = useSaveForm({
    form,
    ...request,
    onSaved: (result) => {
      if (onSaved) onSaved(result);
      else toastSuccess(saved ?? t('common.saved'));
      then(result);
    },
  });
  const formProps: FormProps<V> = {
    ...rest,
    form,
    layout: 'vertical',
    onValuesChange: (changed: Partial<V>) => {
      save.onValuesChange(changed);
      onValuesChange?.(changed);
    },
    onFinish: (values) => save.submit(toBody(values)),
  };
  return { form, title, children, saving: save.saving, formProps };
}

export interface RecordFormProps<S extends z.ZodObject, R, V> extends SavedFormProps<S, R, V> {
  /** The card's `data-testid`. */
  testId?: string;
  /** Where 取消 leads. */
  back: string;
  /** Where a save leads (undefined: the page stays); by default `back`. */
  next?: (result: R) => string | undefined;
  /** The record is still loading: a skeleton instead of the form. */
  loading?: boolean;
  /** The card's width at most (px). */
  maxWidth?: number;
  /** Above the form, inside the card. */
  note?: ReactNode;
  /** 保存 (`saveTestId`; none without `canSave`), 取消 (`cancelText`), then `extra`. */
  actions?: { saveTestId?: string; cancelText?: string; canSave?: boolean; extra?: ReactNode };
}

/**
 * The create/edit page of a record: its form in a card, 保存 and 取消 under the fields. 保存 checks
 * the body with the request's schema and sends it (useSaveForm); 取消 goes `back`.
 */
export function RecordForm<S extends z.ZodObject, R, V = Record<string, unknown>>({
  testId,
  back,
  next,
  loading,
  maxWidth,
  note,
  actions = {},
  ...props
}: RecordFormProps<S, R, V>) {
  const navigate = useNavigate();
  const { title, children, saving, formProps } = useSavedForm(props, (result) => {
    const to = next ? next(result) : back;
    if (to) navigate(to);
  });
  if (loading) return <Skeleton active />;
  return (
    <Card variant="borderless" title={title} data-testid={testId} style={maxWidth ? { maxWidth } : undefined}>
      {note}
      <Form<V> {...formProps}>
        {children}
        <FormActions
          saving={saving}
          onCancel={() => navigate(back)}
          saveTestId={actions.saveTestId}
          cancelText={actions.cancelText}
          canSave={actions.canSave}
        >
          {actions.extra}
        </FormActions>
      </Form>
    </Card>
  );
}

export interface RecordDialogProps<S extends z.ZodObject, R, V> extends SavedFormProps<S, R, V> {
  /** Closes the dialog: its Cancel, and a save once it is shown. */
  onClose: () => void;
  okText?: string;
  cancelText?: string;
  /** The OK button's `data-testid`. */
  okTestId?: string;
}

/** A record saved from a dialog: its form, OK (the save, which closes it) and Cancel. */
export function RecordDialog<S extends z.ZodObject, R, V = Record<string, unknown>>({
  onClose,
  okText,
  cancelText,
  okTestId,
  ...props
}: RecordDialogProps<S, R, V>) {
  const { form, title, children, saving, formProps } = useSavedForm(props, onClose);
  return (
    <Modal
      open
      title={title}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={okText}
      cancelText={cancelText}
      confirmLoading={saving}
      okButtonProps={{ 'data-testid': okTestId } as ButtonProps}
      destroyOnHidden
    >
      <Form<V> {...formProps}>{children}</Form>
    </Modal>
  );
}
