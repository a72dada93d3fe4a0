import type { Catalogue } from './catalogue';

/**
 * The workflow's messages to users (the message centre, the navbar's notices, e-mail and IM):
 * stored in Chinese and as these keys, read in the reader's language (ARCHITECTURE §10).
 */
export const workflowNoticeMessages = {
  'notice.todoTitle': { zh: '您有新的待办：{process}', en: 'New to-do: {process}' },
  'notice.todoContent': {
    zh: '{target}的{process}已到「{step}」，请处理。',
    en: '{process} for {target} has reached "{step}"; please handle it.',
  },
  'notice.addedTitle': { zh: '您有新的加签待办：{process}', en: 'You were added as an approver: {process}' },
  'notice.addedContent': {
    zh: '{adder}请您在「{step}」审批{target}的{process}，理由：{reason}。',
    en: '{adder} asks you to approve {process} for {target} at "{step}". Reason: {reason}.',
  },
  'notice.returnedTitle': { zh: '「{process}」被退回：{step}', en: '"{process}" was returned: {step}' },
  'notice.returnedContent': {
    zh: '{by}退回了{target}的{process}，请处理。',
    en: '{by} returned {process} for {target}; please handle it.',
  },
  'notice.returnedContentWithOpinion': {
    zh: '{by}退回了{target}的{process}，意见：{opinion}，请处理。',
    en: '{by} returned {process} for {target} with the opinion "{opinion}"; please handle it.',
  },
  'notice.finishedTitle': { zh: '您发起的「{process}」已办结', en: 'Your "{process}" is complete' },
  'notice.finishedContent': {
    zh: '{target}的{process}已审批通过并生效。',
    en: '{process} for {target} has been approved and has taken effect.',
  },
  'notice.stoppedTitle': { zh: '「{process}」已停止', en: '"{process}" has stopped' },
  'notice.terminatedTitle': { zh: '您发起的「{process}」已被终止', en: 'Your "{process}" was terminated' },
  'notice.terminatedContent': {
    zh: '{by}在「{step}」终止了流程。',
    en: '{by} terminated the work at "{step}".',
  },
  'notice.terminatedContentWithOpinion': {
    zh: '{by}在「{step}」终止了流程，意见：{opinion}。',
    en: '{by} terminated the work at "{step}" with the opinion "{opinion}".',
  },
  'notice.withdrawnTitle': { zh: '「{process}」已被撤回', en: '"{process}" was withdrawn' },
  'notice.withdrawnContent': {
    zh: '{by}撤回了{target}的{process}，您无需再处理。',
    en: '{by} withdrew {process} for {target}; you need not handle it any more.',
  },
  'notice.transferredContent': {
    zh: '{by}将{target}的「{step}」转办给您。',
    en: '{by} transferred "{step}" of {target} to you.',
  },
  'notice.remindTitle': { zh: '催办：{process}', en: 'Reminder: {process}' },
  'notice.remindContent': {
    zh: '{by}催您尽快处理{target}的「{step}」。',
    en: '{by} asks you to handle "{step}" of {target} soon.',
  },
  'notice.overdueTitle': { zh: '待办已超时：{process}', en: 'To-do overdue: {process}' },
  'notice.overdueContent': {
    zh: '「{step}」已超过处理时限，请尽快处理。',
    en: '"{step}" is past its time limit; please handle it soon.',
  },
  'notice.copyTitle': { zh: '抄送给您：{process}', en: 'Copied to you: {process}' },
  'notice.copyContent': {
    zh: '{by}将{subject}抄送给您，请知悉。',
    en: '{by} copied {subject} to you, for your information.',
  },
  'notice.subject.process': { zh: '{process}', en: '{process}' },
  'notice.subject.ofTarget': { zh: '{target}的{process}', en: '{process} for {target}' },
  'notice.subject.atStep': { zh: '{subject}（{step}）', en: '{subject} ({step})' },
} as const satisfies Catalogue;
