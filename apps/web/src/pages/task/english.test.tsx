import { screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TaskRow } from '../../api/workflow';
import { setLanguage } from '../../i18n';
import { answerInRequestLanguage, renderScreen, type ServerLanguage } from '../../test/server-language';
import { TaskTable } from './TaskTable';

const inLanguage = (lang: ServerLanguage, zh: string, en: string) => (lang === 'en' ? en : zh);

/** A to-do the system started, as the server answers it in the request's language. */
const toDo = (lang: ServerLanguage) =>
  ({
    taskId: 7,
    workId: 41,
    flowId: 14,
    flowNo: '14-000041',
    flowName: inLanguage(lang, '合同续签', 'Contract renewal'),
    status: 'running',
    statusText: inLanguage(lang, '审批中', 'In approval'),
    name: 'Wang Fang',
    employeeId: 'E100123',
    shopCode: 'BJ001',
    shopName: 'Chaoyang',
    rhrEmployeeName: null,
    nodeId: 1402,
    nodeName: inLanguage(lang, '门店HR填写续签意见', 'Store HR gives the renewal opinion'),
    approvalOpinion: null,
    toDoUserName: 'Zhao Min',
    starterName: inLanguage(lang, '系统', 'System'),
    starterUserDispName: inLanguage(lang, '系统', 'System'),
    startedTime: '2026-11-20T01:00:00.000Z',
    arrivedTime: '2026-11-20T01:00:00.000Z',
    deadlineTime: null,
    isOverdue: false,
  }) as TaskRow;

describe('/task/index in English (issue 41)', () => {
  beforeAll(() => setLanguage('en-US'));
  afterAll(() => setLanguage('zh-CN'));

  it('asks in English and shows the step and the starter the server names', async () => {
    const server = answerInRequestLanguage({
      '/api/Task/GetToDoTaskList': (lang) => ({ list: [toDo(lang)], total: 1 }),
    });
    try {
      renderScreen('/task/index', <TaskTable kind="toDo" />);
      expect(await screen.findByText('Store HR gives the renewal opinion')).toBeInTheDocument();
      expect(screen.getByText('System')).toBeInTheDocument();
      expect(screen.getByText('Contract renewal')).toBeInTheDocument();
      expect(screen.queryByText('系统')).not.toBeInTheDocument();
      expect(server.languagesOf('/api/Task/GetToDoTaskList')).toEqual(['en-US']);
    } finally {
      server.restore();
    }
  });
});
