import type { ProcessInfo } from '@hris/contract';

/**
 * 示例流程 (flow 98): the contract side of the example process (ARCHITECTURE §6 "A new process,
 * file by file"). A product process keeps this in packages/contract/src/processes/<flow>.ts and
 * adds one line to PROCESSES; the example brings it with its part, as only tests run it.
 */
export const exampleProcessInfo: ProcessInfo = {
  flowId: 98,
  key: 'example',
  name: '示例流程',
  nameEn: 'Example process',
  category: 'other',
  startForm: 'example_post',
  steps: [9801],
  built: true,
};

export const EXAMPLE_PATHS = {
  getExamplePageList: '/api/Example/GetExamplePageList',
  exportExamplePageList: '/api/Example/ExportExamplePageList',
  getExampleTotal: '/api/Example/GetExampleTotal',
} as const;
