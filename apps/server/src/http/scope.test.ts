import { msg, ZCreateContractRequestSchema } from '@hris/contract';
import { describe, expect, it } from 'vitest';
import type { AuthContext } from './auth-context';
import { AppError, fieldRefusals } from './errors';
import { requireInScope } from './scope';

const store = { scopeKind: 'store', orgPath: '/1/2/3/', employeeRef: 7 } as AuthContext;
const self = { scopeKind: 'self', orgPath: '/1/2/3/', employeeRef: 7 } as AuthContext;

function refusal(run: () => unknown): { code: number; message: string } | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return { code: error.code, message: error.message };
    throw error;
  }
  return undefined;
}

describe('[HTTP][SCOPE] requireInScope', () => {
  it('answers the row inside the scope, 40401 naming it when there is none, 40303 outside', () => {
    const row = { orgPath: '/1/2/3/', employeeRef: 9 };
    expect(requireInScope(store, msg('noun.contract'), row, (r) => r)).toBe(row);
    expect(refusal(() => requireInScope(store, msg('noun.contract'), undefined, (r: typeof row) => r))).toEqual({
      code: 40401,
      message: '合同不存在',
    });
    expect(
      refusal(() => requireInScope(store, msg('noun.contract'), { orgPath: '/1/4/5/', employeeRef: 9 }, (r) => r)),
    ).toEqual({
      code: 40303,
      message: '没有该数据的访问权限',
    });
  });

  it('checks self scope by the employee, and company-wide rows (no place) not at all', () => {
    expect(
      refusal(() =>
        requireInScope(self, msg('noun.employee'), { orgPath: '/1/2/3/', id: 8 }, (r) => ({
          orgPath: r.orgPath,
          employeeRef: r.id,
        })),
      ),
    ).toMatchObject({ code: 40303 });
    expect(
      requireInScope(self, msg('noun.employee'), { orgPath: '/1/2/3/', id: 7 }, (r) => ({
        orgPath: r.orgPath,
        employeeRef: r.id,
      })),
    ).toBeTruthy();
    expect(requireInScope(self, msg('noun.position'), { id: 1 })).toEqual({ id: 1 });
  });
});

describe('[HTTP][ERRORS] fieldRefusals', () => {
  it('keeps the sentence as msg and names the field with the label of the request schema', () => {
    const error = fieldRefusals(ZCreateContractRequestSchema)('endDate', msg('contract.endBeforeStart'));
    expect(error).toMatchObject({
      code: 40001,
      message: '合同结束日期不能早于开始日期',
      details: { fields: [{ field: 'endDate', label: '合同结束日期', message: '合同结束日期不能早于开始日期' }] },
    });
  });
});
