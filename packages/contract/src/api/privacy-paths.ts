// Apart from the schemas: the web imports these without zod (see user-paths.ts).

/**
 * Personal information protection (issue 38): revealing one masked value with a reason (permission
 * SensitiveData), the personal-data access log (permission PrivacyLog) and a person's own view of
 * who looked at their data. All POST.
 */
export const PrivacyPaths = {
  revealPersonalField: '/api/Privacy/RevealPersonalField',
  getAccessLogPageList: '/api/Privacy/GetAccessLogPageList',
  exportAccessLogList: '/api/Privacy/ExportAccessLogList',
  getEmployeeAccessLog: '/api/Privacy/GetEmployeeAccessLog',
  /** Leavers by retention state: due (the next daily run anonymises them), held, anonymised. */
  getRetentionList: '/api/Privacy/GetRetentionList',
  /** 保留: keep a leaver's data past the retention while a dispute (劳动仲裁) is open. */
  holdPersonalData: '/api/Privacy/HoldPersonalData',
  releasePersonalDataHold: '/api/Privacy/ReleasePersonalDataHold',
} as const;

/**
 * A leaver's place in the retention (docs/privacy.md): `due` past the retention or within
 * RETENTION_NOTICE_DAYS of it, and anonymised by the daily run from the due date (the dry-run list),
 * `held` kept for a dispute, `anonymised` done.
 */
export const RETENTION_STATES = ['due', 'held', 'anonymised'] as const;
/** 待匿名化 lists, besides those already due, the leavers due within this many days: time to hold one. */
export const RETENTION_NOTICE_DAYS = 30;
export type TRetentionState = (typeof RETENTION_STATES)[number];
export const RETENTION_STATE_TEXT: Record<TRetentionState, { zh: string; en: string }> = {
  due: { zh: '待匿名化', en: 'To anonymise' },
  held: { zh: '争议保留', en: 'Held (dispute)' },
  anonymised: { zh: '已匿名化', en: 'Anonymised' },
};

/**
 * What a masked value belongs to: an employee's record, a work's form, a system user, a salary
 * change of the salary register (its figures).
 */
export const PII_SUBJECTS = ['employee', 'work', 'user', 'salary'] as const;
export type TPiiSubject = (typeof PII_SUBJECTS)[number];

/** What the log records: a value revealed, an export with sensitive data, a document printing it. */
export const PII_ACCESS_KINDS = ['reveal', 'export', 'document'] as const;
export type TPiiAccessKind = (typeof PII_ACCESS_KINDS)[number];
export const PII_ACCESS_KIND_TEXT: Record<TPiiAccessKind, { zh: string; en: string }> = {
  reveal: { zh: '查看明文', en: 'Revealed' },
  export: { zh: '导出敏感信息', en: 'Sensitive export' },
  document: { zh: '生成文书', en: 'Document' },
};
