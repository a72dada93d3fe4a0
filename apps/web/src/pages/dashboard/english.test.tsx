import type { TNavMenu } from '@hris/contract';
import { screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setLanguage } from '../../i18n';
import { usePermissionStore } from '../../stores/permission';
import { answerInRequestLanguage, renderScreen } from '../../test/server-language';
import DashboardPage from './index';

const name = (zh: string, en: string) => (language: 'zh' | 'en') => (language === 'en' ? en : zh);
const onboarding = name('员工入职', 'Employee onboarding');
const deduction = name('失物扣款', 'Lost-item deduction');

describe('home page in English (issue 41)', () => {
  beforeAll(() => setLanguage('en-US'));
  afterAll(() => setLanguage('zh-CN'));

  it('asks in English and shows the process names of the start card as the server answers them', async () => {
    const server = answerInRequestLanguage({
      '/api/Task/GetTaskCounts': () => ({ toDo: 2, running: 1, completed: 0 }),
      '/api/Task/GetCanStartedWFList': (lang) => [
        { flowId: 12, flowName: onboarding(lang), startForm: 'staff_entry_post', category: 'hr' },
        { flowId: 8, flowName: deduction(lang), startForm: null, category: 'other' },
      ],
      '/api/Message/GetMessageList': () => ({ list: [], total: 0 }),
    });
    usePermissionStore.getState().load([{ menuCode: 'Task', isEdit: 1, roleID: '020' } satisfies TNavMenu]);
    try {
      renderScreen('/dashboard', <DashboardPage />);
      const card = await screen.findByTestId('start-card');
      expect(await within(card).findByText('Employee onboarding')).toBeInTheDocument();
      expect(within(card).getByText('Lost-item deduction')).toBeInTheDocument();
      expect(card).not.toHaveTextContent(/\p{Script=Han}/u);
      expect(server.languagesOf('/api/Task/GetCanStartedWFList')).toEqual(['en-US']);
    } finally {
      server.restore();
      usePermissionStore.getState().reset();
    }
  });
});
