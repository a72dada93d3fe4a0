import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormInstance } from 'antd';
import type { z } from 'zod';
import { toastError } from '../../feedback';
import { withoutMaskedValues } from '../../utils/masked';
import { type FieldProblem, serverFieldErrors, zodFieldErrors } from './form-errors';

/**
 * Shows each problem under its field and scrolls to the first; a problem about a value the form
 * has no field for (an id, a version) is shown as a message instead.
 */
function showProblems(form: FormInstance, problems: FieldProblem[]): void {
  const onForm = new Set(form.getFieldsError().map((f) => String(f.name[0])));
  const placed = problems.filter((p) => onForm.has(p.name));
  form.setFields(placed);
  if (placed[0]) form.scrollToField(placed[0].name, { block: 'center' });
  const elsewhere = problems.find((p) => !onForm.has(p.name));
  if (elsewhere) toastError(elsewhere.errors[0] ?? '');
}

export interface SaveFormOptions<S extends z.ZodObject, R> {
  form: FormInstance;
  /** The request schema the server validates with: checked here first, field by field. */
  schema: S;
  save: (body: z.output<S>) => Promise<R>;
  /** The queries a save makes stale (`bdKeys.all`: every list and record of the section). */
  invalidates: QueryKey;
  /** After the save and the refresh of those queries: message, navigation. */
  onSaved: (result: R) => void | Promise<void>;
}

/**
 * The save of a record's form: the body is checked with the server's own zod schema (problems
 * land on their fields, nothing is sent), then sent; a refusal lands on the fields it names
 * (`data.fields`), or is shown as a message when it names none. A masked identity number or
 * phone the form was filled with (138****5678) means "unchanged" and is left out of the body.
 */
export function useSaveForm<S extends z.ZodObject, R>({
  form,
  schema,
  save,
  invalidates,
  onSaved,
}: SaveFormOptions<S, R>) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: save,
    onSuccess: async (result) => {
      await queryClient.invalidateQueries({ queryKey: invalidates });
      await onSaved(result);
    },
    onError: (error) => {
      const { fields, message } = serverFieldErrors(error);
      showProblems(form, fields);
      if (message) toastError(message);
    },
  });
  const submit = (body: unknown) => {
    // A refusal shown under a field stays until that field changes; a new attempt starts clean.
    form.setFields(
      form
        .getFieldsError()
        .filter((f) => f.errors.length > 0)
        .map((f) => ({ name: f.name, errors: [] })),
    );
    const parsed = schema.safeParse(withoutMaskedValues(body));
    if (!parsed.success) {
      showProblems(form, zodFieldErrors(parsed.error.issues));
      return;
    }
    mutation.mutate(parsed.data);
  };
  /** For the form's onValuesChange: a changed field drops the refusal shown under it. */
  const onValuesChange = (changed: Record<string, unknown>) =>
    form.setFields(Object.keys(changed).map((name) => ({ name, errors: [] })));
  return { submit, saving: mutation.isPending, onValuesChange };
}
