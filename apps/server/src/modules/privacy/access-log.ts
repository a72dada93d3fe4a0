import type { PiiPurpose, TPiiAccessKind } from '@hris/contract';
import type { Executor } from '../../db/client';
import { piiAccessLog } from '../../db/schema';
import type { Actor } from '../../http/actor';

/** One access to sensitive personal data, as the log keeps it. */
export interface PiiAccess {
  kind: TPiiAccessKind;
  /** The person, when it is one. */
  employeeRef?: number | null;
  /** 张三（E100006）, or 导出 1,204 人. */
  subjectText: string;
  fields: readonly string[];
  purpose: PiiPurpose | 'document';
  reason?: string | null;
  /** Where, as people read it: 员工信息, 导出员工, 离职证明 … */
  place: string;
}

/**
 * Writes one row of the personal-data access log (issue 38), in the caller's transaction: a value
 * revealed, an export with sensitive data, a document that prints an identity number.
 */
export async function logPiiAccess(db: Executor, actor: Actor, access: PiiAccess) {
  await db.insert(piiAccessLog).values({
    userId: actor.auth.userId,
    userName: actor.auth.displayName.slice(0, 64),
    account: actor.auth.account.slice(0, 64),
    kind: access.kind,
    employeeRef: access.employeeRef ?? null,
    subjectText: access.subjectText.slice(0, 200),
    fields: [...access.fields],
    purpose: access.purpose,
    reason: access.reason?.slice(0, 200) || null,
    place: access.place.slice(0, 100),
    ip: actor.ip,
  });
}
