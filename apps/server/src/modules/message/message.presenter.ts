import { displayLanguage } from '../../http/language';
import { renderStored } from '../../http/stored-text';
import type { MessageRow } from './message.repository';

/** A message as its reader reads it: in their language when it was stored as catalogue messages. */
export function presentMessageRow(m: MessageRow) {
  const lang = displayLanguage();
  return {
    id: m.id,
    title: renderStored(m.texts?.title, lang, m.title),
    content: renderStored(m.texts?.content, lang, m.content),
    link: m.link,
    isRead: m.isRead,
    createdTime: m.createdAt.toISOString(),
  };
}
