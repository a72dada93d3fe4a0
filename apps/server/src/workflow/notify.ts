import type { Executor } from '../db/client';
import { message } from '../db/schema';

/** A message in the user's inbox (counted as unread in the navbar badge). */
export async function notify(db: Executor, userId: number, title: string, content: string, link: string | null) {
  await db.insert(message).values({ userId, title: title.slice(0, 200), content, link });
}

export function taskLink(flowId: number, workId: number, nodeId: number | null): string {
  return `/process/do?flowId=${flowId}&workId=${workId}${nodeId != null ? `&nodeId=${nodeId}` : ''}`;
}
