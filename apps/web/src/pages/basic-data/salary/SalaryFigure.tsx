import { SensitiveValue } from '../../../components/SensitiveValue';
import { formatFigure, PLAIN_MONEY } from '../../../utils/money';

/** The figures of a salary change the server masks (***). */
export type SalaryFigureField = 'amount' | 'previousAmount' | 'changeAmount';

/**
 * A figure of one salary change (调薪记录's row, a person's salary changes): masked (***, 查看 for a
 * holder of SensitiveData, which reveals it with a reason), or as money once clear.
 */
export function SalaryFigure({
  change,
  field,
  label,
  testId,
}: {
  change: { id: number } & { [K in SalaryFigureField]?: string | null };
  field: SalaryFigureField;
  label: string;
  testId: string;
}) {
  return (
    <SensitiveValue
      value={change[field]}
      subject="salary"
      id={change.id}
      field={field}
      label={label}
      format={(value) => formatFigure(value, PLAIN_MONEY)}
      testId={testId}
    />
  );
}
