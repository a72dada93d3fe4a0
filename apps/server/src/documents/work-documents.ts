import { ErrorCode, msg } from '@hris/contract';
import type { Executor } from '../db/client';
import type { AuthContext } from '../http/auth-context';
import { AppError } from '../http/errors';
import { chinaDateTime } from '../lists/format';
import { canViewWork } from '../workflow/access';
import { getProcess, nodeOf } from '../workflow/registry';
import { startNodeId } from '../workflow/types';
import * as repo from './work-documents.repository';

/*
 * What every Word document generated from a work needs, whichever process it belongs to: the
 * work (if the caller may view it), its approvals, the company heading the letter. Each process
 * declares its own download routes, checks that the work is one of its own and builds its letter
 * (processes/<flow>/…-documents or …-letter files); nothing here names a flow.
 */

/** Everyone who handles works may ask for a work's document; the work itself decides (canViewWork). */
export const WORK_DOCUMENT_KEYS = ['Task', 'TaskIndex', 'TaskALL'] as const;

/** A form field as the document prints it: text as is, nothing as ''. */
export const text = (value: unknown) => (typeof value === 'string' ? value : value == null ? '' : String(value));

/** A work with its target person, as a document about it reads it. */
export type DocumentWork = NonNullable<Awaited<ReturnType<typeof repo.findWorkWithEmployee>>>;

/** The work if the caller may view it: 40401 when there is none, 40303 when it is out of scope. */
export async function viewableWork(db: Executor, auth: AuthContext, workId: number): Promise<DocumentWork> {
  const row = await repo.findWorkWithEmployee(db, workId);
  if (!row) throw new AppError(ErrorCode.NotFound, msg('workflow.workNotFound'));
  if (!(await canViewWork(db, auth, workId))) throw new AppError(ErrorCode.OutOfScope, msg('scope.work'));
  return row;
}

/** The start and every approval of a work, in order, as the documents list them. */
export async function approvalsOf(db: Executor, w: { id: number; flowId: number }) {
  const process = getProcess(w.flowId);
  const decisions = await repo.findDecisions(db, w.id);
  const approvals = decisions
    .filter((d) => d.kind === 'approve' && d.nodeId !== startNodeId(w.flowId))
    .map((d) => ({
      stepName: (d.nodeId != null && process ? nodeOf(process, d.nodeId)?.name : undefined) ?? '',
      approverName: d.onBehalfOfName ? `${d.actorName}（代${d.onBehalfOfName}）` : d.actorName,
      time: chinaDateTime(d.createdAt),
      opinion: text(d.msg),
    }));
  const started = decisions.find((d) => d.kind === 'start');
  if (started)
    approvals.unshift({
      stepName: '发起',
      approverName: started.actorName,
      time: chinaDateTime(started.createdAt),
      opinion: '',
    });
  return approvals;
}

export { findCompanyName, findEmployerName } from './work-documents.repository';
