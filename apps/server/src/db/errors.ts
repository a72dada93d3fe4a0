/**
 * Whether a failure is PostgreSQL's unique violation (23505), of the named constraint or index
 * when one is given. Drizzle wraps driver errors, so the `cause` chain is read.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let e = error as { code?: unknown; constraint?: unknown; cause?: unknown } | undefined, i = 0; e && i < 5; i++) {
    if (e.code === '23505') return constraint === undefined || e.constraint === constraint;
    e = e.cause as typeof e;
  }
  return false;
}
