import { EVALUATION_RESULTS, EvaluationListPaths, type TEvaluationRow } from '@hris/contract';
import { Tag } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { wfKeys } from '../../api/keys';
import { getEvaluationList } from '../../api/statistics';
import type { DataColumn } from '../../components/DataTable';
import { ListPage } from '../../components/ListPage';
import { orDash } from '../../utils/text';
import { useWorkListColumns } from './work-columns';
import './i18n';

const RESULT_COLOR: Record<string, string> = { pass: 'green', extend: 'gold', fail: 'red' };

/**
 * 试用期考核列表: every probation evaluation (flow 13) in scope, started by the system before a
 * probation ends, with its result (转正, 延长试用 to a new end, 不予录用) and a link to the work.
 */
export default function EvaluationListPage() {
  const { t } = useTranslation();
  const work = useWorkListColumns<TEvaluationRow>('evaluation');

  const columns = useMemo<DataColumn<TEvaluationRow>[]>(
    () => [
      work.flowNo,
      work.employee,
      work.shop,
      work.region,
      { key: 'positionName', name: t('stats.work.position'), width: 110, slot: (row) => orDash(row.positionName) },
      { key: 'entryDate', name: t('stats.evaluation.entryDate'), type: 'date', width: 120 },
      {
        key: 'probationPeriodEndDay',
        name: t('stats.evaluation.probationPeriodEndDay'),
        type: 'date',
        sortable: true,
        width: 130,
        filter: { type: 'dateRange' },
      },
      {
        key: 'evaluationResult',
        name: t('stats.evaluation.result'),
        width: 120,
        filter: {
          type: 'select',
          options: EVALUATION_RESULTS.map((r) => ({ label: t(`stats.evaluation.results.${r.value}`), value: r.value })),
        },
        slot: (row) =>
          row.evaluationResult ? (
            <Tag color={RESULT_COLOR[row.evaluationResult]}>
              {t(`stats.evaluation.results.${row.evaluationResult}`)}
            </Tag>
          ) : (
            '—'
          ),
      },
      { key: 'newProbationEndDay', name: t('stats.evaluation.newProbationEndDay'), type: 'date', width: 120 },
      { key: 'regularDate', name: t('stats.evaluation.regularDate'), type: 'date', width: 120 },
      work.node,
      work.status,
      work.starter,
      work.startedTime,
      work.finishedTime,
    ],
    [t, work],
  );

  return (
    <ListPage<TEvaluationRow>
      testId="evaluation-list"
      queryKey={wfKeys.evaluations}
      hint={t('feature.evaluationList')}
      exportTo={{
        path: EvaluationListPaths.exportEvaluationPageList,
        title: 'route.evaluationList',
        file: '试用期考核列表',
      }}
      columns={columns}
      request={getEvaluationList}
      rowKey={(row) => row.workId}
    />
  );
}
