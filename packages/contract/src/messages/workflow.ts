import type { Catalogue } from './catalogue';

/** The workflow service and the processes (apps/server/src/workflow, apps/server/src/processes). */
export const workflowMessages = {
  'workflow.workNotFound': { zh: '流程不存在', en: 'Process not found' },
  'workflow.flowMismatch': { zh: '流程与流程实例不匹配', en: 'The process does not match the work' },
  'workflow.noBatch': {
    zh: '「{process} - {node}」不支持批量处理',
    en: '"{process} - {node}" cannot be handled in a batch',
  },
  'workflow.batchActionNotAllowed': {
    zh: '所选待办不都支持「{action}」',
    en: 'Not all selected to-dos allow "{action}"',
  },
  'workflow.tasksGone': {
    zh: '所选待办有的已不存在，请刷新列表后重试',
    en: 'Some selected to-dos no longer exist; refresh the list and try again',
  },
  'workflow.userHasNoTasks': { zh: '该用户没有待办', en: 'This user has no to-dos' },
  'workflow.transferOutOfScope': {
    zh: '只能转办您数据范围内人员的待办（需要「任务转办」权限）',
    en: 'You can only transfer the to-dos of people in your data scope (needs the "Task transfer" permission)',
  },
  'workflow.taskNotFound': { zh: '待办不存在', en: 'To-do not found' },
  'workflow.notYourTask': { zh: '这不是您的待办', en: 'This is not your to-do' },
  'workflow.batchBusy': {
    zh: '该待办正被同时处理的其他待办占用，请稍后单独处理',
    en: 'This to-do was held up by others handled at the same time; handle it on its own in a moment',
  },
  'workflow.taskClosed': {
    zh: '该待办已被处理或已撤回，请刷新列表',
    en: 'This to-do was already handled or withdrawn; refresh the list',
  },
  'workflow.substituteIsSelf': { zh: '代理人不能是自己', en: 'You cannot be your own substitute' },
  'workflow.substituteEndBeforeStart': {
    zh: '结束日期：不能早于开始日期',
    en: 'End date: cannot be before the start date',
  },
  'workflow.substituteUnavailable': {
    zh: '代理人不存在或已停用',
    en: 'The substitute does not exist or is disabled',
  },
  'workflow.substituteRoleMismatch': {
    zh: '代理人须与您担任相同的审批角色（同一门店或区域），才能处理您的待办',
    en: 'A substitute must hold your approval role (same shop or region) to handle your to-dos',
  },
  'workflow.substituteOverlaps': {
    zh: '该时间段已设置代理人，请先删除原设置',
    en: 'A substitute is already set for this period; delete that one first',
  },
  'workflow.substituteNotFound': { zh: '代理设置不存在', en: 'Substitute setting not found' },

  // The approval engine (workflow/engine): refusals.
  'workflow.flowUnknown': { zh: '流程 {flowId} 不存在', en: 'Process {flowId} does not exist' },
  'workflow.processNotLive': { zh: '「{process}」流程尚未上线', en: 'The "{process}" process is not available yet' },
  'workflow.nodeUnknown': { zh: '节点 {nodeId} 不存在', en: 'Step {nodeId} does not exist' },
  'workflow.nodeGone': {
    zh: '流程节点已不存在，请联系系统管理员',
    en: 'This step of the process no longer exists; contact the system administrator',
  },
  'workflow.ownWork': {
    zh: '不能审批自己发起的流程，请转办给其他审批人',
    en: 'You cannot approve a process you started; transfer it to another approver',
  },
  'workflow.actionNotAllowed': { zh: '「{node}」不允许{action}', en: 'You cannot {action} at "{node}"' },
  'workflow.rollbackOpinionRequired': {
    zh: '退回时请填写审批意见',
    en: 'Please give an opinion when rolling back',
  },
  'workflow.startedBySystemOnly': {
    zh: '「{process}」由系统按时自动发起，不能手动发起',
    en: '"{process}" is started by the system on time and cannot be started by hand',
  },
  'workflow.rollbackNoEarlierStep': {
    zh: '本流程由系统发起，第一步不能退回；如无需办理请终止流程',
    en: 'The system started this work: its first step cannot be rolled back; terminate it if it is not needed',
  },
  'workflow.rollbackAtStart': { zh: '发起人节点不能退回', en: "The starter's step cannot be rolled back" },
  'workflow.rollbackTargetInvalid': {
    zh: '只能退回到已经过的节点或发起人',
    en: 'You can only roll back to a step already passed or to the starter',
  },
  'workflow.fieldsNotEditable': {
    zh: '当前节点不能修改：{fields}',
    en: 'These fields cannot be changed at this step: {fields}',
  },
  'workflow.formInvalid': { zh: '表单填写有误', en: 'The form has errors' },
  'workflow.duplicateChange': {
    zh: '该员工已有进行中的人事异动，请勿重复发起',
    en: 'This employee already has a personnel change running; do not start another',
  },
  'workflow.duplicateStart': {
    zh: '该员工已有进行中的「{process}」，请勿重复发起',
    en: 'This employee already has a running "{process}"; do not start another',
  },
  'workflow.startNoAssignee': {
    zh: '「{node}」没有可处理的{role}，无法发起，请联系系统管理员配置处理人',
    en: 'No {role} can handle "{node}", so the process cannot start; ask the system administrator to assign handlers',
  },
  /** Also stored as the work's stop reason and sent to the starter, in Chinese. */
  'workflow.stoppedNoAssignee': {
    zh: '「{node}」没有可处理的{role}，流程已停止，请联系系统管理员配置处理人',
    en: 'No {role} can handle "{node}", so the process has stopped; ask the system administrator to assign handlers',
  },
  'workflow.tooManyAttachments': {
    zh: '附件最多{max}个，该流程已有{held}个',
    en: 'At most {max} attachments; this process already has {held}',
  },
  'workflow.attachmentGone': {
    zh: '所选附件已不存在，请重新上传',
    en: 'The selected attachment no longer exists; upload it again',
  },
  'workflow.attachmentTaken': {
    zh: '附件「{fileName}」已属于其他记录',
    en: 'The attachment "{fileName}" already belongs to another record',
  },
  'workflow.transferToCurrent': { zh: '不能转办给当前处理人', en: 'You cannot transfer to the current handler' },
  'workflow.transfereeUnavailable': {
    zh: '转办对象不存在或已停用',
    en: 'The person to transfer to does not exist or is disabled',
  },
  'workflow.transferStarterTask': { zh: '发起人的待办不能转办', en: "The starter's to-do cannot be transferred" },
  'workflow.transferToStarter': {
    zh: '不能转办给流程发起人{name}：发起人不能审批自己发起的流程',
    en: 'You cannot transfer to {name}, who started the process: no one approves a process they started',
  },
  'workflow.transfereeNotHolder': {
    zh: '{name}不是该流程所属范围的{role}，不能处理「{node}」',
    en: '{name} is not a {role} within the scope of this process and cannot handle "{node}"',
  },
  'workflow.withdrawFinished': { zh: '流程已结束，不能撤回', en: 'The process has ended and cannot be withdrawn' },
  'workflow.withdrawNothing': { zh: '当前没有可撤回的待办', en: 'There is no to-do to withdraw' },
  'workflow.withdrawTooLate': {
    zh: '当前步骤已有人处理，不能撤回',
    en: 'Someone has already handled the current step; it cannot be withdrawn',
  },
  'workflow.withdrawStarterOnly': { zh: '只有发起人可以撤回', en: 'Only the starter can withdraw' },
  'workflow.withdrawPreviousOnly': {
    zh: '只有上一步的处理人可以撤回',
    en: 'Only the handler of the previous step can withdraw',
  },
  'workflow.withdrawRolledBack': { zh: '退回的步骤不能撤回', en: 'A step that was rolled back cannot be withdrawn' },
  'workflow.remindStarterOnly': { zh: '只有发起人可以催办', en: 'Only the starter can send a reminder' },
  'workflow.remindFinished': { zh: '流程已结束，无需催办', en: 'The process has ended; no reminder is needed' },
  'workflow.remindReturned': {
    zh: '流程已退回给您，请修改后重新提交，无需催办',
    en: 'The process was returned to you: revise and resubmit it, no reminder is needed',
  },
  /** `wait`: common.minutes. */
  'workflow.remindTooSoon': {
    zh: '每小时只能催办一次，请{wait}后再试',
    en: 'Reminders are limited to one an hour; try again in {wait}',
  },

  // The engine's results (the answer's msg, and each row of a batch).
  'workflow.approved': { zh: '审批通过', en: 'Approved' },
  'workflow.approvedFinished': { zh: '审批通过，流程已办结', en: 'Approved; the process is complete' },
  'workflow.resubmitted': { zh: '已重新提交，待「{node}」处理', en: 'Resubmitted; now with "{node}"' },
  'workflow.rolledBack': { zh: '已退回至「{node}」', en: 'Rolled back to "{node}"' },
  'workflow.terminated': { zh: '流程已终止', en: 'The process was terminated' },
  'workflow.withdrawn': { zh: '撤回成功', en: 'Withdrawn' },
  'workflow.transferred': { zh: '已转办给{name}', en: 'Transferred to {name}' },
  'workflow.reminded': { zh: '已催办{count}人', en: 'Reminder sent to {count} handler(s)' },

  // 抄送 and 加签 (issue 37).
  'workflow.copyNotHolder': {
    zh: '{name}的数据范围不包含该流程，不能抄送',
    en: "This work is outside {name}'s data scope; they cannot be copied",
  },
  'workflow.copyUserUnavailable': { zh: '抄送人不存在或已停用', en: 'A person to copy does not exist or is disabled' },
  'workflow.copyNeedsTask': {
    zh: '只有当前处理人可以抄送该流程',
    en: 'Only a current handler of this work can copy it to others',
  },
  'workflow.copiedReadOnly': {
    zh: '抄送的流程仅供查阅，不能修改',
    en: 'A work copied to you is for reading only; it cannot be changed',
  },
  'workflow.copied': { zh: '已抄送{count}人', en: 'Copied to {count} people' },
  'workflow.copiesRead': { zh: '已标记{count}条为已读', en: '{count} marked as read' },
  'workflow.addSignNotAllowed': {
    zh: '「{node}」不允许加签',
    en: 'Approvers cannot be added at "{node}"',
  },
  'workflow.addSignAgain': {
    zh: '加签的审批人不能再加签，请审批通过或退回给加签人',
    en: 'An added approver cannot add others; approve, or return it to the one who added you',
  },
  'workflow.addSignNotHolder': {
    zh: '{name}不是该流程范围内的{roles}，不能加签',
    en: '{name} is not a {roles} for this work; they cannot be added',
  },
  'workflow.addSignSelf': { zh: '不能给自己加签', en: 'You cannot add yourself' },
  'workflow.addSignOwnWork': {
    zh: '{name}是该流程的发起人或当事人，不能审批',
    en: '{name} started this work or is the person it is about; they cannot approve it',
  },
  'workflow.addSignUserUnavailable': {
    zh: '加签人不存在或已停用',
    en: 'An approver to add does not exist or is disabled',
  },
  'workflow.addSignDuplicate': { zh: '加签人不能重复', en: 'Each approver can be added once' },
  'workflow.addSignOpen': {
    zh: '该流程已有进行中的加签，请等加签人处理后再试',
    en: 'This work already waits for added approvers; try again once they have decided',
  },
  'workflow.addedActionNotAllowed': {
    zh: '加签的审批人只能审批通过或退回给加签人',
    en: 'An added approver can only approve or return it to the one who added them',
  },
  'workflow.addedTransfer': {
    zh: '加签的待办不能转办，请审批或退回给加签人',
    en: 'An added approver’s to-do cannot be transferred; approve it or return it',
  },
  'workflow.addSigned': { zh: '已{mode}：{names}', en: '{mode}: {names}' },
  'workflow.addedApproved': { zh: '已审批，流程回到{name}', en: 'Approved; the work goes back to {name}' },
  'workflow.addedReturned': { zh: '已退回给{name}', en: 'Returned to {name}' },
  'workflow.phraseDuplicate': { zh: '已有相同的常用语', en: 'You already have this phrase' },
  'workflow.phraseLimit': { zh: '常用语最多{max}条', en: 'You can keep at most {max} phrases' },
  'workflow.phraseSortMismatch': {
    zh: '常用语已变化，请刷新后再排序',
    en: 'Your phrases changed; refresh and sort again',
  },
  'workflow.phraseSaved': { zh: '常用语已保存', en: 'Phrase saved' },
  'workflow.phraseDeleted': { zh: '常用语已删除', en: 'Phrase deleted' },

  // Who handles a step (the node's assignee rule), inside a sentence.
  'assigneeRule.starter': { zh: '发起人', en: 'starter' },
  'assigneeRule.storeHr': { zh: '店铺HR', en: 'store HR' },
  'assigneeRule.regionHr': { zh: '区域HR', en: 'regional HR' },
  'assigneeRule.hqHr': { zh: '总部HR', en: 'head-office HR' },
  'assigneeRule.regionManager': { zh: '区域经理', en: 'regional manager' },
  'assigneeRule.hqComp': { zh: '总部薪酬', en: 'head-office compensation' },
  'assigneeRule.hqDirector': { zh: '总部HR总监', en: 'head-office HR director' },

  // The task routes' results (modules/task).
  'task.submitted': { zh: '提交成功', en: 'Submitted' },
  'task.batchDone': { zh: '成功{succeeded}条，失败{failed}条', en: '{succeeded} succeeded, {failed} failed' },
  'task.transferDone': { zh: '成功转办{succeeded}条', en: '{succeeded} transferred' },
  'task.transferPartly': {
    zh: '成功转办{succeeded}条，失败{failed}条',
    en: '{succeeded} transferred, {failed} failed',
  },
  'task.attachmentsAdded': { zh: '附件已添加', en: 'Attachments added' },
  'task.substituteSet': { zh: '代理人已设置', en: 'Substitute set' },
  'task.substituteDeleted': { zh: '已删除', en: 'Deleted' },
  /** Not a sentence: the spec puts the flow chart's file name in GetApprovalProgress's msg. */
  'task.flowChartFile': { zh: 'flowcharts/{flowId}/{flowId}.svg', en: 'flowcharts/{flowId}/{flowId}.svg' },

  // Starting a process for an employee (processes/shared, modules/employee).
  'process.statusNamedRefused': {
    zh: '员工 {employee} 当前状态为「{status}」，不能发起此流程',
    en: 'Employee {employee} is "{status}"; this process cannot be started',
  },
  'process.alreadyRunning': {
    zh: '{subject}已有一个进行中的流程（流程编号 {flowNo}），请勿重复发起',
    en: '{subject} already has a running process (flow number {flowNo}); do not start another',
  },
} as const satisfies Catalogue;
