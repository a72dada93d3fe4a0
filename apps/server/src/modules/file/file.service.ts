import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  ErrorCode,
  FilePaths,
  listText,
  msg,
  type TAttachment,
  UPLOAD_TARGETS,
  type UploadTarget,
} from '@hris/contract';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Actor } from '../../http/actor';
import { audit } from '../../http/audit';
import type { AuthContext } from '../../http/auth-context';
import { AppError } from '../../http/errors';
import type { OpenedFile } from '../../http/files';
import { inScope } from '../../http/scope';
import { canViewWork } from '../../workflow/access';
import { loadUserPrincipal } from '../auth/session.repository';
import { hashToken, toAuthContext } from '../auth/session.service';
import { certificatePlace } from '../health/health.repository';
import * as repo from './file.repository';
import { extensionOf, FILE_KINDS, HEAD_BYTES, servedType, sniffUpload } from './sniff';

/** How long a download link lives: the browser opens it at once. */
export const TICKET_SECONDS = 60;

/** The file part of an upload request, read within the given limits; none when there is no file. */
export type ReceiveFile = (limits: {
  fileSize: number;
  files: number;
}) => Promise<{ filename: string; file: Readable & { truncated: boolean } } | undefined>;

const BAD_FILE = msg('request.badFile');
const TICKET_INVALID = msg('file.ticketInvalid');

/** The route of an attachment as lists and details show it (fetched with the AccessToken header). */
export const attachmentRoute = (id: number) => `${FilePaths.downloadFile}?attachmentId=${id}`;

/**
 * Uploads are stored content-addressed under DATA_DIR/files (sha256), metadata in `attachment`.
 * A file is accepted only when its bytes are one of the allowed kinds of its upload target and
 * its extension names that kind; the stored content type is the sniffed one.
 */
export class FileService {
  constructor(
    private readonly db: Db,
    private readonly config: Config,
  ) {}

  /** The uploader, anyone who may see the work a file belongs to, or a company-wide scope. */
  async canRead(auth: AuthContext, row: repo.AttachmentRow): Promise<boolean> {
    if (row.uploadedBy === auth.userId || auth.scopeKind === 'all') return true;
    if (row.ownerKind === 'work' && row.ownerId != null) return canViewWork(this.db, auth, row.ownerId);
    if (row.ownerKind === 'violation' && row.ownerId != null && auth.menus.has('ViolationList')) {
      const owner = await repo.findViolationOwner(this.db, row.ownerId);
      return Boolean(owner && inScope(auth, owner));
    }
    if (row.ownerKind === 'healthCertificate' && row.ownerId != null && auth.menus.has('HealthOfList')) {
      const place = await certificatePlace(this.db, row.ownerId);
      return Boolean(place && inScope(auth, place));
    }
    return false;
  }

  /** The attachment, if it exists and the caller may read it (40401 / 40303 otherwise). */
  async readable(auth: AuthContext, attachmentId: number): Promise<repo.AttachmentRow> {
    const row = await repo.findAttachment(this.db, attachmentId);
    if (!row) throw new AppError(ErrorCode.NotFound, msg('file.notFound'));
    if (!(await this.canRead(auth, row))) throw new AppError(ErrorCode.OutOfScope);
    return row;
  }

  /**
   * Receives one uploaded file, checks it and stores it. `receive` reads the request's file part
   * within the limits given (the route's multipart reader); none when the request has no file.
   */
  async upload(actor: Actor, target: UploadTarget, receive: ReceiveFile): Promise<TAttachment> {
    const { auth } = actor;
    const allowed: readonly string[] = UPLOAD_TARGETS[target];
    const maxMb = this.config.uploadMaxMb;
    const tooLarge = () => new AppError(ErrorCode.Validation, msg('file.tooLarge', { maxMb }));
    const badType = () => new AppError(ErrorCode.Validation, msg('file.badType', { types: listText(allowed) }));

    const part = await receive({ fileSize: this.config.uploadMaxBytes, files: 1 }).catch((error: unknown) => {
      throw isTooLarge(error) ? tooLarge() : new AppError(ErrorCode.Validation, BAD_FILE);
    });
    if (!part) throw new AppError(ErrorCode.Validation, BAD_FILE);

    const tmpDir = path.join(this.config.filesDir, 'tmp');
    await mkdir(tmpDir, { recursive: true });
    const tmp = path.join(tmpDir, randomUUID());
    const hash = createHash('sha256');
    let size = 0;
    const measure = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        hash.update(chunk);
        size += chunk.length;
        done(null, chunk);
      },
    });
    try {
      try {
        await pipeline(part.file, measure, createWriteStream(tmp));
      } catch (error) {
        throw isTooLarge(error) ? tooLarge() : new AppError(ErrorCode.Validation, BAD_FILE);
      }
      // The checks of spec §5, in its order: empty, too large, type.
      if (size === 0) throw new AppError(ErrorCode.Validation, BAD_FILE);
      if (part.file.truncated) throw tooLarge();
      const fileName = sanitizeFileName(part.filename);
      if (!allowed.includes(extensionOf(fileName))) throw badType();
      const kind = await sniffUpload(tmp, size, fileName);
      if (!kind) throw badType();

      const sha = hash.digest('hex');
      const stored = storagePath(this.config.filesDir, sha);
      await mkdir(path.dirname(stored), { recursive: true });
      const quota = this.config.uploadQuotaBytesPerDay;
      const row = await this.db.transaction(async (tx) => {
        // Lock, sum, insert: concurrent uploads of one user are counted one after the other.
        await repo.lockUploader(tx, auth.userId);
        const used = await repo.bytesUploadedLastDay(tx, auth.userId);
        if (used + size > quota) {
          throw new AppError(
            ErrorCode.Validation,
            msg('file.quotaExceeded', { quotaMb: this.config.uploadQuotaMbPerDay }),
          );
        }
        await rename(tmp, stored);
        const inserted = await repo.insertAttachment(tx, {
          fileName,
          contentType: FILE_KINDS[kind].mime,
          byteLength: size,
          sha256: sha,
          uploadedBy: auth.userId,
        });
        await audit(tx, actor, {
          action: 'file.upload',
          target: `attachment:${inserted.id}`,
          summary: { fileName, byteLength: size, contentType: inserted.contentType },
        });
        return inserted;
      });
      return { id: row.id, fileName: row.fileName, routeUrl: attachmentRoute(row.id), byteLength: row.byteLength };
    } finally {
      await rm(tmp, { force: true });
    }
  }

  /**
   * A link the browser can open by itself: `DownloadFile?attachmentId=…&ticket=…`, the ticket
   * random, stored hashed, for this user and this file, usable once within TICKET_SECONDS.
   */
  async issueTicket(auth: AuthContext, row: repo.AttachmentRow): Promise<TAttachment> {
    const ticket = randomBytes(32).toString('base64url');
    await repo.deleteStaleTickets(this.db);
    await repo.insertTicket(this.db, {
      tokenHash: hashToken(ticket),
      userId: auth.userId,
      attachmentId: row.id,
      seconds: TICKET_SECONDS,
    });
    return {
      id: row.id,
      fileName: row.fileName,
      routeUrl: `${attachmentRoute(row.id)}&ticket=${ticket}`,
      byteLength: row.byteLength,
    };
  }

  /**
   * The caller a ticket stands for, checked again now: the ticket is used up (whatever follows),
   * its user must still be enabled and not owe a password change; the read permission is checked
   * by the caller with the returned context, as for a header.
   */
  async authenticateTicket(ticket: string, attachmentId: number): Promise<AuthContext> {
    const userId = await repo.claimTicket(this.db, hashToken(ticket), attachmentId);
    if (userId === undefined) throw new AppError(ErrorCode.TokenExpired, TICKET_INVALID);
    const principal = await loadUserPrincipal(this.db, userId);
    if (!principal?.user.isEnabled) throw new AppError(ErrorCode.TokenRevoked);
    if (principal.user.mustChangePassword) {
      throw new AppError(ErrorCode.PasswordChangeRequired, msg('auth.changePasswordFirst'));
    }
    return toAuthContext(0, 'password', principal);
  }

  /**
   * Opens a stored file for sending. Its type is sniffed again from the bytes, so a file is
   * served as what it is, not as what its name or the upload said.
   */
  async open(row: repo.AttachmentRow): Promise<OpenedFile> {
    if (row.purgedAt) throw new AppError(ErrorCode.NotFound, msg('file.purged'));
    const file = storagePath(this.config.filesDir, row.sha256);
    const handle = await open(file, 'r').catch(() => undefined);
    if (!handle) throw new AppError(ErrorCode.NotFound, msg('file.lost'));
    try {
      const { size } = await handle.stat();
      const head = Buffer.alloc(Math.min(HEAD_BYTES, size));
      await handle.read(head, 0, head.length, 0);
      const { mime, inline } = servedType(head, row.contentType);
      // The stream owns the handle from here and closes it when done.
      return { fileName: row.fileName, mime, inline, size, stream: handle.createReadStream({ start: 0 }) };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }
}

function isTooLarge(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === 'FST_REQ_FILE_TOO_LARGE';
}

/** Where an attachment's bytes live: content-addressed by their SHA-256 under FILES_DIR. */
export function storagePath(filesDir: string, sha: string) {
  return path.join(filesDir, sha.slice(0, 2), sha);
}

function sanitizeFileName(name: string): string {
  const base = path
    .basename(name || 'file')
    .replace(/[/\\]/g, '_')
    .replace(/\p{Cc}/gu, '_')
    .trim();
  return (base || 'file').slice(0, 255);
}
