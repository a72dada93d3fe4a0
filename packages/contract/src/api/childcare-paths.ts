// Apart from the schemas: the web imports these without zod (see user-paths.ts).

/** 育儿假 (spec §2 /childcare: area rules, employees' children and balances, usage records), all POST. */
export const ChildcarePaths = {
  getRulePageList: '/api/Childcare/GetRulePageList',
  exportRulePageList: '/api/Childcare/ExportRulePageList',
  getRuleDetail: '/api/Childcare/GetRuleDetail',
  saveRule: '/api/Childcare/SaveRule',
  deleteRule: '/api/Childcare/DeleteRule',
  getAreaOptions: '/api/Childcare/GetAreaOptions',
  getEmployeePageList: '/api/Childcare/GetEmployeePageList',
  exportEmployeePageList: '/api/Childcare/ExportEmployeePageList',
  getEmployeeDetail: '/api/Childcare/GetEmployeeDetail',
  saveChild: '/api/Childcare/SaveChild',
  deleteChild: '/api/Childcare/DeleteChild',
  getUsedPageList: '/api/Childcare/GetUsedPageList',
  exportUsedPageList: '/api/Childcare/ExportUsedPageList',
  createUse: '/api/Childcare/CreateUse',
  cancelUse: '/api/Childcare/CancelUse',
  importUses: '/api/Childcare/ImportUses',
} as const;

/** The vacation tool template (spec §7: served under /api/wwwroot/template/, like the personnel ones). */
export const CHILDCARE_TEMPLATE_FILE = '育儿假导入模板.xlsx';

/** The pages (spec §2 /childcare). */
export const CHILDCARE_PATHS = {
  area: '/childcare/area',
  areaEdit: '/childcare/areaEdit',
  employee: '/childcare/employee',
  employeeEdit: '/childcare/employeeEdit',
  record: '/childcare/record',
} as const;

/** A rule's default age limit: the days are granted until the child's third birthday. */
export const CHILDCARE_DEFAULT_MAX_AGE = 3;
/** The import sheet's columns, in order (the template's header row). */
export const CHILDCARE_IMPORT_HEADERS = ['工号', '姓名', '子女姓名', '开始日期', '结束日期', '天数', '备注'] as const;
export const CHILDCARE_IMPORT_MAX_ROWS = 2000;

/** Days are whole or half days: 0.5, 1, 1.5 … */
export const isHalfDayStep = (days: number) => Number.isFinite(days) && Number.isInteger(days * 2);
