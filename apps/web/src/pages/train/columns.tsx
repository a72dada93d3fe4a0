import { TRAIN_CATEGORIES } from '@hris/contract';
import type { DataColumn } from '../../components/DataTable';

type SessionFacts = { sessionDate: string; projectName: string; category: string };

/** 培训日期, 培训项目 and 培训类别: the first columns of the session and attendance lists. */
export function sessionColumns<Row extends SessionFacts>(
  t: (key: string) => string,
  options: { projectSortable: boolean },
): DataColumn<Row>[] {
  return [
    {
      key: 'sessionDate',
      name: t('train.sessionDate'),
      width: 120,
      sortable: true,
      filter: { type: 'dateRange' },
      slot: (r) => r.sessionDate,
    },
    {
      key: 'projectName',
      name: t('train.project'),
      width: 180,
      sortable: options.projectSortable,
      filter: { type: 'text' },
      slot: (r) => r.projectName,
    },
    {
      key: 'category',
      name: t('train.category'),
      width: 130,
      filter: { type: 'select', options: TRAIN_CATEGORIES.map((c) => ({ label: c, value: c })) },
      slot: (r) => r.category,
    },
  ];
}
