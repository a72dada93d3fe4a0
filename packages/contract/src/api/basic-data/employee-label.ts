// Apart from the schemas of common.ts: the web's employee search uses it without zod.

/** How an employee is shown wherever a label is needed (spec §9): name-employeeId. */
export function employeeLabel(name: string, employeeId: string): string {
  return `${name}-${employeeId}`;
}
