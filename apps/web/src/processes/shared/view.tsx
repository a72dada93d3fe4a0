import { Descriptions, type DescriptionsProps } from 'antd';
import { createContext, isValidElement, type ReactNode, use } from 'react';
import type { WorkDetail } from '../../api/workflow';
import { employeeLabel } from '../../components/EmployeeSearch';
import { SensitiveValue } from '../../components/SensitiveValue';

/** Empty stays visibly empty (—), never a blank cell. */
export function shown(value: unknown): ReactNode {
  if (value === null || value === undefined || value === '') return '—';
  return String(value);
}

export function text(form: Record<string, unknown>, key: string): string | undefined {
  const v = form[key];
  return typeof v === 'string' && v !== '' ? v : typeof v === 'number' ? String(v) : undefined;
}

/** The work's target as name-employeeId (spec §9), from the detail or the form. */
export function targetLabel(detail: WorkDetail, form: Record<string, unknown>): string | undefined {
  if (detail.target) return employeeLabel(detail.target);
  const name = text(form, 'employeeName') ?? text(form, 'name');
  const id = text(form, 'employeeId');
  if (name && id) return employeeLabel({ name, employeeId: id });
  // A work about a store (节日礼品名单) has no person: the store is its target.
  return name ?? id ?? ([text(form, 'shopCode'), text(form, 'shopName')].filter(Boolean).join(' ') || undefined);
}

/**
 * True inside the printable approval form (审批单打印): grids take two columns whatever the window's
 * width (the paper is narrower than the screen it was laid out on) and leave out the fields that
 * have no value, so the paper carries no boxes of dashes.
 */
export const ViewPrintContext = createContext(false);

interface SensitiveFormValueProps {
  detail: Pick<WorkDetail, 'workId'>;
  form: Record<string, unknown>;
  /** The form's key (identityNumber, phone, childIdNumber, salaryAdjustment). */
  field: string;
  label: string;
  onRevealed?: (value: string | null) => void;
  /** How a clear value shows (a salary figure as money; a number in the form is its text). */
  format?: (value: string) => ReactNode;
}

/**
 * A masked value of a work's form (身份证号码, 手机号码, 子女身份证号码, a salary figure's ***): a
 * holder of SensitiveData may reveal it with a reason (subject work, the form's key); printed, the
 * mask only. A figure the step's handler gets in clear is a number: shown with `format`. An empty
 * value is the plain mark, so a printed form leaves the field out.
 */
export function sensitiveShown(props: SensitiveFormValueProps): ReactNode {
  return text(props.form, props.field) ? <SensitiveFormValue {...props} /> : '—';
}

function SensitiveFormValue({ detail, form, field, label, onRevealed, format }: SensitiveFormValueProps) {
  const printing = use(ViewPrintContext);
  return (
    <SensitiveValue
      value={text(form, field)}
      subject="work"
      id={detail.workId}
      field={field}
      label={label}
      plain={printing}
      onRevealed={onRevealed}
      format={format}
      testId={`work-${field}`}
    />
  );
}

/** Shows nothing but the empty mark: —, blank, or plain elements holding only that. */
function isEmptyValue(node: ReactNode): boolean {
  if (node === null || node === undefined || node === false || node === '' || node === '—') return true;
  if (Array.isArray(node)) return node.every(isEmptyValue);
  if (isValidElement<{ children?: ReactNode }>(node) && typeof node.type === 'string') {
    return isEmptyValue(node.props.children);
  }
  return false;
}

/** The read-only grid every view form uses: label | value, 1–3 columns by width. */
export function ViewGrid({ items, testId }: { items: DescriptionsProps['items']; testId?: string }) {
  const printing = use(ViewPrintContext);
  const shownItems = printing ? items?.filter((item) => !isEmptyValue(item.children)) : items;
  if (printing && !shownItems?.length) return null;
  return (
    <Descriptions
      className="wf-view"
      bordered
      size="small"
      column={printing ? 2 : { xs: 1, sm: 1, md: 2, lg: 2, xl: 3, xxl: 3 }}
      items={shownItems}
      data-testid={testId}
    />
  );
}
