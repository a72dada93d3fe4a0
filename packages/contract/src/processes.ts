/**
 * The 17 processes of spec §4, as data: flow id, form names and step ids.
 * `built` marks the processes whose definition exists on the server; the rest are listed so
 * menus, task filters and statistics can name them before they land.
 */
export interface ProcessInfo {
  flowId: number;
  key: string;
  name: string;
  nameEn: string;
  category: 'hr' | 'benefit' | 'other';
  startForm?: string;
  viewForm?: string;
  steps: readonly number[];
  built: boolean;
}

export const PROCESSES: readonly ProcessInfo[] = [
  {
    flowId: 12,
    key: 'staffEntry',
    name: '员工入职',
    nameEn: 'Employee onboarding',
    category: 'hr',
    startForm: 'staff_entry_post',
    viewForm: 'staff_entry_view',
    steps: [1201, 1202, 1203, 1204],
    built: true,
  },
  {
    flowId: 13,
    key: 'evaluation',
    name: '试用期评估',
    nameEn: 'Probation evaluation',
    category: 'hr',
    viewForm: 'evaluation_view',
    steps: [1302, 1303, 1306],
    built: false,
  },
  {
    flowId: 18,
    key: 'changeOfPersonnel',
    name: '人事异动（调店）',
    nameEn: 'Personnel change: store transfer',
    category: 'hr',
    startForm: 'change_of_personnel_post',
    steps: [1801, 1802, 1803, 1804],
    built: false,
  },
  {
    flowId: 32,
    key: 'jobChange',
    name: '人事异动（调岗）',
    nameEn: 'Personnel change: position change',
    category: 'hr',
    steps: [3201, 3202, 3203, 3204, 3205, 3206, 3207, 3208],
    built: false,
  },
  {
    flowId: 14,
    key: 'contractRenewal',
    name: '合同续签',
    nameEn: 'Contract renewal',
    category: 'hr',
    startForm: 'contract_renewal_post',
    steps: [1402, 1403, 1404, 1405, 1406, 1407],
    built: false,
  },
  {
    flowId: 15,
    key: 'staffTurnover',
    name: '员工离职',
    nameEn: 'Employee resignation',
    category: 'hr',
    startForm: 'staff_turnover_post',
    steps: [1501, 1502, 1503],
    built: false,
  },
  {
    flowId: 28,
    key: 'staffTurnoverModify',
    name: '离职信息变更',
    nameEn: 'Resignation information change',
    category: 'hr',
    startForm: 'staff_turnover_modify',
    steps: [2801, 2802, 2803],
    built: false,
  },
  {
    flowId: 27,
    key: 'rboTransfer',
    name: '零售员工批量调动',
    nameEn: 'Retail transfer in batches',
    category: 'hr',
    startForm: 'rbo_post',
    steps: [2701],
    built: false,
  },
  {
    flowId: 30,
    key: 'violation',
    name: '员工违纪',
    nameEn: 'Employee violation',
    category: 'hr',
    startForm: 'violation_post',
    steps: [3001, 3002, 3003, 3004],
    built: false,
  },
  {
    flowId: 29,
    key: 'contractEdit',
    name: '合同续签结果变更',
    nameEn: 'Contract renewal result change',
    category: 'hr',
    startForm: 'contract_edit',
    steps: [2901, 2902],
    built: false,
  },
  {
    flowId: 20,
    key: 'welfare',
    name: '婚育福利',
    nameEn: 'Marriage and newborn benefit',
    category: 'benefit',
    startForm: 'welfare_post',
    steps: [],
    built: false,
  },
  {
    flowId: 21,
    key: 'insurance',
    name: '少儿险增加',
    nameEn: 'Child insurance addition',
    category: 'benefit',
    startForm: 'insurance_post',
    steps: [],
    built: false,
  },
  {
    flowId: 22,
    key: 'holiday',
    name: '节日礼品名单',
    nameEn: 'Holiday gift list',
    category: 'benefit',
    startForm: 'holiday_post',
    steps: [2202, 2203, 2204],
    built: false,
  },
  {
    flowId: 8,
    key: 'deduction',
    name: '失物扣款',
    nameEn: 'Lost-item deduction',
    category: 'other',
    startForm: 'deduction_post',
    steps: [801, 802],
    built: true,
  },
  {
    flowId: 25,
    key: 'proof',
    name: '证明信',
    nameEn: 'Certificate letter',
    category: 'other',
    startForm: 'proof_post',
    steps: [2501, 2502, 2504],
    built: false,
  },
  {
    flowId: 38,
    key: 'healthUpdate',
    name: '健康证更新',
    nameEn: 'Health certificate update',
    category: 'other',
    startForm: 'healthUpdate_post',
    steps: [3801, 3802],
    built: false,
  },
  {
    flowId: 39,
    key: 'healthInvoice',
    name: '健康证发票报销',
    nameEn: 'Health certificate invoice reimbursement',
    category: 'other',
    startForm: 'healthInvoice_post',
    steps: [3901, 3902, 3904],
    built: false,
  },
];

export function findProcess(flowId: number): ProcessInfo | undefined {
  return PROCESSES.find((p) => p.flowId === flowId);
}
