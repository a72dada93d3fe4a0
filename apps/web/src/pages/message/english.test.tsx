import { screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setLanguage } from '../../i18n';
import { answerInRequestLanguage, renderScreen, type ServerLanguage } from '../../test/server-language';
import MessagePage from './index';

/** A stored workflow notification, which the server shows in the reader's language. */
const notice = (lang: ServerLanguage) => ({
  id: 1,
  title: lang === 'en' ? 'To-do overdue: Contract renewal' : '待办已超时：合同续签',
  content:
    lang === 'en'
      ? 'Contract renewal for Wang Fang-E100123 has been waiting at "Store HR proposes" past its deadline.'
      : '王芳-E100123的合同续签在「门店HR提出意见」已超过办理期限。',
  link: '#/process/do?flowId=14&workId=41',
  isRead: false,
  createdTime: '2026-11-30T01:00:00.000Z',
});

describe('message centre in English (issue 41)', () => {
  beforeAll(() => setLanguage('en-US'));
  afterAll(() => setLanguage('zh-CN'));

  it('asks in English and shows the notifications as the server words them for the reader', async () => {
    const server = answerInRequestLanguage({
      '/api/Message/GetMessageList': (lang) => ({ list: [notice(lang)], total: 1 }),
    });
    try {
      renderScreen('/message', <MessagePage />);
      expect(await screen.findByText('To-do overdue: Contract renewal')).toBeInTheDocument();
      expect(screen.getByText(/has been waiting at "Store HR proposes"/)).toBeInTheDocument();
      expect(screen.queryByText(/待办已超时/)).not.toBeInTheDocument();
      expect(server.languagesOf('/api/Message/GetMessageList')).toEqual(['en-US']);
    } finally {
      server.restore();
    }
  });
});
