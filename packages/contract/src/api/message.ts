import { z } from 'zod';
import { ZPageRequestSchema } from './common';

export const MessagePaths = {
  getMessageList: '/api/Message/GetMessageList',
  markRead: '/api/Message/MarkRead',
} as const;

export const ZMessageListRequestSchema = ZPageRequestSchema.extend({
  unreadOnly: z.boolean().optional().describe('仅未读'),
});
export type TMessageListRequest = z.infer<typeof ZMessageListRequestSchema>;
export const ZMessageRowSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  link: z.string().nullable(),
  isRead: z.boolean(),
  createdTime: z.string(),
});
export const ZMarkReadRequestSchema = z.object({
  ids: z.array(z.number().int()).max(1000).optional().describe('消息'),
  all: z.boolean().optional().describe('全部'),
});
export type TMarkReadRequest = z.infer<typeof ZMarkReadRequestSchema>;
