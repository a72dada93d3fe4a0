import { Tag } from 'antd';
import i18n from '../../i18n';
import { defineProcess } from '../define';
import { reasonText, typeText } from './fields';
import zhCN from './zh-CN.json';

/**
 * 员工离职 (flow 15): the leaver, the departure, the regional and head-office review, the handover.
 * Its lists show the leaving month, the last working day, type and reason, and never rehire.
 */
export const staffTurnover = await defineProcess({
  flowId: 15,
  texts: { zhCN, enUS: () => import('./en-US.json') },
  taskColumns: (t) => [
    { key: 'dimissionMonth', name: t('dimissionMonth'), width: 100 },
    { key: 'lastWorkingDay', name: t('lastWorkingDay'), type: 'date', width: 120 },
    {
      key: 'dimissionType',
      name: t('dimissionType'),
      width: 110,
      slot: (row) => typeText(row.dimissionType, i18n.language) ?? '—',
    },
    {
      key: 'dimissionReason',
      name: t('dimissionReason'),
      width: 160,
      slot: (row) => reasonText(row.dimissionType, row.dimissionReason, row.dimissionResetReason, i18n.language) ?? '—',
    },
    {
      key: 'dishonorableDischarge',
      name: t('neverRehire'),
      width: 90,
      slot: (row) => (row.dishonorableDischarge === 1 ? <Tag color="red">{t('yes')}</Tag> : t('no')),
    },
  ],
  forms: () => import('./forms'),
});
