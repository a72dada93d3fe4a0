import { NOTIFY_CHANNEL_TEXT, NOTIFY_DIGEST_MINUTE, type TNotifyChannel } from '@hris/contract';
import type { ServerPart } from '../../server-part';
import { NOTIFY_DIGEST_JOB, notifyDigestJob } from './digest';
import { notifyRoutes } from './notify.routes';
import { NOTIFY_PRUNE_JOB, notifyPruneJob } from './prune';
import { sendOutbox } from './sender';

/**
 * Notifications outside HRIS: the routes of 接口中心's channels and of each user's settings, the
 * outbox sent on every tick of the job runner, the daily digest, and the daily prune of old messages.
 */
export const notifyPart: ServerPart = {
  routes: [notifyRoutes],
  logTargets: {
    notify: {
      noun: '通知渠道',
      describe: async (_db, keys) =>
        new Map(
          keys.flatMap((k) =>
            k in NOTIFY_CHANNEL_TEXT ? [[k, NOTIFY_CHANNEL_TEXT[k as TNotifyChannel].zh] as const] : [],
          ),
        ),
    },
    'notify-outbox': { noun: '通知' },
  },
  jobs: [
    {
      kind: NOTIFY_DIGEST_JOB,
      run: notifyDigestJob,
      daily: { minute: NOTIFY_DIGEST_MINUTE },
      // Every tick sends what the outbox holds (messages queued by approvals, reminders, digests).
      tick: (db, options) => sendOutbox(db, options.notify),
    },
    { kind: NOTIFY_PRUNE_JOB, run: notifyPruneJob, daily: {} },
  ],
};
