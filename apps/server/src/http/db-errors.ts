import { ErrorCode, type Message, msg } from '@hris/contract';

/** Socket-level failures reaching PostgreSQL. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
]);
/** node-postgres / pg-pool messages of a lost, refused or unanswered connection. */
const LOST_MESSAGES = [/^Connection terminated/, /^timeout exceeded when trying to connect/, /^Query read timeout$/];
/** SQLSTATE: 57P01 admin shutdown, 57P02 crash shutdown, 57P03 cannot connect now, 53300 too many connections. */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300']);

/**
 * Whether a failure means the database is unreachable or too slow, rather than a bug. Drizzle
 * wraps driver errors, so the whole `cause` chain is read. The transaction of the call has been
 * rolled back (or never started) in every one of these cases.
 */
export function databaseFailure(error: unknown): typeof ErrorCode.Unavailable | typeof ErrorCode.Timeout | null {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (code === '57014') return ErrorCode.Timeout; // statement_timeout
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_STATES.has(code) || code.startsWith('08')))
      return ErrorCode.Unavailable;
    if (LOST_MESSAGES.some((re) => re.test(e.message))) return ErrorCode.Unavailable;
  }
  return null;
}

/**
 * Whether a transaction lost a race with another one and was rolled back by PostgreSQL: a
 * deadlock (40P01) or a serialization failure (40001). Run again, it can succeed.
 */
export function transientConflict(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (code === '40P01' || code === '40001') return true;
  }
  return false;
}

/**
 * SQLSTATE class 22 (data exception: a number out of range, an impossible date, NUL in text …):
 * the request carried a value the database cannot store. Answered as bad input, never as a 500.
 */
export function invalidDataError(error: unknown): Message | null {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return DATA_MESSAGES[code] ?? msg('data.outOfRange');
  }
  return null;
}

const DATA_MESSAGES: Record<string, Message> = {
  '22003': msg('request.numberOutOfRange'),
  '22008': msg('data.dateOutOfRange'),
  '22007': msg('data.dateFormat'),
  '22P02': msg('data.format'),
  '22021': msg('data.invalidCharacters'),
  '22P05': msg('data.invalidCharacters'),
  '22001': msg('data.tooLong'),
};
