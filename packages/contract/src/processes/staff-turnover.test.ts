import { describe, expect, it } from 'vitest';
import { DIMISSION_TYPES, dimissionChoiceIssues, dimissionReasonLabel, dimissionReasons } from './staff-turnover';

const labels = (type: string) => dimissionReasons(type).map((r) => r.label);

describe('resignation types and reasons (spec §9)', () => {
  it('lists the four types in the spec order', () => {
    expect(DIMISSION_TYPES.map((t) => t.label)).toEqual(['辞职', '被动离职', '取消入职', '协商解除']);
  });

  it('gives 辞职 its 19 reasons, verbatim and in order', () => {
    expect(labels('resign')).toEqual([
      '对基本工资不满意',
      '对工作地点不满意',
      '对工作内容不满意',
      '工作压力太大',
      '合同到期员工不续签',
      '对团队氛围不满意',
      '对奖金方案不满意',
      '对销售指标不满意',
      '对直属上级不满意',
      '继续深造',
      '缺乏职业发展',
      '搬迁',
      '健康原因',
      '歧视或不公平对待',
      '家庭原因',
      '个人原因',
      '转为正式员工',
      '退休',
      '其他',
    ]);
    expect(dimissionReasons('resign').map((r) => r.labelEn)).toContain('Dissatisfied with base salary');
  });

  it('gives 被动离职, 取消入职 and 协商解除 theirs', () => {
    expect(labels('passive')).toEqual(['旷工', '试用期考核不合格', '违纪', '其他']);
    expect(labels('cancel')).toEqual(['取消入职']);
    expect(labels('negotiate')).toEqual(['协商一致', '合同到期不续签', '门店关闭', '其他']);
  });

  it('keeps the reason to its type, asks for the text of 其他 and the explanation of never rehire', () => {
    expect(dimissionChoiceIssues({ dimissionType: 'passive', dimissionReason: 'family' })).toEqual([
      { path: 'dimissionReason', message: '请选择离职原因' },
    ]);
    expect(dimissionChoiceIssues({ dimissionType: 'resign', dimissionReason: 'other' }).map((i) => i.path)).toEqual([
      'dimissionResetReason',
    ]);
    expect(
      dimissionChoiceIssues({ dimissionType: 'resign', dimissionReason: 'family', dishonorableDischarge: 1 }).map(
        (i) => i.path,
      ),
    ).toEqual(['dishonorableRemark']);
    expect(dimissionReasonLabel('negotiate', 'other', '门店搬迁')).toBe('其他：门店搬迁');
  });
});
