import { expect } from 'vitest';
import { call, type TestApp } from './build-test-app';
import { upload } from './factories';
import { todoOf } from './workflow-helpers';

/** A scan uploaded by the user (real PDF leading bytes: uploads are sniffed). */
export async function scan(t: TestApp, token: string, name = '健康证.pdf') {
  const { body } = await upload(t, '/api/File/UploadSingle', token, {
    name,
    content: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.from(`${name}-${Math.random()}`)]),
  });
  expect(body.code, body.msg).toBe(0);
  return body.data.id as number;
}

/** Approves (or rolls back) the user's to-do of the work through AuditWfHealthCertificate. */
export async function audit(t: TestApp, token: string, workId: number, action = 'approve', opinion?: string) {
  const todo = await todoOf(t, token, workId);
  expect(todo, `a to-do of work ${workId}`).toBeDefined();
  const res = await call(t, '/api/WfHealthCertificates/AuditWfHealthCertificate', token, {
    taskId: todo!.taskId,
    action,
    opinion,
  });
  return res.body as { code: number; msg: string; data: { status: string; currentNodeId: number | null } };
}
