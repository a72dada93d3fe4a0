import { MESSAGE_DURATION_S } from '@hris/contract';
import { type App, message as staticMessage, Modal as staticModal } from 'antd';

type MessageInstance = ReturnType<typeof App.useApp>['message'];
/** The static Modal functions; the hook API of `App.useApp()` returns a superset of each. */
type ModalApi = Pick<typeof staticModal, 'warning' | 'confirm' | 'error' | 'info' | 'success'>;

/**
 * Toasts and dialogs for code outside React (the HTTP layer, the guard). `<FeedbackHolder>` inside
 * antd's `<App>` hands over the context-aware instances so they follow the live theme and locale;
 * until then (and in unit tests) the static functions are used.
 */
let messageApi: MessageInstance | null = null;
let modalApi: ModalApi | null = null;

export function bindFeedback(message: MessageInstance, modal: ModalApi): void {
  messageApi = message;
  modalApi = modal;
}

export function unbindFeedback(): void {
  messageApi = null;
  modalApi = null;
}

function message(): MessageInstance {
  return messageApi ?? staticMessage;
}

export function modal(): ModalApi {
  return modalApi ?? staticModal;
}

/** A red message for 5 seconds (spec §8). */
export function toastError(content: string): void {
  void message().error({ content, duration: MESSAGE_DURATION_S });
}

export function toastWarning(content: string): void {
  void message().warning({ content, duration: MESSAGE_DURATION_S });
}

export function toastSuccess(content: string): void {
  void message().success({ content, duration: 3 });
}
