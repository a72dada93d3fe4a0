import { PositionPaths, type TPositionRow } from '@hris/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { getPositionList } from '../../../api/basic-data';
import { bdKeys } from '../../../api/keys';
import type { DataColumn } from '../../../components/DataTable';
import { useEditable } from '../../../components/EditAccess';
import { actionsColumn, booleanOptions, ListPage } from '../../../components/ListPage';
import { pagePath } from '../../../router/paths';
import { employeeTypeOptions } from '../shared/options';
import { EnabledTag } from '../shared/tags';
import '../shared/i18n';

/** 职位信息: positions with their employee type, default rank and headcount. */
export default function PositionListPage() {
  const { t } = useTranslation();
  const editable = useEditable('PositionList');

  const columns = useMemo<DataColumn<TPositionRow>[]>(
    () => [
      { type: 'text', key: 'code', name: t('bd.position.code'), sortable: true, width: 140, filter: { type: 'text' } },
      { type: 'text', key: 'name', name: t('bd.position.name'), sortable: true, width: 160, filter: { type: 'text' } },
      {
        key: 'employeeType',
        name: t('bd.staff.employeeType'),
        sortable: true,
        width: 130,
        filter: { type: 'select', options: employeeTypeOptions(t) },
        slot: (row) => (row.employeeType === 'store' ? t('bd.position.store') : t('bd.position.office')),
      },
      {
        type: 'text',
        key: 'defaultRank',
        name: t('bd.position.defaultRank'),
        sortable: true,
        width: 110,
        filter: { type: 'text' },
      },
      {
        key: 'isActive',
        name: t('bd.position.isActive'),
        sortable: true,
        width: 100,
        filter: { type: 'select', options: booleanOptions(t('bd.common.enabled'), t('bd.common.disabled')) },
        slot: (row) => <EnabledTag enabled={row.isActive} />,
      },
      { key: 'headcount', name: t('bd.shop.headcount'), type: 'number', sortable: true, width: 100 },
      ...(editable
        ? [
            actionsColumn<TPositionRow>(t, {
              edit: (row) => pagePath('positionEdit', { id: row.id }),
              testId: 'position',
            }),
          ]
        : []),
    ],
    [t, editable],
  );

  return (
    <ListPage<TPositionRow>
      testId="position-list"
      queryKey={bdKeys.list('position')}
      hint={t('bd.position.hint')}
      add={{
        menuCode: 'PositionList',
        to: pagePath('positionEdit'),
        label: t('bd.position.add'),
        testId: 'position-add',
      }}
      exportTo={{ path: PositionPaths.exportPositionList, title: 'route.positionList', file: '岗位信息' }}
      columns={columns}
      request={getPositionList}
    />
  );
}
