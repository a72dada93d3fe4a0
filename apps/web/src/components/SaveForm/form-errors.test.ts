import {
  ErrorCode,
  ZAddOfficeStaffRequestSchema,
  ZCreateContractRequestSchema,
  ZUpdateStaffRequestSchema,
} from '@hris/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/http';
import { serverFieldErrors } from './form-errors';

const refusal = (msg: string, code: number = ErrorCode.Validation) => new ApiError(msg, 'envelope', code, msg);

describe('server refusals land on the field they are about', () => {
  it('a schema check names the field label before the colon', () => {
    expect(serverFieldErrors(refusal('手机号码：手机号码应为11位数字，以1开头'), ZUpdateStaffRequestSchema)).toEqual({
      fields: [{ name: 'phone', errors: ['手机号码应为11位数字，以1开头'] }],
      message: null,
    });
  });

  it('a business rule that starts with a label goes to that field (the longest label wins)', () => {
    expect(serverFieldErrors(refusal('身份证号码与性别不一致'), ZAddOfficeStaffRequestSchema).fields).toEqual([
      { name: 'identityNumber', errors: ['身份证号码与性别不一致'] },
    ]);
    expect(serverFieldErrors(refusal('登录账号 east_hr 已存在'), ZAddOfficeStaffRequestSchema).fields[0]?.name).toBe(
      'account',
    );
    expect(
      serverFieldErrors(refusal('合同结束日期不能早于开始日期'), ZCreateContractRequestSchema).fields[0]?.name,
    ).toBe('endDate');
  });

  it('other refusals (no permission, a concurrent edit) stay a message', () => {
    expect(
      serverFieldErrors(refusal('您的权限不足以授予角色：系统管理员', 40301), ZAddOfficeStaffRequestSchema),
    ).toEqual({ fields: [], message: '您的权限不足以授予角色：系统管理员' });
    expect(
      serverFieldErrors(refusal('该员工信息已被他人修改，请刷新后重试', 40901), ZUpdateStaffRequestSchema),
    ).toEqual({
      fields: [],
      message: '该员工信息已被他人修改，请刷新后重试',
    });
    expect(serverFieldErrors(new ApiError('canceled', 'canceled', -1), ZUpdateStaffRequestSchema)).toEqual({
      fields: [],
      message: null,
    });
  });
});
