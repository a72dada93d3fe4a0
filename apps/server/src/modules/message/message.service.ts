import type { TMarkReadRequest, TMessageListRequest } from '@hris/contract';
import type { Db } from '../../db/client';
import type { Actor } from '../../http/actor';
import { audit } from '../../http/audit';
import type { AuthContext } from '../../http/auth-context';
import { checkListRequest } from '../../http/list-request';
import { presentMessageRow } from './message.presenter';
import * as repo from './message.repository';

/** A user's own messages; nobody reads another's. */
export class MessageService {
  constructor(private readonly db: Db) {}

  async list(auth: AuthContext, input: TMessageListRequest) {
    checkListRequest(input, { sorts: ['createdTime'], filters: {} });
    const page = { limit: input.pageSize, offset: (input.pageIndex - 1) * input.pageSize };
    const [rows, total] = await Promise.all([
      repo.findMessagePage(this.db, auth.userId, input.unreadOnly, page),
      repo.countMessages(this.db, auth.userId, input.unreadOnly),
    ]);
    return { list: rows.map(presentMessageRow), total };
  }

  /** Marks the caller's messages read (the given ones, or all), logged in the same transaction. */
  async markRead(actor: Actor, input: TMarkReadRequest) {
    const ids = input.ids ?? [];
    if (!input.all && ids.length === 0) return { updated: 0 };
    const updated = await this.db.transaction(async (tx) => {
      const rows = await repo.markMessagesRead(tx, actor.auth.userId, input.all ? undefined : ids);
      await audit(tx, actor, {
        action: 'message.markRead',
        summary: { count: rows.length, all: Boolean(input.all) },
      });
      return rows;
    });
    return { updated: updated.length };
  }
}
