import { TRAIN_MODES, TrainPaths, type TTrainSessionRow } from '@hris/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { getTrainSessions, trainKeys } from '../../api/train';
import type { DataColumn } from '../../components/DataTable';
import { actionsColumn, ListPage } from '../../components/ListPage';
import { pagePath } from '../../router/paths';
import { sessionColumns } from './columns';
import './i18n';

/** 培训信息: the sessions the caller sees; each opens with its enrolment panel. */
export default function SessionListPage() {
  const { t } = useTranslation();
  const columns = useMemo<DataColumn<TTrainSessionRow>[]>(
    () => [
      ...sessionColumns<TTrainSessionRow>(t, { projectSortable: true }),
      {
        key: 'mode',
        name: t('train.mode'),
        width: 90,
        filter: { type: 'select', options: TRAIN_MODES.map((m) => ({ label: t(`train.modes.${m}`), value: m })) },
        slot: (r) => t(`train.modes.${r.mode}`),
      },
      { key: 'place', name: t('train.place'), width: 160, ellipsis: true, slot: (r) => r.place },
      { key: 'trainer', name: t('train.trainer'), width: 90, filter: { type: 'text' }, slot: (r) => r.trainer },
      { key: 'orgUnitName', name: t('train.unit'), width: 140, slot: (r) => r.orgUnitName },
      {
        key: 'capacity',
        name: `${t('train.enrolled')} / ${t('train.capacity')}`,
        width: 110,
        sortable: true,
        slot: (r) => `${r.enrolledCount} / ${r.capacity}`,
      },
      {
        key: 'results',
        name: `${t('train.attended')} / ${t('train.passed')}`,
        width: 110,
        slot: (r) => `${r.attendedCount} / ${r.passedCount}`,
      },
      actionsColumn<TTrainSessionRow>(t, {
        view: (r) => pagePath('trainInfoEdit', { id: r.id }),
        testId: 'train-session',
      }),
    ],
    [t],
  );
  return (
    <ListPage<TTrainSessionRow>
      testId="train-session-list"
      queryKey={trainKeys.sessions}
      hint={t('train.sessionHint')}
      add={{
        menuCode: 'TrainInfo',
        to: pagePath('trainInfoEdit'),
        label: t('train.addSession'),
        testId: 'train-session-add',
      }}
      exportTo={{ path: TrainPaths.exportSessionPageList, title: 'route.trainInfo', file: '培训场次' }}
      columns={columns}
      request={getTrainSessions}
    />
  );
}
