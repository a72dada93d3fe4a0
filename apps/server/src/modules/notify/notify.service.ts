import { randomUUID } from 'node:crypto';
import {
  msg,
  NOTIFY_CHANNEL_TEXT,
  NOTIFY_CHANNELS,
  NOTIFY_KIND_TEXT,
  NOTIFY_KINDS,
  NOTIFY_STATUS_TEXT,
  type PageResult,
  type TMyNotifySettings,
  type TMyNotifySettingsSave,
  type TNotifyChannel,
  type TNotifyChannelRow,
  type TNotifyChannelSave,
  type TNotifyOutboxListRequest,
  type TNotifyOutboxRow,
  type TNotifyTestResult,
  ZNotifyChannelSaveSchema,
} from '@hris/contract';
import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appUser, notifyChannel, notifyOutbox, notifyPreference } from '../../db/schema';
import type { Actor } from '../../http/actor';
import { audit } from '../../http/audit';
import type { AuthContext } from '../../http/auth-context';
import { errors, fieldRefusals } from '../../http/errors';
import { requireCompanyWide } from '../../http/scope';
import { sendVia } from './channels';
import type { ChannelConfig, EmailChannelConfig, WebhookChannelConfig } from './channels/types';

const refuse = fieldRefusals(ZNotifyChannelSaveSchema);

/** The channels hold the company's robot secrets and the outbox everyone's messages. */
const companyWide = (auth: AuthContext) => requireCompanyWide(auth, msg('notify.allScopeOnly'));

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** `name <a@b.c>` or `a@b.c`. */
const FROM = /^(?:[^<>]*<[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+)$/;

/** What is stored for a channel: its settings with the secret (never sent back to the web). */
type StoredConfig = Partial<EmailChannelConfig & WebhookChannelConfig>;

export class NotifyService {
  constructor(private readonly db: Db) {}

  /** Every channel, configured or not, without its secret; with what waits and what failed on it. */
  async channels(auth: AuthContext): Promise<TNotifyChannelRow[]> {
    companyWide(auth);
    const rows = await this.db
      .select({ row: notifyChannel, updatedBy: appUser.displayName })
      .from(notifyChannel)
      .leftJoin(appUser, eq(appUser.id, notifyChannel.updatedBy));
    const counts = await this.db
      .select({ channel: notifyOutbox.channel, status: notifyOutbox.status, n: count() })
      .from(notifyOutbox)
      .where(inArray(notifyOutbox.status, ['pending', 'sending', 'failed']))
      .groupBy(notifyOutbox.channel, notifyOutbox.status);
    const tally = (channel: TNotifyChannel, statuses: string[]) =>
      counts.filter((c) => c.channel === channel && statuses.includes(c.status)).reduce((s, c) => s + c.n, 0);
    return NOTIFY_CHANNELS.map((channel) => {
      const found = rows.find((r) => r.row.channel === channel);
      const c = (found?.row.config ?? {}) as StoredConfig;
      return {
        channel,
        name: NOTIFY_CHANNEL_TEXT[channel].zh,
        enabled: found?.row.enabled ?? false,
        configured: Boolean(found && (channel === 'email' ? c.host && c.from : c.webhookUrl)),
        webhookUrl: channel === 'email' || !c.webhookUrl ? null : maskedUrl(c.webhookUrl),
        secretSet: Boolean(channel === 'email' ? c.password : c.secret),
        host: c.host ?? null,
        port: c.port ?? null,
        secure: c.secure ?? false,
        user: c.user ?? null,
        from: c.from ?? null,
        defaultKinds: found?.row.defaultKinds ?? [],
        updatedBy: found?.updatedBy ?? null,
        updatedTime: iso(found?.row.updatedAt ?? null),
        pending: tally(channel, ['pending', 'sending']),
        failed: tally(channel, ['failed']),
      };
    });
  }

  /**
   * The settings the form sent, checked, with the stored secret kept when the form left it empty.
   * An enabled channel must be complete; a disabled one may be saved half filled in.
   */
  private async settingsOf(input: TNotifyChannelSave): Promise<StoredConfig> {
    const [stored] = await this.db.select().from(notifyChannel).where(eq(notifyChannel.channel, input.channel));
    const before = (stored?.config ?? {}) as StoredConfig;
    const label = (zh: string) => msg('notify.required', { field: zh });
    if (input.channel === 'email') {
      const config: StoredConfig = {
        host: input.host ?? '',
        port: input.port ?? (input.secure ? 465 : 25),
        secure: input.secure ?? false,
        user: input.user ?? '',
        password: input.clearSecret ? '' : input.password || before.password || '',
        from: input.from ?? '',
      };
      if (input.enabled && !config.host) throw refuse('host', label('SMTP 服务器'));
      if (input.enabled && !config.from) throw refuse('from', label('发件人'));
      if (config.from && !FROM.test(config.from)) throw refuse('from', msg('notify.fromInvalid'));
      return config;
    }
    // The list answers the address with its key masked; sent back unchanged, the stored one stays.
    const sent = input.webhookUrl ?? '';
    const webhookUrl = before.webhookUrl && sent === maskedUrl(before.webhookUrl) ? before.webhookUrl : sent;
    if (input.enabled && !webhookUrl) throw refuse('webhookUrl', label('Webhook 地址'));
    if (webhookUrl && !/^https?:\/\/[^\s/]+/i.test(webhookUrl)) throw refuse('webhookUrl', msg('notify.urlInvalid'));
    if (input.channel === 'wecom' && input.secret) throw refuse('secret', msg('notify.secretUnused'));
    return {
      webhookUrl,
      secret: input.channel === 'wecom' || input.clearSecret ? '' : input.secret || before.secret || '',
    };
  }

  async saveChannel(actor: Actor, input: TNotifyChannelSave) {
    companyWide(actor.auth);
    const config = await this.settingsOf(input);
    const defaultKinds = NOTIFY_KINDS.filter((k) => input.defaultKinds.includes(k));
    await this.db.transaction(async (tx) => {
      await tx
        .insert(notifyChannel)
        .values({ channel: input.channel, enabled: input.enabled, config, defaultKinds, updatedBy: actor.auth.userId })
        .onConflictDoUpdate({
          target: notifyChannel.channel,
          set: { enabled: input.enabled, config, defaultKinds, updatedBy: actor.auth.userId, updatedAt: sql`now()` },
        });
      await audit(tx, actor, {
        action: 'notify.channel.save',
        target: `notify:${input.channel}`,
        // Never the secret or the password: only whether one is set.
        summary: {
          enabled: input.enabled,
          webhookUrl: config.webhookUrl ? redactUrl(config.webhookUrl) : undefined,
          host: config.host || undefined,
          from: config.from || undefined,
          secretSet: Boolean(config.secret || config.password),
          defaultKinds,
        },
      });
    });
    return msg('notify.saved', { name: NOTIFY_CHANNEL_TEXT[input.channel] });
  }

  /**
   * Sends a test message with the form's settings (saved or not) to the administrator: by e-mail to
   * their own address, by a robot to its group, mentioning them. Answers the platform's reply.
   */
  async testChannel(actor: Actor, input: TNotifyChannelSave): Promise<TNotifyTestResult> {
    companyWide(actor.auth);
    const config = await this.settingsOf({ ...input, enabled: true });
    const [me] = await this.db
      .select({ name: appUser.displayName, email: appUser.email, imId: appUser.imId })
      .from(appUser)
      .where(eq(appUser.id, actor.auth.userId));
    if (input.channel === 'email' && !me?.email) throw errors.validation(msg('notify.testNoEmail'));
    const result = await sendVia(input.channel, config as ChannelConfig, {
      key: `test:${randomUUID()}`,
      title: 'HRIS 测试消息',
      lines: [`这是一条来自接口中心的测试消息，发送人：${actor.auth.displayName}。`, '收到即表示渠道配置正确。'],
      to: { name: me?.name ?? actor.auth.displayName, email: me?.email, imId: me?.imId },
    });
    await audit(this.db, actor, {
      action: 'notify.channel.test',
      target: `notify:${input.channel}`,
      summary: { ok: result.ok, answer: result.answer },
    });
    return {
      ok: result.ok,
      answer: result.answer,
      to: input.channel === 'email' ? (me?.email ?? '') : NOTIFY_CHANNEL_TEXT[input.channel].zh,
    };
  }

  /** The outbox, newest first, with each message's delivery state. */
  async outbox(auth: AuthContext, input: TNotifyOutboxListRequest): Promise<PageResult<TNotifyOutboxRow>> {
    companyWide(auth);
    const where: SQL | undefined = and(
      input.channel ? eq(notifyOutbox.channel, input.channel) : undefined,
      input.status ? eq(notifyOutbox.status, input.status) : undefined,
    );
    const rows = await this.db
      .select({ row: notifyOutbox, userName: appUser.displayName, account: appUser.account })
      .from(notifyOutbox)
      .innerJoin(appUser, eq(appUser.id, notifyOutbox.userId))
      .where(where)
      .orderBy(desc(notifyOutbox.id))
      .limit(input.pageSize)
      .offset((input.pageIndex - 1) * input.pageSize);
    const [total] = await this.db.select({ n: count() }).from(notifyOutbox).where(where);
    return {
      total: total?.n ?? 0,
      list: rows.map(({ row, userName, account }) => ({
        id: row.id,
        channel: row.channel,
        channelText: NOTIFY_CHANNEL_TEXT[row.channel].zh,
        kind: row.kind,
        kindText: NOTIFY_KIND_TEXT[row.kind].zh,
        userName: `${userName}（${account}）`,
        title: row.title,
        status: row.status,
        statusText: NOTIFY_STATUS_TEXT[row.status].zh,
        attempts: row.attempts,
        lastAnswer: row.lastAnswer,
        createdTime: row.createdAt.toISOString(),
        sentTime: iso(row.sentAt),
        nextAttemptTime: row.status === 'pending' ? row.nextAttemptAt.toISOString() : null,
      })),
    };
  }

  /** A failed (or unsent) message goes back in the queue, with its attempts counted afresh and the same key. */
  async retry(actor: Actor, id: number) {
    companyWide(actor.auth);
    const [row] = await this.db
      .update(notifyOutbox)
      .set({ status: 'pending', attempts: 0, nextAttemptAt: sql`now()`, claimedAt: null })
      .where(and(eq(notifyOutbox.id, id), inArray(notifyOutbox.status, ['failed', 'skipped'])))
      .returning({ id: notifyOutbox.id });
    if (!row) {
      const [exists] = await this.db.select({ id: notifyOutbox.id }).from(notifyOutbox).where(eq(notifyOutbox.id, id));
      if (!exists) throw errors.notFound(msg('noun.notification'));
      throw errors.conflict(msg('notify.notRetryable'));
    }
    await audit(this.db, actor, { action: 'notify.retry', target: `notify-outbox:${id}` });
    return msg('notify.requeued');
  }

  /** The caller's addresses and, for every channel that is on, every kind: on or off, and whether by default. */
  async mySettings(auth: AuthContext): Promise<TMyNotifySettings> {
    const [me] = await this.db
      .select({ email: appUser.email, imId: appUser.imId })
      .from(appUser)
      .where(eq(appUser.id, auth.userId));
    const channels = await this.db.select().from(notifyChannel).where(eq(notifyChannel.enabled, true));
    const mine = await this.db.select().from(notifyPreference).where(eq(notifyPreference.userId, auth.userId));
    const offered = NOTIFY_CHANNELS.flatMap((channel) => channels.filter((c) => c.channel === channel));
    return {
      email: me?.email ?? null,
      imId: me?.imId ?? null,
      channels: offered.map((c) => ({ channel: c.channel, name: NOTIFY_CHANNEL_TEXT[c.channel].zh })),
      choices: offered.flatMap((c) =>
        NOTIFY_KINDS.map((kind) => {
          const own = mine.find((p) => p.channel === c.channel && p.kind === kind);
          return {
            channel: c.channel,
            kind,
            enabled: own ? own.enabled : c.defaultKinds.includes(kind),
            isDefault: !own,
          };
        }),
      ),
    };
  }

  /**
   * Saves the caller's addresses and choices. A choice equal to the channel's default is stored as
   * no choice, so a later change of the default reaches them.
   */
  async saveMySettings(actor: Actor, input: TMyNotifySettingsSave) {
    const userId = actor.auth.userId;
    const channels = await this.db.select().from(notifyChannel).where(eq(notifyChannel.enabled, true));
    for (const choice of input.choices) {
      if (!channels.some((c) => c.channel === choice.channel))
        throw errors.validation(msg('notify.channelOff', { name: NOTIFY_CHANNEL_TEXT[choice.channel] }));
    }
    await this.db.transaction(async (tx) => {
      await tx
        .update(appUser)
        .set({ email: input.email || null, imId: input.imId || null, updatedAt: sql`now()` })
        .where(eq(appUser.id, userId));
      for (const choice of input.choices) {
        const channel = channels.find((c) => c.channel === choice.channel)!;
        const mine = and(
          eq(notifyPreference.userId, userId),
          eq(notifyPreference.channel, choice.channel),
          eq(notifyPreference.kind, choice.kind),
        );
        if (channel.defaultKinds.includes(choice.kind) === choice.enabled)
          await tx.delete(notifyPreference).where(mine);
        else
          await tx
            .insert(notifyPreference)
            .values({ userId, ...choice })
            .onConflictDoUpdate({
              target: [notifyPreference.userId, notifyPreference.channel, notifyPreference.kind],
              set: { enabled: choice.enabled },
            });
      }
      await audit(tx, actor, {
        action: 'notify.settings.save',
        target: `user:${userId}`,
        summary: { email: input.email || null, imId: input.imId || null, choices: input.choices },
      });
    });
    return msg('notify.settingsSaved');
  }
}

/** A webhook address without its key or token (in the query or the path), for the log. */
function redactUrl(url: string): string {
  try {
    return `${new URL(url).origin}/…`;
  } catch {
    return '…';
  }
}

/**
 * A webhook address as the web sees it: the key or token (企业微信 `key`, 钉钉 `access_token`, 飞书's
 * hook id) is as good as a password, so only its first four characters are shown.
 */
export function maskedUrl(url: string): string {
  const hide = (value: string) => `${value.slice(0, 4)}****`;
  try {
    const u = new URL(url);
    const path = u.pathname
      .split('/')
      .map((segment) => (segment.length >= 16 ? hide(segment) : segment))
      .join('/');
    const query = [...u.searchParams.entries()].map(([k, v]) => `${k}=${hide(v)}`).join('&');
    return `${u.origin}${path}${query ? `?${query}` : ''}`;
  } catch {
    return hide(url);
  }
}
