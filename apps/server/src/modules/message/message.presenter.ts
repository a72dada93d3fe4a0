import type { MessageRow } from './message.repository';

export function presentMessageRow(m: MessageRow) {
  return {
    id: m.id,
    title: m.title,
    content: m.content,
    link: m.link,
    isRead: m.isRead,
    createdTime: m.createdAt.toISOString(),
  };
}
