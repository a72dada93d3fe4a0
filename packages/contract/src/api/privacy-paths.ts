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
} as const;

/** What a masked value belongs to: an employee's record, a work's form, a system user. */
export const PII_SUBJECTS = ['employee', 'work', 'user'] as const;
export type TPiiSubject = (typeof PII_SUBJECTS)[number];

/** What the log records: a value revealed, an export with sensitive data, a document printing it. */
export const PII_ACCESS_KINDS = ['reveal', 'export', 'document'] as const;
export type TPiiAccessKind = (typeof PII_ACCESS_KINDS)[number];
export const PII_ACCESS_KIND_TEXT: Record<TPiiAccessKind, { zh: string; en: string }> = {
  reveal: { zh: '查看明文', en: 'Revealed' },
  export: { zh: '导出敏感信息', en: 'Sensitive export' },
  document: { zh: '生成文书', en: 'Document' },
};
