// Apart from the form schema of staff-turnover.ts: the web's task lists read these labels without zod.

interface Choice {
  value: string;
  label: string;
  labelEn: string;
}

const choice = (value: string, label: string, labelEn: string): Choice => ({ value, label, labelEn });

/** 离职类型 and, per type, its 离职原因 (spec §9), in the order the form lists them. */
export const DIMISSION_TYPES = [
  {
    ...choice('resign', '辞职', 'Resignation'),
    reasons: [
      choice('salary', '对基本工资不满意', 'Dissatisfied with base salary'),
      choice('location', '对工作地点不满意', 'Work location'),
      choice('content', '对工作内容不满意', 'Work content'),
      choice('pressure', '工作压力太大', 'Pressure too high'),
      choice('notRenewedByEmployee', '合同到期员工不续签', 'Contract expiry not renewed by employee'),
      choice('atmosphere', '对团队氛围不满意', 'Team atmosphere'),
      choice('bonus', '对奖金方案不满意', 'Bonus plan'),
      choice('salesTarget', '对销售指标不满意', 'Sales target'),
      choice('manager', '对直属上级不满意', 'Direct manager'),
      choice('study', '继续深造', 'Further study'),
      choice('career', '缺乏职业发展', 'Lack of career development'),
      choice('relocation', '搬迁', 'Relocation'),
      choice('health', '健康原因', 'Health'),
      choice('unfair', '歧视或不公平对待', 'Discrimination or unfair treatment'),
      choice('family', '家庭原因', 'Family'),
      choice('personal', '个人原因', 'Personal'),
      choice('regular', '转为正式员工', 'Converted to regular'),
      choice('retirement', '退休', 'Retirement'),
      choice('other', '其他', 'Other'),
    ],
  },
  {
    ...choice('passive', '被动离职', 'Involuntary'),
    reasons: [
      choice('absenteeism', '旷工', 'Absenteeism'),
      choice('probationFailed', '试用期考核不合格', 'Failed probation evaluation'),
      choice('violation', '违纪', 'Disciplinary violation'),
      choice('other', '其他', 'Other'),
    ],
  },
  {
    ...choice('cancel', '取消入职', 'Cancel onboarding'),
    reasons: [choice('cancel', '取消入职', 'Cancel onboarding')],
  },
  {
    ...choice('negotiate', '协商解除', 'Mutual agreement termination'),
    reasons: [
      choice('agreement', '协商一致', 'Mutual agreement'),
      choice('notRenewed', '合同到期不续签', 'Contract expiry not renewed'),
      choice('storeClosure', '门店关闭', 'Store closure'),
      choice('other', '其他', 'Other'),
    ],
  },
] as const;

export type DimissionType = (typeof DIMISSION_TYPES)[number]['value'];
export const DIMISSION_TYPE_VALUES = DIMISSION_TYPES.map((t) => t.value) as [DimissionType, ...DimissionType[]];

/** The reasons of one type (none for an unknown type). */
export function dimissionReasons(type: string | undefined): readonly Choice[] {
  return DIMISSION_TYPES.find((t) => t.value === type)?.reasons ?? [];
}

/** 离职类型 as shown ('' when unknown). */
export function dimissionTypeLabel(type: string | undefined): string {
  return DIMISSION_TYPES.find((t) => t.value === type)?.label ?? '';
}

/** 离职原因 as shown: the reason's label, or the free text of 其他 after it ('其他：…'). */
export function dimissionReasonLabel(type: string | undefined, reason: string | undefined, resetReason?: string) {
  const label = dimissionReasons(type).find((r) => r.value === reason)?.label ?? '';
  return reason === 'other' && resetReason ? `${label}：${resetReason}` : label;
}
