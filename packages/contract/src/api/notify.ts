import { z } from 'zod';
import { ZRowId } from './basic-data/common';
import { zInt } from './common';
import { NOTIFY_CHANNELS, NOTIFY_KINDS, NOTIFY_STATUSES } from './notify-paths';

export * from './notify-paths';

export const ZNotifyChannelSchema = z.enum(NOTIFY_CHANNELS, { error: '请选择通知渠道' }).describe('通知渠道');
export const ZNotifyKindSchema = z.enum(NOTIFY_KINDS, { error: '请选择通知类型' }).describe('通知类型');

const ZText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, { error: `${label}不能超过${max}个字符` });

/**
 * A channel's settings as the form sends them. The secret and the SMTP password are never sent
 * back: an empty one keeps what is stored (`clearSecret` removes it).
 */
export const ZNotifyChannelSaveSchema = z.object({
  channel: ZNotifyChannelSchema,
  enabled: z.boolean(),
  /** 企业微信 / 钉钉 / 飞书: the robot's webhook address. */
  webhookUrl: ZText(500, 'Webhook 地址').optional(),
  /** 钉钉 / 飞书: the signing secret (加签密钥). */
  secret: ZText(200, '加签密钥').optional(),
  clearSecret: z.boolean().optional(),
  /** E-mail: the SMTP server. */
  host: ZText(200, 'SMTP 服务器').optional(),
  port: zInt(1, 65535).optional(),
  secure: z.boolean().optional(),
  user: ZText(200, '用户名').optional(),
  password: ZText(200, '密码').optional(),
  from: ZText(200, '发件人').optional(),
  /** The kinds sent on this channel to users who have not chosen otherwise. */
  defaultKinds: z.array(ZNotifyKindSchema).max(NOTIFY_KINDS.length),
});
export type TNotifyChannelSave = z.infer<typeof ZNotifyChannelSaveSchema>;

export const ZNotifyChannelRowSchema = z.object({
  channel: z.enum(NOTIFY_CHANNELS),
  name: z.string(),
  enabled: z.boolean(),
  configured: z.boolean(),
  webhookUrl: z.string().nullable(),
  /** A secret (or the SMTP password) is stored; its value never leaves the server. */
  secretSet: z.boolean(),
  host: z.string().nullable(),
  port: z.number().int().nullable(),
  secure: z.boolean(),
  user: z.string().nullable(),
  from: z.string().nullable(),
  defaultKinds: z.array(z.enum(NOTIFY_KINDS)),
  updatedBy: z.string().nullable(),
  updatedTime: z.string().nullable(),
  /** Messages of this channel waiting, and failed (for the card). */
  pending: z.number().int(),
  failed: z.number().int(),
});
export type TNotifyChannelRow = z.infer<typeof ZNotifyChannelRowSchema>;

export const ZNotifyTestResultSchema = z.object({
  ok: z.boolean(),
  /** The platform's answer as it came (errcode, the SMTP reply, a timeout). */
  answer: z.string(),
  /** Where the test went: the administrator's own address, or the robot's group. */
  to: z.string(),
});
export type TNotifyTestResult = z.infer<typeof ZNotifyTestResultSchema>;

export const ZNotifyOutboxListRequestSchema = z.object({
  channel: ZNotifyChannelSchema.optional(),
  status: z.enum(NOTIFY_STATUSES, { error: '请选择发送状态' }).optional(),
  pageIndex: zInt(1, 1_000_000).default(1).describe('页码'),
  pageSize: zInt(1, 100).default(10).describe('每页条数'),
});
export type TNotifyOutboxListRequest = z.infer<typeof ZNotifyOutboxListRequestSchema>;

export const ZNotifyOutboxRowSchema = z.object({
  id: z.number().int(),
  channel: z.enum(NOTIFY_CHANNELS),
  channelText: z.string(),
  kind: z.enum(NOTIFY_KINDS),
  kindText: z.string(),
  /** The recipient's display name and account. */
  userName: z.string(),
  title: z.string(),
  status: z.enum(NOTIFY_STATUSES),
  statusText: z.string(),
  attempts: z.number().int(),
  lastAnswer: z.string().nullable(),
  createdTime: z.string(),
  sentTime: z.string().nullable(),
  nextAttemptTime: z.string().nullable(),
});
export type TNotifyOutboxRow = z.infer<typeof ZNotifyOutboxRowSchema>;

export const ZNotifyRetryRequestSchema = z.object({ id: ZRowId.describe('通知') });

/** One cell of a user's choices: this kind of message on this channel. */
export const ZNotifyChoiceSchema = z.object({
  channel: ZNotifyChannelSchema,
  kind: ZNotifyKindSchema,
  enabled: z.boolean(),
});

export const ZMyNotifySettingsSchema = z.object({
  email: z.string().nullable(),
  imId: z.string().nullable(),
  /** The channels an administrator has turned on (others are not offered). */
  channels: z.array(z.object({ channel: z.enum(NOTIFY_CHANNELS), name: z.string() })),
  /** Every kind on every offered channel: on or off, and whether that is the administrator's default. */
  choices: z.array(
    z.object({
      channel: z.enum(NOTIFY_CHANNELS),
      kind: z.enum(NOTIFY_KINDS),
      enabled: z.boolean(),
      isDefault: z.boolean(),
    }),
  ),
});
export type TMyNotifySettings = z.infer<typeof ZMyNotifySettingsSchema>;

export const ZMyNotifySettingsSaveSchema = z.object({
  email: z
    .string()
    .trim()
    .max(128, { error: '邮箱不能超过128个字符' })
    .refine((v) => v === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), { error: '邮箱格式不正确' }),
  imId: ZText(64, 'IM 账号'),
  choices: z.array(ZNotifyChoiceSchema).max(NOTIFY_CHANNELS.length * NOTIFY_KINDS.length),
});
export type TMyNotifySettingsSave = z.infer<typeof ZMyNotifySettingsSaveSchema>;
