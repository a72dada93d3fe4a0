// Apart from the schemas: the web imports these without zod (see user-paths.ts).

/** 接口中心 (spec §2 /interface/index, permission Interface; all POST). */
export const InterfacePaths = {
  getInterfaceList: '/api/Interface/GetInterfaceList',
  getInterfaceRunPageList: '/api/Interface/GetInterfaceRunPageList',
  runInterface: '/api/Interface/RunInterface',
  retryInterface: '/api/Interface/RetryInterface',
  downloadInterfaceFile: '/api/Interface/DownloadInterfaceFile',
} as const;

/** HRIS's integrations with outside systems, one card each. */
export const INTERFACE_INTEGRATIONS = ['esign', 'payroll', 'directory'] as const;
export type TInterfaceIntegration = (typeof INTERFACE_INTEGRATIONS)[number];

export const INTERFACE_INTEGRATION_TEXT: Record<TInterfaceIntegration, { zh: string; en: string }> = {
  esign: { zh: '转签电子签', en: 'E-signature (transfer signing)' },
  payroll: { zh: '薪资接口', en: 'Payroll export' },
  directory: { zh: 'AD账号同步', en: 'Directory (AD) account feed' },
};

export const INTERFACE_RUN_STATUSES = ['queued', 'running', 'succeeded', 'failed'] as const;
export type TInterfaceRunStatus = (typeof INTERFACE_RUN_STATUSES)[number];
export const INTERFACE_RUN_STATUS_TEXT: Record<TInterfaceRunStatus, { zh: string; en: string }> = {
  queued: { zh: '排队中', en: 'Queued' },
  running: { zh: '运行中', en: 'Running' },
  succeeded: { zh: '成功', en: 'Succeeded' },
  failed: { zh: '失败', en: 'Failed' },
};

/** Who asked for a run: a user's 立即运行, a user's 重试失败, or the daily schedule. */
export const INTERFACE_RUN_TRIGGERS = ['manual', 'retry', 'schedule'] as const;
export type TInterfaceRunTrigger = (typeof INTERFACE_RUN_TRIGGERS)[number];
export const INTERFACE_RUN_TRIGGER_TEXT: Record<TInterfaceRunTrigger, { zh: string; en: string }> = {
  manual: { zh: '手动', en: 'Manual' },
  retry: { zh: '重试', en: 'Retry' },
  schedule: { zh: '定时', en: 'Scheduled' },
};

/** The daily run of every integration: this many minutes after midnight, China time (02:00). */
export const INTERFACE_DAILY_MINUTE = 2 * 60;

/** The payroll file's sheets and their header rows (薪资接口). */
export const PAYROLL_SHEETS = { deductions: '扣款', adjustments: '调薪' } as const;
export const PAYROLL_DEDUCTION_HEADER = [
  '工号',
  '姓名',
  '门店编码',
  '门店名称',
  '扣款月份',
  '失物扣款',
  '工服扣款',
  '商场餐费扣款',
  '商场罚款扣款',
  '扣款合计',
  '备注',
] as const;
export const PAYROLL_ADJUSTMENT_HEADER = [
  '工号',
  '姓名',
  '生效日期',
  '薪资类型',
  '调整后金额',
  '原薪资类型',
  '原金额',
  '调薪原因',
] as const;
