import { useQuery } from '@tanstack/react-query';
import { Form, type FormInstance, Input } from 'antd';
import { useEffect, useMemo } from 'react';
import { searchEmployee } from '../../api/user';
import { EmployeeSearch, employeeLabel } from '../../components/EmployeeSearch';
import { useStartPreset } from './start-preset';

/**
 * The person a process is about, on its start form: searched by name or number on a new start,
 * shown fixed (with why) on a resubmission, where the person cannot be swapped. Writes the form's
 * `employeeId` and `employeeName`. A start page opened with `?employeeId=` (a staff record's
 * process links) preselects that person when the caller's search finds them.
 */
export function TargetEmployee({
  form,
  fixed,
  label,
  hint,
  requiredMessage,
  lockedHint,
  testId,
}: {
  form: FormInstance;
  /** The stored person when the starter revises the work; null on a new start. */
  fixed: { employeeId?: string; employeeName?: string } | null;
  label: string;
  hint: string;
  requiredMessage: string;
  lockedHint?: string;
  /** `<testId>-employee-fixed` marks the fixed value. */
  testId: string;
}) {
  const { employeeId: preset, flowId } = useStartPreset();
  const wanted = fixed?.employeeId ? undefined : preset;
  const found = useQuery({
    queryKey: ['task', 'options', 'employee-preset', wanted],
    queryFn: () => searchEmployee(wanted as string, 5, flowId),
    enabled: Boolean(wanted),
  });
  const match = found.data?.find((e) => e.employeeId === wanted);
  const presetOptions = useMemo(() => (match ? [match] : undefined), [match]);
  useEffect(() => {
    // Someone the process cannot be started for is offered (with why), not chosen.
    if (match && !match.blocked && !form.getFieldValue('employeeId')) {
      form.setFieldsValue({ employeeId: match.employeeId, employeeName: match.name });
    }
  }, [match, form]);

  return (
    <>
      {fixed?.employeeId ? (
        <>
          <Form.Item label={label} required extra={lockedHint}>
            <div className="wf-fixed-value" data-testid={`${testId}-employee-fixed`}>
              {employeeLabel({ name: fixed.employeeName ?? '', employeeId: fixed.employeeId })}
            </div>
          </Form.Item>
          <Form.Item name="employeeId" hidden>
            <Input />
          </Form.Item>
        </>
      ) : (
        <Form.Item label={label} name="employeeId" rules={[{ required: true, message: requiredMessage }]} extra={hint}>
          <EmployeeSearch
            initialOptions={presetOptions}
            search={(keyword) => searchEmployee(keyword, 20, flowId)}
            onChange={(employeeId, employee) =>
              form.setFieldsValue({ employeeId, employeeName: employee?.name ?? undefined })
            }
          />
        </Form.Item>
      )}
      <Form.Item name="employeeName" hidden>
        <Input />
      </Form.Item>
    </>
  );
}
