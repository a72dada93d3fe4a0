import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { Form, type FormInstance } from 'antd';

/**
 * What a start form knows about the employee picked on it. On a new start it is looked up once a
 * person is chosen (query key `['task', 'options', lookUp, employeeId]`); on a resubmission the
 * stored form already holds what the server read at the start, so nothing is fetched.
 */
export function useTargetFacts<TInfo, TFacts>(
  form: FormInstance,
  {
    fixed,
    lookUp,
    fetch,
    fromForm,
    fromInfo,
  }: {
    /** The work is revised after a rollback: the person cannot change. */
    fixed: boolean;
    lookUp: string;
    fetch: (employeeId: string) => Promise<TInfo>;
    fromForm: () => TFacts;
    fromInfo: (info: NonNullable<TInfo>) => TFacts;
  },
): { employeeId: string | undefined; info: UseQueryResult<TInfo>; facts: TFacts | null } {
  const employeeId: string | undefined = Form.useWatch('employeeId', form);
  const info = useQuery({
    queryKey: ['task', 'options', lookUp, employeeId],
    queryFn: () => fetch(employeeId as string),
    enabled: !fixed && Boolean(employeeId),
  });
  const facts = fixed ? fromForm() : employeeId && info.data ? fromInfo(info.data) : null;
  return { employeeId, info, facts };
}
