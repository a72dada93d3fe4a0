import {
  CONTRACT_TYPE_TEXT,
  EMPLOYEE_TYPE_TEXT,
  GENDER_TEXT,
  PUNISHMENT_TEXT,
  SALARY_BASIS_TEXT,
  SCOPE_KIND_TEXT,
  THREE_PERIOD_KIND_TEXT,
  TRANSFER_SIGN_STATUS_TEXT,
} from './api/basic-data/common';
import { PERSONNEL_CHANGE_TYPE_TEXT, POSITION_CHANGE_KIND_TEXT } from './api/change-of-personnel-paths';
import { HOLIDAY_STATUS_TEXT } from './api/holiday';
import { STAFF_ENTRY_STATUS_TEXT } from './api/statistics-lists-paths';
import { WORK_LIST_STATUS_TEXT } from './api/work-list-paths';
import type { Bilingual } from './messages/catalogue';

/**
 * A Chinese-only label table of the contract with its English beside it: the Chinese stays where
 * it is (the spec's words, exports), the English must name every value of a typed table or this
 * does not compile; `enum-labels.test.ts` checks the tables keyed by number.
 */
function bilingual<K extends string | number>(zh: Record<K, string>, en: Record<K, string>): Record<K, Bilingual> {
  return Object.fromEntries(Object.keys(zh).map((k) => [k, { zh: zh[k as K], en: en[k as K] }])) as Record<
    K,
    Bilingual
  >;
}

/** Every enum the contract labels for display, in both languages, by the name of its Chinese table. */
export const ENUM_LABELS = {
  CONTRACT_TYPE_TEXT: bilingual(CONTRACT_TYPE_TEXT, {
    fixed: 'Fixed-term',
    open_ended: 'Open-ended',
    internship: 'Internship',
    labour_service: 'Labour service',
  }),
  TRANSFER_SIGN_STATUS_TEXT: bilingual(TRANSFER_SIGN_STATUS_TEXT, {
    1: 'Waiting to sync',
    2: 'Signing',
    3: 'Signed',
    4: 'Failed',
  }),
  THREE_PERIOD_KIND_TEXT: bilingual(THREE_PERIOD_KIND_TEXT, {
    pregnancy: 'Pregnancy',
    maternity: 'Maternity',
    nursing: 'Nursing',
  }),
  SALARY_BASIS_TEXT: bilingual(SALARY_BASIS_TEXT, { 0: 'Monthly, before tax', 1: 'Yearly, before tax' }),
  EMPLOYEE_TYPE_TEXT: bilingual(EMPLOYEE_TYPE_TEXT, { store: 'Store employee', office: 'Office employee' }),
  GENDER_TEXT: bilingual(GENDER_TEXT, { M: 'Male', F: 'Female' }),
  SCOPE_KIND_TEXT: bilingual(SCOPE_KIND_TEXT, {
    all: 'Whole company',
    org: 'Own department/region and below',
    store: 'Own store',
    self: 'Self only',
  }),
  PUNISHMENT_TEXT: bilingual(PUNISHMENT_TEXT, {
    written_warning: 'Written warning',
    serious_written_warning: 'Serious written warning',
    termination: 'Dismissal',
  }),
  STAFF_ENTRY_STATUS_TEXT: bilingual(STAFF_ENTRY_STATUS_TEXT, {
    running: 'In progress',
    finished: 'Joined',
    terminated: 'Onboarding cancelled',
    stopped: 'Stopped',
  }),
  PERSONNEL_CHANGE_TYPE_TEXT: bilingual(PERSONNEL_CHANGE_TYPE_TEXT, {
    shop: 'Store transfer',
    shopAndPosition: 'Store and position change',
    position: 'Position change',
  }),
  POSITION_CHANGE_KIND_TEXT: bilingual(POSITION_CHANGE_KIND_TEXT, {
    promotion: 'Promotion',
    lateral: 'Lateral move',
    demotion: 'Demotion',
  }),
  WORK_LIST_STATUS_TEXT: bilingual(WORK_LIST_STATUS_TEXT, {
    running: 'In progress',
    finished: 'Completed',
    terminated: 'Terminated',
    stopped: 'Stopped',
  }),
  HOLIDAY_STATUS_TEXT: bilingual(HOLIDAY_STATUS_TEXT, { open: 'Open', closed: 'Closed' }),
} as const;

/** 门店员工 / 办公室员工 and 男 / 女 as lists and details show them. */
export const EMPLOYEE_TYPE_LABEL = ENUM_LABELS.EMPLOYEE_TYPE_TEXT;
export const GENDER_LABEL = ENUM_LABELS.GENDER_TEXT;
