import { MessagePaths, type PageResult, type ZMarkReadRequestSchema, type ZMessageRowSchema } from '@hris/contract';
import type { z } from 'zod';
import { http } from './http';

export type MessageRow = z.infer<typeof ZMessageRowSchema>;
export type MarkReadRequest = z.infer<typeof ZMarkReadRequestSchema>;

export interface MessageListRequest {
  pageIndex: number;
  pageSize: number;
  unreadOnly?: boolean;
}

export const getMessageList = (body: MessageListRequest) =>
  http.post<PageResult<MessageRow>>(MessagePaths.getMessageList, body);

export const markRead = (body: MarkReadRequest) => http.post<null>(MessagePaths.markRead, body);
