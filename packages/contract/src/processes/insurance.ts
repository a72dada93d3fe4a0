import { z } from 'zod';
import { childIdentityNumberProblem, identityNumberFacts } from '../api/basic-data/common';
import { addMonths } from '../dates';
import { insuranceMessages } from './insurance.messages';
import type { ProcessInfo } from './types';

/**
 * 少儿险增加 (flow 21). The store HR (or any HR whose scope holds the employee) adds an active
 * employee's child to the company's child insurance from a start month, with the birth
 * certificate; 2101 the regional HR reviews, 2102 head-office HR approves (batch). A child is
 * insured once; the finished additions are the insurer's monthly list.
 */
export const insuranceProcess = {
  flowId: 21,
  key: 'insurance',
  name: '少儿险增加',
  nameEn: 'Child insurance addition',
  category: 'benefit',
  startForm: 'insurance_post',
  steps: [2101, 2102],
  built: true,
  messages: insuranceMessages,
} satisfies ProcessInfo;

/** 关系: what the employee is to the child (the insurer's 投保人与被保险人关系). */
export const INSURANCE_RELATIONS = [
  { value: 'father', label: '父亲', labelEn: 'Father' },
  { value: 'mother', label: '母亲', labelEn: 'Mother' },
] as const;
export type TInsuranceRelation = (typeof INSURANCE_RELATIONS)[number]['value'];
export const INSURANCE_RELATION_VALUES = INSURANCE_RELATIONS.map((r) => r.value) as [
  TInsuranceRelation,
  ...TInsuranceRelation[],
];

export function insuranceRelationTitle(value: unknown): string {
  return INSURANCE_RELATIONS.find((r) => r.value === value)?.label ?? '';
}

/** A start month may be this many months after the current one at most. */
export const INSURANCE_MAX_MONTHS_AHEAD = 3;

/** YYYY-MM of a business date. */
export const businessMonthOf = (date: string) => date.slice(0, 7);

/**
 * 起保月份 on `today` (business date): not before the current month, at most three months after
 * it. Null when allowed.
 */
export function insuranceStartMonthProblem(month: string, today: string): string | null {
  const current = businessMonthOf(today);
  const latest = businessMonthOf(addMonths(`${current}-01`, INSURANCE_MAX_MONTHS_AHEAD));
  if (month < current) return '起保月份不能早于本月';
  if (month > latest) return `起保月份最晚为${latest}（${INSURANCE_MAX_MONTHS_AHEAD}个月内）`;
  return null;
}

/** Birth date and 男/女 read from a valid identity number (the insurer's sheet). */
export function childFacts(idNumber: string): { birthDate: string; genderText: string } {
  const facts = identityNumberFacts(idNumber);
  return { birthDate: facts.birthDate, genderText: facts.gender === 'M' ? '男' : '女' };
}

/**
 * 少儿险增加 form. The starter fills employeeId … remark; the fields after it are written by the
 * server and shown read-only. The identity number is checked here (form, check digit, under 18
 * on the first day of 起保月份); the month's window and a birth date not in the future by the
 * server (business date).
 */
export const ZInsuranceFormSchema = z
  .object({
    employeeId: z.string().trim().min(1, '请选择员工').max(32).describe('员工'),
    childName: z.string().trim().min(1, '请填写子女姓名').max(20, '子女姓名不能超过20个字').describe('子女姓名'),
    childIdNumber: z
      .string()
      .trim()
      .min(1, '请填写子女身份证号码')
      .transform((v) => v.toUpperCase())
      .describe('子女身份证号码'),
    relation: z.enum(INSURANCE_RELATION_VALUES, { error: '请选择与子女的关系（父亲或母亲）' }).describe('关系'),
    startMonth: z
      .string()
      .trim()
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/, '起保月份格式应为 YYYY-MM')
      .describe('起保月份'),
    remark: z.string().trim().max(500, '备注不能超过500字').optional().describe('备注'),
    relationTitle: z.string().optional().describe('关系'),
    employeeName: z.string().optional().describe('员工姓名'),
    shopCode: z.string().optional().describe('门店'),
    shopName: z.string().optional().describe('门店名称'),
    positionName: z.string().optional().describe('岗位'),
    entryDate: z.string().optional().describe('入职日期'),
  })
  .superRefine((f, ctx) => {
    if (!/^\d{4}-\d{2}$/.test(f.startMonth)) return;
    const problem = childIdentityNumberProblem(f.childIdNumber, `${f.startMonth}-01`);
    if (problem) ctx.addIssue({ code: 'custom', path: ['childIdNumber'], message: problem });
  });
export type TInsuranceForm = z.infer<typeof ZInsuranceFormSchema>;
export type TInsuranceFormInput = z.input<typeof ZInsuranceFormSchema>;
