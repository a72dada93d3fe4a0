import { DEFAULT_UPLOAD_LIMIT, ErrorCode } from '@hris/contract';
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
    throw new AppError(ErrorCode.Validation, `附件最多${DEFAULT_UPLOAD_LIMIT}个，该流程已有${held}个`);
  const rows = await repo.findAttachments(tx, attachmentIds);
  for (const id of attachmentIds) {
    const row = rows.find((r) => r.id === id);
    if (!row) throw new AppError(ErrorCode.Validation, '所选附件已不存在，请重新上传');
    if (row.uploadedBy !== auth.userId)
      throw new AppError(ErrorCode.Validation, `只能添加自己上传的附件：${row.fileName}`);
    if (row.ownerKind && !(row.ownerKind === 'work' && row.ownerId === workId))
      throw new AppError(ErrorCode.Validation, `附件「${row.fileName}」已属于其他记录`);
  }
  await repo.attachToWork(tx, workId, attachmentIds);
}
