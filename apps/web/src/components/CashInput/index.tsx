import { Input, type InputProps } from 'antd';

/**
 * Spec §5: a cash field keeps digits and the dot only. A second dot is dropped as well (it can
 * only be a typo in an amount).
 */
export function sanitizeCash(raw: string): string {
  const kept = raw.replace(/[^\d.]/g, '');
  const dot = kept.indexOf('.');
  return dot < 0 ? kept : `${kept.slice(0, dot + 1)}${kept.slice(dot + 1).replace(/\./g, '')}`;
}

export interface CashInputProps extends Omit<InputProps, 'value' | 'onChange'> {
  value?: string;
  onChange?: (value: string) => void;
}

export function CashInput({ value, onChange, ...rest }: CashInputProps) {
  return (
    <Input
      inputMode="decimal"
      autoComplete="off"
      {...rest}
      value={value ?? ''}
      onChange={(event) => onChange?.(sanitizeCash(event.target.value))}
    />
  );
}
