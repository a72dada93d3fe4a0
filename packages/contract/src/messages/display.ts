import type { Catalogue } from './catalogue';

/**
 * Labels the server writes into its answers for display (a work's status, the steps of its
 * progress and chart, who acted when no one did): shown in the request's language like a message.
 */
export const displayMessages = {
  'display.system': { zh: '系统', en: 'System' },
  'display.workStatus.running': { zh: '审批中', en: 'In approval' },
  'display.workStatus.finished': { zh: '已办结', en: 'Completed' },
  'display.workStatus.stopped': { zh: '已终止', en: 'Terminated' },
  'display.workStatus.halted': { zh: '已停止', en: 'Stopped' },
  'display.step.start': { zh: '发起', en: 'Start' },
  'display.step.starter': { zh: '发起人', en: 'Starter' },
  'display.step.end': { zh: '结束', en: 'End' },
  'display.step.finish': { zh: '办结', en: 'Completed' },
  'display.step.added': { zh: '{step}（加签）', en: '{step} (added approver)' },
  'display.step.addedBy': { zh: '加签人：{name}', en: 'Added by: {name}' },
  'display.event.start': { zh: '发起', en: 'Started' },
  'display.event.approve': { zh: '审批通过', en: 'Approved' },
  'display.event.rollback': { zh: '退回', en: 'Returned' },
  'display.event.terminate': { zh: '终止', en: 'Terminated' },
  'display.event.finish': { zh: '办结', en: 'Completed' },
  'display.event.withdraw': { zh: '撤回', en: 'Withdrawn' },
  'display.event.skip': { zh: '自动跳过', en: 'Skipped automatically' },
  'display.event.transfer': { zh: '转办', en: 'Transferred' },
  'display.event.remind': { zh: '催办', en: 'Reminded' },
  'display.event.stop': { zh: '停止', en: 'Stopped' },
  'display.event.overdue': { zh: '超时提醒', en: 'Overdue reminder' },
  'display.event.amend': { zh: '结果变更', en: 'Result changed' },
  'display.event.addSign': { zh: '加签', en: 'Approver added' },
  'display.event.copy': { zh: '抄送', en: 'Copied' },
  'display.action.approve': { zh: '审批通过', en: 'Approved' },
  'display.action.rollback': { zh: '退回', en: 'Returned' },
  'display.action.finish': { zh: '终止流程', en: 'Terminated' },
  'display.interval.days': { zh: '{days}天{hours}小时', en: '{days} d {hours} h' },
  'display.interval.hours': { zh: '{hours}小时{minutes}分钟', en: '{hours} h {minutes} min' },
  'display.interval.minutes': { zh: '{minutes}分钟', en: '{minutes} min' },
} as const satisfies Catalogue;
