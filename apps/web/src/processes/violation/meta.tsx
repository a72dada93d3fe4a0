import { defineProcess } from '../define';
import { PunishmentTag } from './PunishmentTag';
import zhCN from './zh-CN.json';

/** 员工违纪 (flow 30): its lists show the violation date and the punishment. */
export const violation = await defineProcess({
  flowId: 30,
  texts: { zhCN, enUS: () => import('./en-US.json') },
  taskColumns: (t) => [
    { key: 'violationDate', name: t('violationDate'), type: 'date', width: 120 },
    {
      key: 'punishment',
      name: t('punishment'),
      width: 130,
      slot: (row) => <PunishmentTag punishment={row.punishment} />,
    },
  ],
  forms: () => import('./forms'),
});
