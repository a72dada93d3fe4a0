import { ChildcarePaths, type TChildcareRule } from '@hris/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { childcareKeys, getChildcareRules } from '../../api/childcare';
import type { DataColumn } from '../../components/DataTable';
import { useEditable } from '../../components/EditAccess';
import { actionsColumn, ListPage } from '../../components/ListPage';
import { pagePath } from '../../router/paths';
import { orDash } from '../../utils/text';
import './i18n';

/** 省市育儿假: the rule of each province (and city with its own), with their periods in force. */
export default function ChildcareAreaListPage() {
  const { t } = useTranslation();
  const editable = useEditable('ChildcareOfArea');
  const columns = useMemo<DataColumn<TChildcareRule>[]>(
    () => [
      {
        key: 'province',
        name: t('childcare.province'),
        type: 'text',
        width: 120,
        sortable: true,
        filter: { type: 'text' },
      },
      {
        key: 'city',
        name: t('childcare.city'),
        width: 120,
        filter: { type: 'text' },
        slot: (row) => row.city || t('childcare.wholeProvince'),
      },
      { key: 'daysPerYear', name: t('childcare.daysPerYear'), type: 'number', width: 130, sortable: true },
      { key: 'maxAge', name: t('childcare.maxAge'), type: 'number', width: 150 },
      {
        key: 'effectiveFrom',
        name: t('childcare.effectiveFrom'),
        type: 'date',
        width: 130,
        sortable: true,
        filter: { type: 'dateRange' },
      },
      {
        key: 'effectiveTo',
        name: t('childcare.effectiveTo'),
        width: 130,
        slot: (row) => row.effectiveTo ?? t('childcare.openEnded'),
      },
      { key: 'remark', name: t('childcare.remark'), width: 200, ellipsis: true, slot: (row) => orDash(row.remark) },
      { key: 'updatedTime', name: t('childcare.updatedTime'), type: 'datetime', width: 160 },
      actionsColumn<TChildcareRule>(t, {
        edit: editable && ((row) => pagePath('childcareAreaEdit', { id: row.id })),
        testId: 'childcare-rule',
      }),
    ],
    [t, editable],
  );
  return (
    <ListPage<TChildcareRule>
      testId="childcare-area-list"
      queryKey={childcareKeys.rules}
      hint={t('childcare.areaHint')}
      add={{
        menuCode: 'ChildcareOfArea',
        to: pagePath('childcareAreaEdit'),
        label: t('childcare.addRule'),
        testId: 'childcare-rule-add',
      }}
      exportTo={{ path: ChildcarePaths.exportRulePageList, title: 'route.childcareArea', file: '省市育儿假' }}
      columns={columns}
      request={getChildcareRules}
      rowKey={(row) => row.id}
    />
  );
}
