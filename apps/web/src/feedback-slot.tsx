import { type ComponentType, lazy, Suspense, useSyncExternalStore } from 'react';
import { feedbackSlot } from './feedback';

// Should its chunk fail to load, toasts and dialogs are lost rather than the whole page.
const FeedbackHost = lazy<ComponentType>(() => import('./feedback-host').catch(() => ({ default: () => null })));

/** Renders antd's message and modal holders once a toast or dialog was asked for (feedback.ts). */
export function FeedbackSlot() {
  const wanted = useSyncExternalStore(feedbackSlot.subscribe, feedbackSlot.wanted);
  return wanted ? (
    <Suspense fallback={null}>
      <FeedbackHost />
    </Suspense>
  ) : null;
}
