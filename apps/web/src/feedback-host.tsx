import { Modal, message } from 'antd';
import { useEffect } from 'react';
import { bindFeedback, type Feedback, unbindFeedback } from './feedback';

/** Loaded with the first toast or dialog (feedback.ts), so the sign-in page starts without it. */
export const staticFeedback: Feedback = { message, modal: Modal };

/** The message and modal holders antd's `<App>` would render, handed to feedback.ts. */
export default function FeedbackHost() {
  const [messageApi, messageHolder] = message.useMessage();
  const [modalApi, modalHolder] = Modal.useModal();
  useEffect(() => {
    bindFeedback({ message: messageApi, modal: modalApi });
    return unbindFeedback;
  }, [messageApi, modalApi]);
  return (
    <>
      {modalHolder}
      {messageHolder}
    </>
  );
}
