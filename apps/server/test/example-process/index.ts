import { systemLog } from '../../src/db/schema';
import type { ProcessPart } from '../../src/server-part';
import { EXAMPLE_PAY_JOB, exampleProcess } from './definition';
import { exampleProcessInfo } from './info';
import { exampleList } from './list';
import { exampleRoutes } from './routes';

/**
 * 示例流程 as the server registers it: what a product process's processes/<flow>/index.ts holds,
 * and what its one line in processes/index.ts hands to the server. Tests pass it to buildApp as
 * an extra part instead.
 */
export const examplePart: ProcessPart = {
  definition: exampleProcess,
  info: exampleProcessInfo,
  routes: [exampleRoutes],
  lists: [exampleList],
  jobs: [
    {
      kind: EXAMPLE_PAY_JOB,
      run: async (tx, payload) => {
        await tx
          .insert(systemLog)
          .values({ action: 'example.paid', target: `work:${Number(payload.workId)}`, summary: payload });
      },
    },
  ],
};
