import { formatYuan, PROOF_INCOME, proofApplyTypeLabel, SALARY_BASIS_TEXT } from '@hris/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { WorkDetail } from '../../api/workflow';
import '../i18n';
import { FormSection } from '../shared/FormSection';
import { sensitiveShown, shown, targetLabel, text, ViewGrid } from '../shared/view';
import '../shared/process-form.css';
import type { ViewFormProps } from '../types';
import { proof } from './meta';

/** An amount in yuan (¥8,500.00) from a number or the clear text a reveal answers ("8500.00"). */
function yuan(value: unknown): string | undefined {
  const amount = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof amount === 'number' && Number.isFinite(amount)) return `¥${formatYuan(amount)}`;
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * The salary of Basic data an income letter's figure comes from (shown to 2502 and after). The
 * figures come masked (***) to all but 2502's handler: a holder of SensitiveData may reveal them.
 */
export function SalarySource({
  form,
  detail,
  withIncome,
}: {
  form: Record<string, unknown>;
  detail: Pick<WorkDetail, 'workId'>;
  withIncome?: boolean;
}) {
  const { t } = useTranslation(proof.ns);
  const basis = typeof form.salaryBasis === 'number' ? SALARY_BASIS_TEXT[form.salaryBasis] : undefined;
  const figure = (field: string) =>
    sensitiveShown({ detail, form, field, label: t(field), format: (value) => shown(yuan(value)) });
  return (
    <ViewGrid
      testId="proof-salary"
      items={[
        { key: 'basis', label: t('salaryBasis'), children: shown(basis) },
        { key: 'amount', label: t('salaryAmount'), children: figure('salaryAmount') },
        { key: 'effective', label: t('salaryEffectiveDate'), children: shown(text(form, 'salaryEffectiveDate')) },
        {
          key: 'average',
          label: t('averageMonthlyIncome'),
          children: form.averageMonthlyIncome === undefined ? t('averageUnknown') : figure('averageMonthlyIncome'),
        },
        ...(withIncome
          ? [{ key: 'monthlyIncome', label: t('monthlyIncome'), children: <b>{figure('monthlyIncome')}</b> }]
          : []),
      ]}
    />
  );
}

/** 证明信 as submitted: the person, the letter asked for, the income it states, and its number once issued. */
export function ProofViewForm({ form, detail, hideIncome }: ViewFormProps & { hideIncome?: boolean }) {
  const { t } = useTranslation(proof.ns);
  const shop = text(form, 'shopCode')
    ? `${text(form, 'shopCode')} ${text(form, 'shopName') ?? ''}`.trim()
    : text(form, 'shopName');
  const income = form.applyType === PROOF_INCOME;
  return (
    <>
      <FormSection title={t('sectionEmployee')}>
        <ViewGrid
          testId="proof-view"
          items={[
            { key: 'employee', label: t('employee'), children: shown(targetLabel(detail, form)) },
            { key: 'shop', label: t('wf.form.shop'), children: shown(shop) },
            { key: 'position', label: t('position'), children: shown(text(form, 'positionName')) },
            { key: 'entryDate', label: t('entryDate'), children: shown(text(form, 'entryDate')) },
            ...(form.applyType === 2
              ? [{ key: 'leaveDate', label: t('leaveDate'), children: shown(text(form, 'leaveDate')) }]
              : []),
          ]}
        />
      </FormSection>
      <FormSection title={t('sectionLetter')}>
        <ViewGrid
          items={[
            {
              key: 'applyType',
              label: t('applyType'),
              children: <Tag color="blue">{shown(proofApplyTypeLabel(form.applyType))}</Tag>,
            },
            { key: 'purpose', label: t('purpose'), children: shown(text(form, 'purpose')) },
            { key: 'copies', label: t('copies'), children: shown(form.copies) },
            ...(form.letterNo
              ? [
                  { key: 'letterNo', label: t('letterNo'), children: <b>{text(form, 'letterNo')}</b> },
                  { key: 'issuedOn', label: t('issuedOn'), children: shown(text(form, 'issuedOn')) },
                ]
              : []),
            { key: 'remark', label: t('remark'), children: shown(text(form, 'remark')), span: 'filled' as const },
          ]}
        />
      </FormSection>
      {income && !hideIncome && (
        <FormSection title={t('sectionIncome')}>
          <SalarySource form={form} detail={detail} withIncome />
        </FormSection>
      )}
    </>
  );
}
