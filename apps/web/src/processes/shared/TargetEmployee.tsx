import { Form, type FormInstance, Input } from 'antd';
import { EmployeeSearch, employeeLabel } from '../../components/EmployeeSearch';

/**
 * The person a process is about, on its start form: searched by name or number on a new start,
 * shown fixed (with why) on a resubmission, where the person cannot be swapped. Writes the form's
 * `employeeId` and `employeeName`.
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
