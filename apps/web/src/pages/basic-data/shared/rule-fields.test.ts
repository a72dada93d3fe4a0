import { ErrorCode, ZCreateContractRequestSchema, ZUpdateStaffRequestSchema } from '@hris/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/http';
import { serverFieldErrors } from '../../../components/SaveForm';
import { contractRuleField } from '../contract/ContractAdd';
import { addOfficeRuleField } from '../staff/AddOffice';
import { staffRuleField } from '../staff/StaffEdit';
import { threePeriodsRuleField } from '../three-periods/ThreePeriodsEdit';
import { violationRuleField } from '../violation/ViolationDetail';

const refusal = (msg: string, code: number = ErrorCode.Validation) => new ApiError(msg, 'envelope', code, msg);

describe('basic-data refusals land on the field they are about', () => {
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
});
