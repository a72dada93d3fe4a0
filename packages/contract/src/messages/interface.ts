import type { Catalogue } from './catalogue';

/** 接口中心 (interface centre): refusals, results and the texts stored with a run. */
export const interfaceMessages = {
  'interface.busy': {
    zh: '{name}已有运行中或排队中的任务，请等待其完成后再运行',
    en: '{name} already has a run queued or running; wait for it to finish',
  },
  'interface.allScopeOnly': {
    zh: '接口中心的文件包含全公司数据，仅限数据范围为“全部”的用户使用',
    en: "The interface centre's files hold the whole company's data; only users whose data scope is 'all' may use it",
  },
  'interface.queued': { zh: '{name}已加入运行队列', en: '{name} is queued to run' },
  'interface.nothingToRetry': {
    zh: '{name}没有需要重试的失败记录',
    en: '{name} has nothing failed to retry',
  },
  'interface.esignRetried': {
    zh: '已重新提交{count}条转签失败记录，等待同步',
    en: 'Resubmitted {count} failed transfer-signing records for sync',
  },
  'interface.runNotFound': { zh: '运行记录不存在', en: 'The run does not exist' },
  'interface.noFile': { zh: '该运行记录没有生成文件', en: 'This run made no file' },
  'interface.fileMissing': {
    zh: '文件已不在服务器上（{file}）',
    en: 'The file is no longer on the server ({file})',
  },
  // Stored with the run (the history shows them): written once, in Chinese.
  'interface.esignNotConfigured': {
    zh: '电子签平台未配置，请联系系统管理员；转签记录待同步',
    en: 'The e-signature platform is not set up; ask the system administrator. The records wait to sync',
  },
  'interface.esignDone': {
    zh: '提交{sent}条：成功{succeeded}条，失败{failed}条',
    en: 'Sent {sent}: {succeeded} signed, {failed} failed',
  },
  'interface.noDataDir': {
    zh: '导出目录未配置，无法生成文件，请联系系统管理员',
    en: 'No export folder is set up, so no file can be written; ask the system administrator',
  },
  'interface.payrollDone': {
    zh: '导出扣款{deductions}条、调薪{adjustments}条',
    en: 'Exported {deductions} deductions and {adjustments} salary adjustments',
  },
  'interface.directoryDone': {
    zh: '导出入职{joiners}条、离职{leavers}条、异动{movers}条',
    en: 'Exported {joiners} joiners, {leavers} leavers and {movers} movers',
  },
  'interface.failed': { zh: '运行失败：{reason}', en: 'The run failed: {reason}' },
  'interface.restarted': {
    zh: '运行超过{minutes}分钟未完成（服务器可能已中断），已重新开始',
    en: 'The run did not finish within {minutes} minutes (its server may have stopped); started again',
  },
} as const satisfies Catalogue;
