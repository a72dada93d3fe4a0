import { msg } from '@hris/contract';
import { sql } from 'drizzle-orm';
import { describeBy } from '../../http/log-targets';
import { byPath } from '../../http/scoped-ids';
import type { ServerPart } from '../../server-part';
import { childPlace, usePlace } from './childcare.repository';
import { childcareRoutes } from './childcare.routes';
import { childcareRule } from './tables';

declare module '../../http/scoped-ids' {
  interface ScopedIdKinds {
    /** An employee's child, by the parent. */
    childcareChild: true;
    /** A use of 育儿假, by the parent. */
    childcareUse: true;
  }
}

/** 育儿假: entitlements, children and uses. */
export const childcarePart: ServerPart = {
  routes: [childcareRoutes],
  logTargets: {
    childcareRule: {
      noun: '育儿假规则',
      describe: describeBy(
        childcareRule,
        childcareRule.id,
        sql`${childcareRule.province} || ${childcareRule.city} || ' ' || ${childcareRule.effectiveFrom} || '起'`,
        { byId: true },
      ),
    },
  },
  scopedIds: {
    childcareChild: {
      check: async (db, auth, value) => byPath(auth, await childPlace(db, Number(value))),
      refusal: msg('scope.employee'),
    },
    childcareUse: {
      check: async (db, auth, value) => byPath(auth, await usePlace(db, Number(value))),
      refusal: msg('scope.employee'),
    },
  },
};
