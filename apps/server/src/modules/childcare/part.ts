import { msg } from '@hris/contract';
import { byPath } from '../../http/scoped-ids';
import type { ServerPart } from '../../server-part';
import { childPlace, usePlace } from './childcare.repository';
import { childcareRoutes } from './childcare.routes';

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
