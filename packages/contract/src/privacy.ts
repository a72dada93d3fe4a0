import type { Bilingual } from './messages/catalogue';

/**
 * Personal information protection (个人信息保护法, issue 38): what every personal field of the
 * product is, by the name it has in answers, forms and exports. Lists, details, task rows, exports
 * and logs read these tags; `privacy.test.ts` fails when a field whose name looks personal has none.
 */
export const PII_CLASSES = [
  /** 身份证号码 of an employee or candidate. */
  'identity',
  /** A child's identity number: a minor's data. */
  'minorIdentity',
  'phone',
  'address',
  /** Health certificates and their scans. */
  'health',
  /** Salary and income figures. */
  'salary',
  'bank',
  /** Violation and dismissal facts (违纪, 永不录用). */
  'conduct',
  /** Personal but not sensitive: name, birth date, e-mail, gender … */
  'general',
] as const;
export type PiiClass = (typeof PII_CLASSES)[number];

export const PII_CLASS_TEXT: Record<PiiClass, Bilingual> = {
  identity: { zh: '身份证号码', en: 'Identity number' },
  minorIdentity: { zh: '子女身份证号码', en: "Child's identity number" },
  phone: { zh: '手机号码', en: 'Phone number' },
  address: { zh: '住址', en: 'Address' },
  health: { zh: '健康信息', en: 'Health data' },
  salary: { zh: '薪资收入', en: 'Salary and income' },
  bank: { zh: '银行账户', en: 'Bank account' },
  conduct: { zh: '违纪与辞退信息', en: 'Violation and dismissal facts' },
  general: { zh: '一般个人信息', en: 'General personal data' },
};

/** Sensitive personal information (个人信息保护法 §28): specially protected, access logged. */
export const SENSITIVE_CLASSES: ReadonlySet<PiiClass> = new Set([
  'identity',
  'minorIdentity',
  'phone',
  'address',
  'health',
  'salary',
  'bank',
  'conduct',
]);

/**
 * The classes masked in every API answer and export unless revealed (RevealPersonalField) or
 * exported with 含敏感信息. Health and conduct facts stay visible to the holders of their registers'
 * permissions (their registers are their purpose); they are logged on export. Of a salary only its
 * figures are masked (SALARY_FIGURES): its basis and effective date say little alone.
 */
export const MASKED_CLASSES: ReadonlySet<PiiClass> = new Set(['identity', 'minorIdentity', 'phone', 'bank', 'salary']);

/** How a masked salary figure reads, whatever the figure (its size is the secret). */
export const SALARY_MASK = '***';

/**
 * The salary fields that are figures, masked as ***: a register's or a form's amounts. Named
 * `amount` where the row is a salary (the salary register, a person's salary changes), the route or
 * the export column says so (`pii: 'salary'`), since other rows' amounts are not salaries.
 */
export const SALARY_FIGURES: ReadonlySet<string> = new Set([
  'salaryAmount',
  'salaryAdjustment',
  'averageMonthlyIncome',
  'monthlyIncome',
  'previousAmount',
  'changeAmount',
]);

/** Every personal field by its name (a field named so anywhere is that kind of data). */
export const PERSONAL_FIELDS: Readonly<Record<string, PiiClass>> = {
  identityNumber: 'identity',
  idNumber: 'identity',
  childIdNumber: 'minorIdentity',
  childIdNumberMasked: 'minorIdentity',
  phone: 'phone',
  email: 'general',
  imId: 'general',
  name: 'general',
  employeeName: 'general',
  childName: 'general',
  childrenName: 'general',
  gender: 'general',
  genderText: 'general',
  birthDate: 'general',
  childBirthDate: 'general',
  age: 'general',
  marryDate: 'general',
  salaryAmount: 'salary',
  salaryBasis: 'salary',
  salaryAdjustment: 'salary',
  salaryChanges: 'salary',
  salaryEffectiveDate: 'salary',
  averageMonthlyIncome: 'salary',
  monthlyIncome: 'salary',
  previousAmount: 'salary',
  previousBasis: 'salary',
  changeAmount: 'salary',
  health: 'health',
  healthStartDate: 'health',
  healthEndDate: 'health',
  certificate: 'health',
  certificates: 'health',
  rhrEmployeeName: 'general',
  dimissionType: 'general',
  dimissionTypeText: 'general',
  dimissionMonth: 'general',
  certificateId: 'health',
  certificatePeriod: 'health',
  dimissionReason: 'conduct',
  dimissionReasonText: 'conduct',
  dimissionResetReason: 'conduct',
  dishonorableDischarge: 'conduct',
  dishonorableDischargeText: 'conduct',
  dishonorableRemark: 'conduct',
  punishment: 'conduct',
  punishmentText: 'conduct',
  violations: 'conduct',
  violationDate: 'conduct',
};

/**
 * Names that look personal but are not a person's data, and why (the test that every personal
 * field is tagged reads this too).
 */
export const NOT_PERSONAL_FIELDS: Readonly<Record<string, string>> = {
  address: 'the address of a store or an org unit: no person’s address is kept',
  identityMasked: 'a flag: whether the identity number was masked',
  salaryVisible: 'a flag: whether the caller may see salaries',
  healthWorkflow: 'a menu flag',
};

/** What `amount` means in a salary change's row (the salary register, a person's salary changes). */
export const SALARY_ROW_FIELDS: Readonly<Record<string, PiiClass>> = { amount: 'salary' };

/**
 * The class a field of this name is masked as, if it is masked at all: identity numbers, phones,
 * bank accounts and salary figures. `extra` names what a generic name means in one answer or sheet
 * (`amount` of a salary row).
 */
export function maskedClassOf(field: string, extra?: Readonly<Record<string, PiiClass>>): PiiClass | undefined {
  const cls = extra?.[field] ?? PERSONAL_FIELDS[field];
  if (!cls || !MASKED_CLASSES.has(cls)) return undefined;
  if (cls === 'salary' && !SALARY_FIGURES.has(field) && !extra?.[field]) return undefined;
  return cls;
}

/** Field names that look personal: each must be in PERSONAL_FIELDS or NOT_PERSONAL_FIELDS. */
export const PERSONAL_LOOKING =
  /identity|idnumber|idcard|phone|mobile|tel$|address|email|birth|gender|salary|income|wage|bank|health|certificate|dimission|dishonorable|punish|violation|marry|^name$|employeename|childname|childrenname|^age$/i;

/** How a masked value of each maskable class looks: recognisable, never the whole value. */
export function maskPersonal(cls: PiiClass, value: string): string {
  if (value === '') return value;
  switch (cls) {
    case 'identity':
    case 'minorIdentity':
      return value.length <= 8
        ? '*'.repeat(value.length)
        : `${value.slice(0, 4)}${'*'.repeat(value.length - 8)}${value.slice(-4)}`;
    case 'phone':
      return value.length < 7 ? '*'.repeat(value.length) : `${value.slice(0, 3)}****${value.slice(-4)}`;
    case 'bank':
      return `****${value.slice(-4)}`;
    default:
      return SALARY_MASK;
  }
}

/** A value as masked here (or by maskIdentityNumber): it names nothing to store. */
export function isMaskedValue(value: unknown): boolean {
  return typeof value === 'string' && (value === SALARY_MASK || value.includes('****'));
}

/** Why a caller reveals a masked value or exports sensitive data (the pick list; 其他 needs a text). */
export const PII_PURPOSES = ['business', 'verify', 'employeeRequest', 'dispute', 'authority', 'other'] as const;
export type PiiPurpose = (typeof PII_PURPOSES)[number];
export const PII_PURPOSE_TEXT: Record<PiiPurpose, Bilingual> = {
  business: { zh: '办理人事业务', en: 'HR business' },
  verify: { zh: '核对身份信息', en: 'Verify identity' },
  employeeRequest: { zh: '员工本人申请', en: "The employee's own request" },
  dispute: { zh: '劳动争议处理', en: 'Labour dispute' },
  authority: { zh: '配合有关部门', en: 'Request of an authority' },
  other: { zh: '其他', en: 'Other' },
};

/** The fields the access log names whose text is not their class's. */
const PII_FIELD_TEXT: Readonly<Record<string, Bilingual>> = {
  amount: { zh: '调整后薪资', en: 'Salary after the change' },
  previousAmount: { zh: '调整前薪资', en: 'Salary before the change' },
  changeAmount: { zh: '调整金额', en: 'Change of salary' },
  salaryAmount: { zh: '薪资', en: 'Salary' },
  salaryAdjustment: { zh: '调薪金额', en: 'Salary adjustment' },
  averageMonthlyIncome: { zh: '近12个月平均月收入', en: 'Average monthly income (12 months)' },
  monthlyIncome: { zh: '月收入（税前）', en: 'Monthly income (pre-tax)' },
};

/** The field's text as the access log names it: its own, else its class's, else the name. */
export function piiFieldText(field: string): Bilingual {
  const cls = PERSONAL_FIELDS[field];
  return PII_FIELD_TEXT[field] ?? (cls ? PII_CLASS_TEXT[cls] : { zh: field, en: field });
}

/**
 * Where an access happened, as the log stores it (the page, the sheet or the document, in
 * Chinese), in both languages: the pages a value is revealed on, the sheets with masked columns,
 * the documents by their kind (证明信 HRZM-2026-0001). Another place keeps its Chinese.
 */
const PII_PLACE_TEXT: Readonly<Record<string, string>> = {
  员工信息: 'Staff info',
  流程表单: 'Workflow form',
  用户信息: 'User info',
  调薪记录: 'Salary changes',
  办公室员工: 'Office staff',
  少儿险增加名单: "Children's insurance list",
  证明信: 'Certificate letter',
  离职证明: 'Separation certificate',
};

export function piiPlaceText(place: string): Bilingual {
  const [head = '', ...rest] = place.split(' ');
  const en = PII_PLACE_TEXT[head];
  return { zh: place, en: en ? [en, ...rest].join(' ') : place };
}

/** The purpose of a document's log row (the documents have no pick list: printing is the purpose). */
export const PII_DOCUMENT_PURPOSE_TEXT: Bilingual = { zh: '生成文书', en: 'Document' };

/** 复姓: kept whole when a name is anonymised (欧阳* rather than 欧*). */
const COMPOUND_SURNAMES = [
  '欧阳',
  '司马',
  '诸葛',
  '上官',
  '东方',
  '皇甫',
  '尉迟',
  '公孙',
  '慕容',
  '长孙',
  '宇文',
  '司徒',
  '夏侯',
  '轩辕',
  '令狐',
  '钟离',
  '独孤',
  '南宫',
  '西门',
  '端木',
  '申屠',
  '澹台',
  '公冶',
  '太史',
];

/** What an anonymised person's name keeps: the surname and one *, e.g. 张三丰 → 张*. */
export function anonymisedName(name: string): string {
  const n = name.trim();
  if (n === '') return '';
  const compound = COMPOUND_SURNAMES.find((s) => n.startsWith(s) && n.length > s.length);
  return `${compound ?? Array.from(n)[0]}*`;
}
