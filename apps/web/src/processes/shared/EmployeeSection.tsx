import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Col, Form, type FormInstance, Row } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { getEmployeeForStart } from '../../api/user';
import { FormSection } from './FormSection';
import { TargetEmployee } from './TargetEmployee';
import { useTargetFacts } from './useTargetFacts';
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
  placement,
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
  /**
   * Show the person's store and position beside them; `stored` is the form of a resubmission
   * (undefined on a new start, where they are looked up once the person is picked).
   */
  placement?: { stored: Record<string, unknown> | undefined };
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
        {placement && <EmployeePlacement form={form} stored={placement.stored} testId={testId} />}
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
 * The person's store and position beside them (`<testId>-shop`, `<testId>-position`): on a
 * resubmission those the server wrote on the form at the start; on a new start those of the person
 * just picked, looked up as soon as they are chosen.
 */
function EmployeePlacement({
  form,
  stored,
  testId,
}: {
  form: FormInstance;
  /** The stored form on a resubmission; undefined on a new start. */
  stored: Record<string, unknown> | undefined;
  testId: string;
}) {
  const { t } = useTranslation();
  const kept = (key: string) => (typeof stored?.[key] === 'string' && stored[key] ? (stored[key] as string) : null);
  // A form that did not keep both (health certificates keep no position) asks for the rest.
  const { facts } = useTargetFacts(form, {
    fixed: Boolean(kept('shopName') && kept('positionName')),
    lookUp: 'employee-placement',
    fetch: (employeeId) => getEmployeeForStart(employeeId),
    fromForm: () => null,
    fromInfo: (info) => ({ shopName: info.shopName, positionName: info.positionName }),
  });
  return (
    <>
      <FactCell label={t('wf.form.shop')} value={kept('shopName') ?? facts?.shopName} testId={`${testId}-shop`} />
      <FactCell
        label={t('wf.form.position')}
        value={kept('positionName') ?? facts?.positionName}
        testId={`${testId}-position`}
      />
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
