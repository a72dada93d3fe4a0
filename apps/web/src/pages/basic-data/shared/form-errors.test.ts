import {
  ErrorCode,
  ZAddOfficeStaffRequestSchema,
  ZCreateContractRequestSchema,
  ZUpdateStaffRequestSchema,
} from '@hris/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/http';
import { contractRuleField } from '../contract/ContractAdd';
import { addOfficeRuleField } from '../staff/AddOffice';
import { staffRuleField } from '../staff/StaffEdit';
import { threePeriodsRuleField } from '../three-periods/ThreePeriodsEdit';
import { violationRuleField } from '../violation/ViolationDetail';
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

  it("a page's rule mapping places sentences that name no label first", () => {
    const overlap = '与该员工的第1份合同（2024-03-01 至 2026-02-28）期限重叠';
    expect(serverFieldErrors(refusal(overlap), ZCreateContractRequestSchema, contractRuleField).fields).toEqual([
      { name: 'beginDate', errors: [overlap] },
    ]);
    expect(contractRuleField('与该员工档案中的当前合同（2024-08-05 ~ 2027-08-04）期限重叠')).toBe('beginDate');
    expect(contractRuleField('合同开始日期不能早于员工的入职日期（2015-08-05）')).toBe('beginDate');
    expect(contractRuleField('固定期限合同须填写合同结束日期')).toBe('endDate');
    expect(contractRuleField('该员工已有第2份合同，请核对合同次数')).toBe('sequence');
    expect(contractRuleField('员工编号 X 不存在')).toBeNull();
    expect(
      serverFieldErrors(refusal('员工状态为离职时须填写离职日期'), ZUpdateStaffRequestSchema, staffRuleField).fields[0]
        ?.name,
    ).toBe('leaveDate');
    expect(addOfficeRuleField('办公室员工须属于总部部门或区域，不能属于门店')).toBe('orgUnitId');
    expect(addOfficeRuleField('该身份证号码对应的员工 张三-E1 曾被辞退且不予录用')).toBe('identityNumber');
    expect(threePeriodsRuleField('三期仅适用于女性员工，李四-E2 为男性员工')).toBe('employeeId');
    expect(threePeriodsRuleField('产期须填写婴儿出生日期')).toBe('childBirthDate');
    expect(threePeriodsRuleField('孕期结束日期不能早于开始日期')).toBe('endDate');
    expect(threePeriodsRuleField('与该员工已登记的孕期（2026-01-01 至 2026-09-30）时间重叠')).toBe('beginDate');
    expect(violationRuleField('违纪日期不能晚于今天')).toBe('violationDate');
    expect(violationRuleField('附件已属于其他违纪记录，请重新上传')).toBe('attachments');
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
