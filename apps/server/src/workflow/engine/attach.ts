import { DEFAULT_UPLOAD_LIMIT, ErrorCode, msg } from '@hris/contract';
import type { Tx } from '../../db/client';
import type { AuthContext } from '../../http/auth-context';
import { AppError } from '../../http/errors';
import * as repo from './repository';

/**
 * Files uploaded through /api/File/UploadSingle become the work's attachments, at most
 * DEFAULT_UPLOAD_LIMIT in all (the work row is locked, so two additions at once cannot pass it).
 */
export async function attach(tx: Tx, auth: AuthContext, workId: number, attachmentIds: number[]) {
  if (attachmentIds.length === 0) return;
  await repo.lockWork(tx, workId);
  const held = await repo.countWorkAttachmentsBesides(tx, workId, attachmentIds);
  if (held + new Set(attachmentIds).size > DEFAULT_UPLOAD_LIMIT)
    throw new AppError(ErrorCode.Validation, msg('workflow.tooManyAttachments', { max: DEFAULT_UPLOAD_LIMIT, held }));
  const rows = await repo.findAttachments(tx, attachmentIds);
  for (const id of attachmentIds) {
    const row = rows.find((r) => r.id === id);
    if (!row) throw new AppError(ErrorCode.Validation, msg('workflow.attachmentGone'));
    if (row.uploadedBy !== auth.userId)
      throw new AppError(ErrorCode.Validation, msg('scope.ownAttachmentNamed', { fileNames: row.fileName }));
    if (row.ownerKind && !(row.ownerKind === 'work' && row.ownerId === workId))
      throw new AppError(ErrorCode.Validation, msg('workflow.attachmentTaken', { fileName: row.fileName }));
  }
  await repo.attachToWork(tx, workId, attachmentIds);
}
