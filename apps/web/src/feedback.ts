import { MESSAGE_DURATION_S } from '@hris/contract';
import type { ModalFuncProps, message } from 'antd';

type MessageApi = ReturnType<typeof message.useMessage>[0];
type ModalKind = 'warning' | 'confirm' | 'error' | 'info' | 'success';
/** The static Modal functions; the hook API of `Modal.useModal()` returns a superset of each. */
type ModalFunctions = Record<ModalKind, (config: ModalFuncProps) => unknown>;
export type ModalApi = Record<ModalKind, (config: ModalFuncProps) => void>;

export interface Feedback {
  message: MessageApi;
  modal: ModalFunctions;
}

/**
 * Toasts and dialogs for code outside React (the HTTP layer, the guard). antd's message and modal
 * code is not part of the start-up bundle: the first toast or dialog loads it (feedback-host.tsx).
 * While the app is mounted, `<FeedbackSlot>` then renders the context-aware holders, which bind
 * here so toasts follow the live theme and locale; without it (unit tests) the static functions
 * are used.
 */
let bound: Feedback | null = null;
let slotMounted = false;
let hostWanted = false;
let queue: ((feedback: Feedback) => void)[] = [];
const slotListeners = new Set<() => void>();

export function bindFeedback(feedback: Feedback): void {
  bound = feedback;
  const waiting = queue;
  queue = [];
  for (const show of waiting) show(feedback);
}

export function unbindFeedback(): void {
  bound = null;
}

/** For `<FeedbackSlot>`: whether something asked for feedback yet (it then renders the holders). */
export const feedbackSlot = {
  subscribe(listener: () => void): () => void {
    slotListeners.add(listener);
    slotMounted = true;
    return () => {
      slotListeners.delete(listener);
      slotMounted = slotListeners.size > 0;
    };
  },
  wanted: (): boolean => hostWanted,
};

function withFeedback(show: (feedback: Feedback) => void): void {
  if (bound) {
    show(bound);
    return;
  }
  queue.push(show);
  if (!hostWanted) {
    hostWanted = true;
    for (const listener of slotListeners) listener();
  }
  if (!slotMounted) {
    void import('./feedback-host').then(({ staticFeedback }) => {
      if (!bound && !slotMounted) bindStatic(staticFeedback);
    });
  }
}

/** No app mounted: show what is waiting through the static functions, and bind nothing. */
function bindStatic(feedback: Feedback): void {
  const waiting = queue;
  queue = [];
  for (const show of waiting) show(feedback);
}

export function modal(): ModalApi {
  const open = (kind: ModalKind) => (config: ModalFuncProps) => withFeedback((f) => void f.modal[kind](config));
  return {
    warning: open('warning'),
    confirm: open('confirm'),
    error: open('error'),
    info: open('info'),
    success: open('success'),
  };
}

/** The warnings and errors still on screen, by key: a later success clears them. */
const problems = new Set<string>();
let problemCount = 0;

function toastProblem(kind: 'error' | 'warning', content: string): void {
  const key = `hris-problem-${++problemCount}`;
  problems.add(key);
  withFeedback(
    (f) => void f.message[kind]({ key, content, duration: MESSAGE_DURATION_S, onClose: () => problems.delete(key) }),
  );
}

/** A red message for 5 seconds (spec §8). */
export function toastError(content: string): void {
  toastProblem('error', content);
}

export function toastWarning(content: string): void {
  toastProblem('warning', content);
}

/** A success, which takes away the warnings before it: an old 请填写完整 must not stay under 提交成功. */
export function toastSuccess(content: string): void {
  const stale = [...problems];
  problems.clear();
  withFeedback((f) => {
    for (const key of stale) f.message.destroy(key);
    void f.message.success({ content, duration: 3 });
  });
}
