import { z } from 'zod';
import { ZPageRequestSchema } from './common';

export const SystemPaths = {
  getSystemLogList: '/api/System/GetSystemLogList',
} as const;

export const ZSystemLogListRequestSchema = ZPageRequestSchema;
export type TSystemLogListRequest = z.infer<typeof ZSystemLogListRequestSchema>;
export const ZSystemLogRowSchema = z.object({
  id: z.number().int(),
  userName: z.string().nullable(),
  action: z.string(),
  target: z.string().nullable(),
  summary: z.string().nullable(),
  ip: z.string().nullable(),
  createdTime: z.string(),
});
