import { ErrorCode } from '@hris/contract';
import { describe, expect, it } from 'vitest';
import { ApiError, fieldsOf, type ServerFieldError } from '../../api/http';
import { serverFieldErrors } from './form-errors';

const refusal = (msg: string, fields: ServerFieldError[] = [], code: number = ErrorCode.Validation) =>
  new ApiError(msg, 'envelope', code, msg, fields);

describe('server refusals land on the fields they name (data.fields)', () => {
  it('a schema check: the field and its message, without the label', () => {
    const fields = [{ field: 'phone', label: '手机号码', message: '手机号码应为11位数字，以1开头' }];
    expect(serverFieldErrors(refusal('手机号码：手机号码应为11位数字，以1开头', fields))).toEqual({
      fields: [{ name: 'phone', errors: ['手机号码应为11位数字，以1开头'] }],
      message: null,
    });
  });

  it('a business rule: its whole sentence goes under the field it names, whatever the sentence says', () => {
    const overlap = '与该员工的第1份合同（2024-03-01 至 2026-02-28）期限重叠';
    expect(
      serverFieldErrors(refusal(overlap, [{ field: 'beginDate', label: '合同开始日期', message: overlap }])),
    ).toEqual({ fields: [{ name: 'beginDate', errors: [overlap] }], message: null });
    const leave = '员工状态为离职时须填写离职日期';
    expect(
      serverFieldErrors(refusal(leave, [{ field: 'leaveDate', label: '离职日期', message: leave }])).fields,
    ).toEqual([{ name: 'leaveDate', errors: [leave] }]);
  });

  it('a nested path goes to its top field; the first message of a field wins; every field is placed', () => {
    const fields = [
      { field: 'roleIds.0', label: '角色', message: '请选择角色' },
      { field: 'roleIds.1', label: '角色', message: '角色重复' },
      { field: 'email', label: '邮箱', message: '邮箱格式不正确' },
    ];
    expect(serverFieldErrors(refusal('角色：请选择角色', fields)).fields).toEqual([
      { name: 'roleIds', errors: ['请选择角色'] },
      { name: 'email', errors: ['邮箱格式不正确'] },
    ]);
  });

  it('the text alone never places a refusal: one that names no field stays a message', () => {
    expect(serverFieldErrors(refusal('身份证号码与性别不一致'))).toEqual({
      fields: [],
      message: '身份证号码与性别不一致',
    });
    expect(serverFieldErrors(refusal('请求内容不正确', [{ field: '', label: '请求', message: '应为对象' }]))).toEqual({
      fields: [],
      message: '请求内容不正确',
    });
  });

  it('other refusals (no permission, a concurrent edit) stay a message, even with fields', () => {
    const fields = [{ field: 'roleIds', label: '角色', message: 'x' }];
    expect(serverFieldErrors(refusal('您的权限不足以授予角色：系统管理员', fields, 40301))).toEqual({
      fields: [],
      message: '您的权限不足以授予角色：系统管理员',
    });
    expect(serverFieldErrors(refusal('该员工信息已被他人修改，请刷新后重试', [], 40901))).toEqual({
      fields: [],
      message: '该员工信息已被他人修改，请刷新后重试',
    });
    expect(serverFieldErrors(new ApiError('canceled', 'canceled', -1))).toEqual({ fields: [], message: null });
  });
});

describe('fieldsOf (envelope data → refused fields)', () => {
  it('keeps well-formed entries only', () => {
    const good = { field: 'endDate', label: '合同结束日期', message: '合同结束日期不能早于开始日期' };
    expect(fieldsOf({ fields: [good, { field: 1 }, null, 'x'] })).toEqual([good]);
    expect(fieldsOf(null)).toEqual([]);
    expect(fieldsOf({ batchId: 3, errors: [] })).toEqual([]);
    expect(fieldsOf({ fields: 'endDate' })).toEqual([]);
  });
});
