import { cleanup, screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Toolbar, WorkDetail } from '../../api/workflow';
import { setLanguage } from '../../i18n';
import { useTabsStore } from '../../stores/tabs';
import { answerInRequestLanguage, renderScreen, type ServerLanguage } from '../../test/server-language';
import ProcessDoPage from './do';

const inLanguage = (lang: ServerLanguage, zh: string, en: string) => (lang === 'en' ? en : zh);

/** A work as the server answers it: names, the step, the starter and the target's status in the request's language. */
const detail = (lang: ServerLanguage): WorkDetail => ({
  workId: 7,
  flowId: 12,
  flowNo: '12-000007',
  flowName: inLanguage(lang, '员工入职', 'Employee onboarding'),
  startForm: 'staff_entry_post',
  viewForm: 'staff_entry_view',
  status: 'running',
  statusText: inLanguage(lang, '审批中', 'In approval'),
  stopReason: null,
  currentNodeId: 1203,
  currentNodeName: inLanguage(lang, '区域HR确认到岗', 'Regional HR confirms arrival'),
  form: {
    inductionType: 'new',
    name: 'Wang Xiaoming',
    gender: 'M',
    employeeType: 'store',
    shopCode: 'SH001',
    shopName: 'Nanjing Road West',
    positionId: 5,
    positionName: 'Cashier',
    rank: 'S1',
    preEntryTime: '2026-12-01',
    probationMonths: 3,
    contractYears: 3,
    employeeId: 'E101007',
  },
  starterName: inLanguage(lang, '系统', 'System'),
  startedTime: '2026-11-22T00:48:17.903Z',
  finishedTime: null,
  target: {
    name: 'Wang Xiaoming',
    employeeId: 'E101007',
    shopCode: 'SH001',
    shopName: 'Nanjing Road West',
    statusText: inLanguage(lang, '入职中', 'Onboarding'),
  },
  attachments: [],
  myTask: {
    taskId: 11,
    nodeId: 1203,
    nodeName: inLanguage(lang, '区域HR确认到岗', 'Regional HR confirms arrival'),
    onBehalfOfName: null,
    deadlineTime: null,
    addedBy: null,
  },
  returned: null,
  markedRead: 0,
  copiedOnly: false,
});

const toolbar: Toolbar = {
  buttons: ['progress', 'approve'],
  rollbackTargets: [],
  taskId: 11,
  editableFields: [],
  addedBy: null,
};

describe('/process/do in English (issue 41)', () => {
  beforeAll(() => setLanguage('en-US'));
  afterAll(async () => {
    cleanup();
    await setLanguage('zh-CN');
  });

  it('asks in English and shows the step waiting for you, the starter and the status the server names', async () => {
    const server = answerInRequestLanguage({
      '/api/WF/GetWorkDetail': (lang) => detail(lang),
      '/api/Task/GetFlowToolbarConfigByFlowNo': () => toolbar,
      '/api/WF/GetMyPhrases': () => [],
    });
    useTabsStore.getState().reset();
    try {
      renderScreen('/process/do?flowId=12&workId=7&nodeId=1203', <ProcessDoPage />);
      expect(await screen.findByTestId('my-task-alert')).toHaveTextContent(
        'Waiting for you: Regional HR confirms arrival',
      );
      expect(screen.getByTestId('work-title')).toHaveTextContent('Employee onboarding');
      expect(screen.getByTestId('work-status')).toHaveTextContent('In approval');
      expect(screen.getByTestId('work-current-node')).toHaveTextContent('Regional HR confirms arrival');
      expect(screen.getByText('System')).toBeInTheDocument();
      // The target's status, an enum label the server writes.
      expect(await screen.findByText('Onboarding')).toBeInTheDocument();
      expect(server.languagesOf('/api/WF/GetWorkDetail')).toEqual(['en-US']);
    } finally {
      server.restore();
      useTabsStore.getState().reset();
    }
  });
});
