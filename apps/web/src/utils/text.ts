/** Empty stays visibly empty: — instead of a blank cell. */
export function orDash(value: string | number | null | undefined): string {
  return value === null || value === undefined || value === '' ? '—' : String(value);
}
