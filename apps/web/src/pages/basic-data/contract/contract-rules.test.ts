import { describe, expect, it } from 'vitest';
import { contractRuleField } from './ContractAdd';

describe('contract refusals land on their field', () => {
  it('maps the server rule messages', () => {
    expect(contractRuleField('合同结束日期不能早于开始日期')).toBe('endDate');
    expect(contractRuleField('固定期限合同须填写合同结束日期')).toBe('endDate');
    expect(contractRuleField('与该员工档案中的当前合同（2024-08-05 ~ 2027-08-04）期限重叠')).toBe('beginDate');
    expect(contractRuleField('合同开始日期不能早于员工的入职日期（2015-08-05）')).toBe('beginDate');
    expect(contractRuleField('该员工已有第2份合同，请核对合同次数')).toBe('sequence');
    expect(contractRuleField('员工编号 X 不存在')).toBeNull();
  });
});
