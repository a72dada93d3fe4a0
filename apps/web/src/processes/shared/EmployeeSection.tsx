import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Col, Form, type FormInstance, Row } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormSection } from './FormSection';
import { TargetEmployee } from './TargetEmployee';
import { shown } from './view';

/**
 * The section of a start form that names the employee: the person in the first half of a row,
 * `beside` filling the rest of it, `children` below. Its texts are the process's own
 * (`employee`, `employeeHint`, `employeeRequired`, `employeeLocked`).
 */
export function EmployeeSection({
  ns,
  title,
  form,
  fixed,
  testId,
  lockedHint = true,
  beside,
  children,
}: {
  /** The process's translation namespace. */
  ns: string;
  title: ReactNode;
  form: FormInstance;
  fixed: { employeeId?: string; employeeName?: string } | null;
  /** `<testId>-employee-fixed` marks the fixed person. */
  testId: string;
  /** Say on a resubmission why the person cannot be swapped. */
  lockedHint?: boolean;
  /** Columns beside the person, in the same row. */
  beside?: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation(ns);
  return (
    <FormSection title={title}>
      <Row gutter={24}>
        <Col xs={24} md={12}>
          <TargetEmployee
            form={form}
            fixed={fixed}
            label={t('employee')}
            hint={t('employeeHint')}
            requiredMessage={t('employeeRequired')}
            lockedHint={lockedHint ? t('employeeLocked') : undefined}
            testId={testId}
          />
        </Col>
        {beside}
      </Row>
      {children}
    </FormSection>
  );
}

/** A quarter-row, read-only fact about the person beside them (their store, position …). */
export function FactCell({ label, value, testId }: { label: string; value: unknown; testId: string }) {
  return (
    <Col xs={12} md={6}>
      <Form.Item label={label}>
        <div className="wf-fixed-value" data-testid={testId}>
          {shown(value)}
        </div>
      </Form.Item>
    </Col>
  );
}

/**
 * On a resubmission, the store and position the server wrote on the form at the start, beside the
 * fixed person (`<testId>-shop`, `<testId>-position`); nothing on a new start.
 */
export function StoredPlacement({
  form,
  labels,
  testId,
}: {
  form: Record<string, unknown> | undefined;
  labels: { shop: string; position: string };
  testId: string;
}) {
  if (!form) return null;
  return (
    <>
      <FactCell label={labels.shop} value={form.shopName} testId={`${testId}-shop`} />
      <FactCell label={labels.position} value={form.positionName} testId={`${testId}-position`} />
    </>
  );
}

/**
 * What went wrong looking the person up, or the same process already running for them
 * (`<testId>-info-error`, `<testId>-running`). Nothing on a resubmission, where nothing is looked up.
 */
export function LookUpAlerts({
  ns,
  info,
  fixed,
  className,
  testId,
}: {
  ns: string;
  info: UseQueryResult<{ runningFlowNo?: string | null } | null | undefined>;
  fixed: boolean;
  className: string;
  testId: string;
}) {
  const { t } = useTranslation(ns);
  if (fixed) return null;
  return (
    <>
      {info.isError && (
        <Alert
          type="error"
          showIcon
          className={className}
          title={info.error.message}
          data-testid={`${testId}-info-error`}
        />
      )}
      {info.data?.runningFlowNo && (
        <Alert
          type="warning"
          showIcon
          className={className}
          title={t('alreadyRunning', { flowNo: info.data.runningFlowNo })}
          data-testid={`${testId}-running`}
        />
      )}
    </>
  );
}
