import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DateItem, SelectItem, TextItem } from '../../../components/FormFields';
import { maskedFieldHint } from '../../../utils/masked';
import { employmentDateRule, genderRule, identityNumberRule } from '../../../utils/person-rules';
import { usePositions } from './options';
import './i18n';

/**
 * Who a person is: the fields the office-employee form and the staff edit form share. With
 * `checkIdentity` (a new person) the identity number, the gender it encodes and the 16th birthday
 * before the entry date are checked as they change; the form's onValuesChange should call
 * recheckAgainstIdentity(form, changed, ['gender', 'entryDate']). `stored`: the values an edit form
 * is filled with; masked ones (138****5678) stay unchanged unless a whole new value is typed.
 */
export function usePersonFields({
  required,
  identityLocked,
  checkIdentity,
  rankLocked,
  stored,
}: {
  required: boolean;
  identityLocked?: ReactNode;
  checkIdentity?: boolean;
  /** The rank changes through a process (人事异动) for this caller. */
  rankLocked?: boolean;
  stored?: { identityNumber?: string | null; phone?: string | null };
}) {
  const { t } = useTranslation();
  return {
    name: <TextItem name="name" label={t('bd.staff.name')} required maxLength={32} testId="person-name" />,
    gender: (
      <SelectItem
        name="gender"
        label={t('bd.staff.gender')}
        required={required}
        rules={checkIdentity ? [genderRule()] : undefined}
        options={[
          { label: t('bd.staff.male'), value: 'M' },
          { label: t('bd.staff.female'), value: 'F' },
        ]}
      />
    ),
    identityNumber: (
      <TextItem
        name="identityNumber"
        label={t('bd.staff.identityNumber')}
        required={required}
        rules={checkIdentity ? [identityNumberRule] : undefined}
        maxLength={18}
        disabled={Boolean(identityLocked)}
        extra={identityLocked ?? maskedFieldHint(t, stored?.identityNumber)}
      />
    ),
    phone: (
      <TextItem
        name="phone"
        label={t('bd.staff.phone')}
        required={required}
        maxLength={11}
        testId="person-phone"
        extra={maskedFieldHint(t, stored?.phone)}
      />
    ),
    email: <TextItem name="email" label={t('bd.staff.email')} required={required} maxLength={128} />,
    rank: <TextItem name="rank" label={t('bd.staff.rank')} maxLength={16} testId="person-rank" disabled={rankLocked} />,
    entryDate: (
      <DateItem
        name="entryDate"
        label={t('bd.staff.entryDate')}
        required={required}
        rules={checkIdentity ? [employmentDateRule('入职日期')] : undefined}
      />
    ),
    probationEndDate: <DateItem name="probationEndDate" label={t('bd.staff.probationEnd')} />,
  };
}

/**
 * Active positions of one employee type (a person cannot change type by a position edit); the
 * person's current position stays listed even when it has since been deactivated.
 */
export function usePositionChoices(employeeType: 'store' | 'office', current?: { id: number; name: string }) {
  const positions = usePositions();
  const all = (positions.data ?? []).filter((p) => p.employeeType === employeeType);
  const options = all.map((p) => ({ label: p.name, value: p.id }));
  if (current && !all.some((p) => p.id === current.id)) options.push({ label: current.name, value: current.id });
  return {
    options,
    defaultRank: (id: number) => all.find((p) => p.id === id)?.defaultRank,
  };
}
