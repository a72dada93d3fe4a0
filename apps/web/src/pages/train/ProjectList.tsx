import { TRAIN_CATEGORIES, TrainPaths, type TTrainProjectRow } from '@hris/contract';
import { Tag } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { getTrainProjects, trainKeys } from '../../api/train';
import type { DataColumn } from '../../components/DataTable';
import { useEditable } from '../../components/EditAccess';
import { actionsColumn, ListPage } from '../../components/ListPage';
import { pagePath } from '../../router/paths';
import { orDash } from '../../utils/text';
import './i18n';

/** 项目信息: the training projects, their category, required positions and validity. */
export default function ProjectListPage() {
  const { t } = useTranslation();
  const editable = useEditable('TrainPoject');
  const columns = useMemo<DataColumn<TTrainProjectRow>[]>(
    () => [
      { key: 'name', name: t('train.name'), width: 200, sortable: true, filter: { type: 'text' }, slot: (r) => r.name },
      {
        key: 'category',
        name: t('train.category'),
        width: 140,
        sortable: true,
        filter: { type: 'select', options: TRAIN_CATEGORIES.map((c) => ({ label: c, value: c })) },
        slot: (r) => <Tag color="blue">{r.category}</Tag>,
      },
      {
        key: 'requiredPositions',
        name: t('train.requiredPositions'),
        width: 200,
        ellipsis: true,
        slot: (r) => orDash(r.requiredPositionNames),
      },
      { key: 'hours', name: t('train.hours'), width: 80, sortable: true, slot: (r) => r.hours },
      {
        key: 'validMonths',
        name: t('train.validMonths'),
        width: 110,
        slot: (r) => (r.validMonths ? t('train.validMonthsValue', { months: r.validMonths }) : t('train.forever')),
      },
      { key: 'owner', name: t('train.owner'), width: 100, filter: { type: 'text' }, slot: (r) => r.owner },
      {
        key: 'status',
        name: t('train.status'),
        width: 90,
        filter: { type: 'select', options: [1, 0].map((s) => ({ label: t(`train.statuses.${s}`), value: s })) },
        slot: (r) => <Tag color={r.status === 1 ? 'green' : 'default'}>{t(`train.statuses.${r.status}`)}</Tag>,
      },
      { key: 'sessionCount', name: t('train.sessionCount'), width: 80, slot: (r) => r.sessionCount },
      actionsColumn<TTrainProjectRow>(t, {
        edit: editable && ((r) => pagePath('trainProjectEdit', { id: r.id })),
        testId: 'train-project',
      }),
    ],
    [t, editable],
  );
  return (
    <ListPage<TTrainProjectRow>
      testId="train-project-list"
      queryKey={trainKeys.projects}
      hint={t('train.projectHint')}
      add={{
        menuCode: 'TrainPoject',
        to: pagePath('trainProjectEdit'),
        label: t('train.addProject'),
        testId: 'train-project-add',
      }}
      exportTo={{ path: TrainPaths.exportProjectPageList, title: 'route.trainProject', file: '培训项目' }}
      columns={columns}
      request={getTrainProjects}
    />
  );
}
