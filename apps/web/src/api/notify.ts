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
import { http, postForMessage } from './http';

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

/** A POST answered with the server's own success message (「钉钉机器人设置已保存」). */
const postWithMessage = <T>(url: string, body: unknown, silent: boolean) => postForMessage<T>(http, url, body, silent);

export const getNotifyChannels = () => http.post<TNotifyChannelRow[]>(NotifyPaths.getChannelList, {});

export const saveNotifyChannel = (body: TNotifyChannelSave) =>
  postWithMessage<null>(NotifyPaths.saveChannel, body, true);

/** Sends a test message with the form's settings, saved or not; a refusal is the caller's to show. */
export const testNotifyChannel = (body: TNotifyChannelSave) =>
  http.post<TNotifyTestResult>(NotifyPaths.testChannel, body, { silent: true });

export const getNotifyOutbox = (request: TNotifyOutboxListRequest) =>
  http.post<{ list: TNotifyOutboxRow[]; total: number }>(NotifyPaths.getOutboxPageList, request);

export const retryNotifyOutbox = (id: number) => postWithMessage<null>(NotifyPaths.retryOutbox, { id }, false);

export const getMyNotifySettings = () => http.post<TMyNotifySettings>(NotifyPaths.getMyNotifySettings, {});

export const saveMyNotifySettings = (body: TMyNotifySettingsSave) =>
  postWithMessage<null>(NotifyPaths.saveMyNotifySettings, body, true);
