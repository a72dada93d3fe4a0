import {
  NotifyPaths,
  type TMyNotifySettings,
  type TMyNotifySettingsSave,
  type TNotifyChannelRow,
  type TNotifyChannelSave,
  type TNotifyOutboxListRequest,
  type TNotifyOutboxRow,
  type TNotifyTestResult,
} from '@hris/contract';
import { http, postSeeingEnvelope } from './http';

/**
 * Query keys of notifications outside HRIS. A channel's save or a retry refreshes the cards and the
 * outbox together; the user's own settings sit under the same root, since a channel turned on or
 * off changes what they are offered.
 */
export const notifyKeys = {
  all: ['notify'] as const,
  channels: ['notify', 'channels'] as const,
  outbox: (request: TNotifyOutboxListRequest) => ['notify', 'outbox', request] as const,
  mySettings: ['notify', 'mySettings'] as const,
};

/** What a save answers: its `data`, and the server's own message (「钉钉机器人设置已保存」). */
export interface WithMessage<T> {
  data: T;
  msg: string;
}

/**
 * A POST whose success message is the server's: the shared client resolves with `data` only, so
 * the envelope's `msg` is read on its way through axios' response transform. `silent` leaves a
 * refusal to the caller (a form puts it under its fields).
 */
async function postForMessage<T>(url: string, body: unknown, silent: boolean): Promise<WithMessage<T>> {
  let msg = '';
  const keep = (envelope: unknown) => {
    const text = typeof envelope === 'object' && envelope !== null ? (envelope as { msg?: unknown }).msg : undefined;
    if (typeof text === 'string') msg = text;
  };
  const data = await postSeeingEnvelope<T>(http, url, body, keep, { silent });
  return { data, msg };
}

export const getNotifyChannels = () => http.post<TNotifyChannelRow[]>(NotifyPaths.getChannelList, {});

export const saveNotifyChannel = (body: TNotifyChannelSave) =>
  postForMessage<null>(NotifyPaths.saveChannel, body, true);

/** Sends a test message with the form's settings, saved or not; a refusal is the caller's to show. */
export const testNotifyChannel = (body: TNotifyChannelSave) =>
  http.post<TNotifyTestResult>(NotifyPaths.testChannel, body, { silent: true });

export const getNotifyOutbox = (request: TNotifyOutboxListRequest) =>
  http.post<{ list: TNotifyOutboxRow[]; total: number }>(NotifyPaths.getOutboxPageList, request);

export const retryNotifyOutbox = (id: number) => postForMessage<null>(NotifyPaths.retryOutbox, { id }, false);

export const getMyNotifySettings = () => http.post<TMyNotifySettings>(NotifyPaths.getMyNotifySettings, {});

export const saveMyNotifySettings = (body: TMyNotifySettingsSave) =>
  postForMessage<null>(NotifyPaths.saveMyNotifySettings, body, true);
