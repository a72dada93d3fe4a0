import { Table, Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import '../i18n';
import { renewalTypeLabel, resultLabel } from '../contract-renewal/labels';
import { FormSection } from '../shared/FormSection';
import { shown, targetLabel, text, ViewGrid } from '../shared/view';
import '../shared/process-form.css';
import type { ViewFormProps } from '../types';
import { contractTypeOf } from './fields';
import { contractEdit } from './meta';
import './contract-edit.css';

interface ChangeRow {
  key: string;
  item: string;
  from: string | undefined;
  to: string | undefined;
  changed: boolean;
}

/**
 * 续签结果变更 as submitted (2901 区域HR审核, 2902 总部HR审批 and after): the renewal it corrects and,
 * side by side, what the renewal decided and what it becomes, the changed rows marked.
 */
export function ContractEditViewForm({ form, detail }: ViewFormProps) {
  const { t, i18n } = useTranslation(contractEdit.ns);
  const language = i18n.language;
  const shop = text(form, 'shopCode')
    ? `${text(form, 'shopCode')} ${text(form, 'shopName') ?? ''}`.trim()
    : detail.target?.shopCode
      ? `${detail.target.shopCode} ${detail.target.shopName ?? ''}`.trim()
      : undefined;

  const previousResult = text(form, 'previousResult');
  const newResult = text(form, 'contractReviewResult');
  const renewedBefore = previousResult === 'renew';
  const renewsNow = newResult === 'renew';
  const newType = renewsNow ? contractTypeOf(form.contractTypeText) : undefined;
  // Type and term belong to a renewal only; the values of a result that ends the contract are none.
  const compared: Array<[key: string, item: string, from: string | undefined, to: string | undefined]> = [
    ['result', t('result'), resultLabel(previousResult, language), resultLabel(newResult, language)],
    [
      'contractType',
      t('contractType'),
      renewedBefore ? renewalTypeLabel(form.previousContractType, language) : undefined,
      renewsNow ? renewalTypeLabel(form.contractTypeText, language) : undefined,
    ],
    [
      'beginDay',
      t('beginDay'),
      renewedBefore ? text(form, 'previousBeginDay') : undefined,
      renewsNow ? text(form, 'contractBeginDay') : undefined,
    ],
    [
      'endDay',
      t('endDay'),
      renewedBefore ? (text(form, 'previousEndDay') ?? openEnded(form.previousContractType)) : undefined,
      renewsNow ? (newType === 'fixed' ? text(form, 'contractEndDay') : openEnded(newType)) : undefined,
    ],
  ];
  function openEnded(type: unknown) {
    return contractTypeOf(type) === 'open_ended' ? t('noEnd') : undefined;
  }
  const rows: ChangeRow[] = compared.map(([key, item, from, to]) => ({
    key,
    item,
    from,
    to,
    changed: (from ?? '') !== (to ?? ''),
  }));

  const cell = (row: ChangeRow, side: 'from' | 'to'): ReactNode => (
    <span data-testid={`contract-edit-${row.key}-${side}`}>{shown(row[side])}</span>
  );

  return (
    <>
      <FormSection title={t('sectionRenewal')}>
        <ViewGrid
          testId="contract-edit-view"
          items={[
            { key: 'employee', label: t('employee'), children: shown(targetLabel(detail, form)) },
            { key: 'shop', label: t('wf.form.shop'), children: shown(shop) },
            { key: 'renewalFlowNo', label: t('renewalFlowNo'), children: shown(text(form, 'renewalFlowNo')) },
            { key: 'currentEnd', label: t('currentEnd'), children: shown(text(form, 'currentContractEndDay')) },
            {
              key: 'threePeriods',
              label: t('threePeriods'),
              children:
                form.isThreePeriodsTitle === '是' ? (
                  <Tag color="magenta">
                    {text(form, 'threePeriodEndDay')
                      ? t('threePeriodsUntil', { end: text(form, 'threePeriodEndDay') })
                      : t('yes')}
                  </Tag>
                ) : (
                  shown(form.isThreePeriodsTitle === '否' ? t('no') : undefined)
                ),
            },
            {
              key: 'fixedTermCount',
              label: t('fixedTermCount'),
              children: shown(typeof form.fixedTermCount === 'number' ? form.fixedTermCount : undefined),
            },
          ]}
        />
      </FormSection>
      <FormSection
        title={t('sectionChanges')}
        extra={
          form.extendedForThreePeriods === true && (
            <Tag color="magenta" data-testid="contract-edit-extended">
              {t('extendedForThreePeriods')}
            </Tag>
          )
        }
      >
        <Table<ChangeRow>
          className="ce-changes"
          size="small"
          bordered
          pagination={false}
          rowKey="key"
          dataSource={rows}
          rowClassName={(row) => (row.changed ? 'ce-changed' : '')}
          data-testid="contract-edit-changes"
          columns={[
            {
              key: 'item',
              title: t('item'),
              width: 140,
              render: (_, row) => (
                <span>
                  {row.item}
                  {row.changed && (
                    <Tag color="orange" className="ce-changed-tag" data-testid={`contract-edit-${row.key}-changed`}>
                      {t('changed')}
                    </Tag>
                  )}
                </span>
              ),
            },
            { key: 'from', title: t('before'), render: (_, row) => cell(row, 'from') },
            {
              key: 'to',
              title: t('after'),
              render: (_, row) => (row.changed ? <strong>{cell(row, 'to')}</strong> : cell(row, 'to')),
            },
          ]}
        />
        <div className="ce-after-table">
          <ViewGrid
            items={[
              ...(newType === 'fixed' && form.fixedTermRequested === true
                ? [{ key: 'requested', label: t('fixedTermRequested'), children: t('yes') }]
                : []),
              { key: 'reason', label: t('reason'), children: shown(text(form, 'reason')), span: 'filled' as const },
            ]}
          />
        </div>
      </FormSection>
    </>
  );
}
