import { StaffTurnoverListPaths, type TStaffTurnoverModifyRow } from '@hris/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { wfKeys } from '../../api/keys';
import { getStaffTurnoverModifyList } from '../../api/statistics';
import { processPath } from '../../api/workflow';
import type { DataColumn } from '../../components/DataTable';
import { ListPage } from '../../components/ListPage';
import { orDash } from '../../utils/text';
import { useWorkListColumns } from './work-columns';
import './i18n';

/**
 * 离职信息变更列表: every resignation information change (flow 28) in scope, any state: the
 * resignation it corrects, what it changes (field: old → new) and why, linked to both works.
 */
export default function StaffTurnoverModifyListPage() {
  const { t } = useTranslation();
  const work = useWorkListColumns<TStaffTurnoverModifyRow>('turnover-modify');

  const columns = useMemo<DataColumn<TStaffTurnoverModifyRow>[]>(
    () => [
      work.flowNo,
      {
        key: 'resignationFlowNo',
        name: t('stats.turnoverModify.resignation'),
        width: 120,
        slot: (row) =>
          row.resignationWorkId ? (
            <Link to={processPath({ flowId: 15, workId: row.resignationWorkId })}>{row.resignationFlowNo}</Link>
          ) : (
            orDash(row.resignationFlowNo)
          ),
      },
      work.employee,
      work.shop,
      work.region,
      {
        key: 'changes',
        name: t('stats.turnoverModify.changes'),
        width: 280,
        slot: (row) =>
          row.changes.length === 0
            ? '—'
            : row.changes.map((c) => (
                <div key={c.field}>
                  {c.label}：{orDash(c.old)} → {orDash(c.new)}
                </div>
              )),
      },
      {
        key: 'reason',
        name: t('stats.turnoverModify.reason'),
        width: 200,
        ellipsis: true,
        slot: (row) => orDash(row.reason),
      },
      work.node,
      work.status,
      work.starter,
      work.startedTime,
      work.finishedTime,
    ],
    [t, work],
  );

  return (
    <ListPage<TStaffTurnoverModifyRow>
      testId="staff-turnover-modify-list"
      queryKey={wfKeys.staffTurnoverModifies}
      hint={t('feature.staffTurnoveModifyList')}
      exportTo={{
        path: StaffTurnoverListPaths.exportStaffTurnoverModifyPageList,
        title: 'route.staffTurnoveModifyList',
        file: '离职信息变更列表',
      }}
      columns={columns}
      request={getStaffTurnoverModifyList}
      rowKey={(row) => row.workId}
    />
  );
}
