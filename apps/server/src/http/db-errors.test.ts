import { ErrorCode } from '@hris/contract';
import { describe, expect, it } from 'vitest';
import { databaseFailure } from './db-errors';

function withCode(message: string, code?: string) {
  return Object.assign(new Error(message), code ? { code } : {});
}

describe('[SERVER][ERRORS] database failures', () => {
  it('recognises an unreachable database through the wrapping error', () => {
    const wrapped = new Error('Failed query: select 1', { cause: withCode('connect ECONNREFUSED', 'ECONNREFUSED') });
    expect(databaseFailure(wrapped)).toBe(ErrorCode.Unavailable);
    expect(databaseFailure(new Error('x', { cause: new Error('Query read timeout') }))).toBe(ErrorCode.Unavailable);
    expect(databaseFailure(new Error('timeout exceeded when trying to connect'))).toBe(ErrorCode.Unavailable);
    expect(databaseFailure(withCode('terminating connection due to administrator command', '57P01'))).toBe(
      ErrorCode.Unavailable,
    );
    expect(databaseFailure(withCode('connection failure', '08006'))).toBe(ErrorCode.Unavailable);
  });

  it('tells a statement timeout apart, and leaves other errors to the 500 path', () => {
    expect(
      databaseFailure(new Error('q', { cause: withCode('canceling statement due to statement timeout', '57014') })),
    ).toBe(ErrorCode.Timeout);
    expect(databaseFailure(withCode('duplicate key value violates unique constraint', '23505'))).toBeNull();
    expect(databaseFailure(new TypeError('x is undefined'))).toBeNull();
    expect(databaseFailure('not an error')).toBeNull();
  });
});
