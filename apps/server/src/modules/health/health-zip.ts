import { once } from 'node:events';
import { createReadStream } from 'node:fs';
import { access } from 'node:fs/promises';
import archiver from 'archiver';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { contentDisposition } from '../../http/files';

/** One file of the zip: its name inside the archive and where its bytes are stored. */
export interface ZipFile {
  name: string;
  path: string;
}

const UNSAFE = /[\\/:*?"<>|\p{Cc}]/gu;

/**
 * `工号-姓名-有效期.ext` (有效期 as start-end, 20260101-20261231), the extension the upload's;
 * a name already used gets (2), (3) … before the extension.
 */
export function zipEntryName(
  entry: { employeeId: string; name: string; startDate: string; endDate: string; fileName: string },
  used: Set<string>,
): string {
  const dot = entry.fileName.lastIndexOf('.');
  const ext = dot > 0 ? entry.fileName.slice(dot).toLowerCase().replace(UNSAFE, '') : '';
  const period = `${entry.startDate.replaceAll('-', '')}-${entry.endDate.replaceAll('-', '')}`;
  const base = `${entry.employeeId}-${entry.name}-${period}`.replace(UNSAFE, '_');
  let name = `${base}${ext}`;
  for (let n = 2; used.has(name.toLowerCase()); n++) name = `${base}(${n})${ext}`;
  used.add(name.toLowerCase());
  return name;
}

/**
 * Streams the files as one zip (stored, not compressed: scans and PDFs are compressed already).
 * One file is open at a time and the next is added only when the previous has gone into the
 * archive, which waits for the client: memory stays flat however many files. A stored file that
 * is gone is listed in 缺失文件.txt at the end instead of failing the download.
 */
export async function sendZip(request: FastifyRequest, reply: FastifyReply, fileName: string, files: ZipFile[]) {
  const archive = archiver('zip', { store: true });
  const write = async () => {
    const lost: string[] = [];
    for (const file of files) {
      if (archive.destroyed) return;
      const readable = await access(file.path).then(
        () => true,
        () => false,
      );
      if (!readable) {
        lost.push(file.name);
        continue;
      }
      const added = once(archive, 'entry');
      archive.append(createReadStream(file.path), { name: file.name });
      await added;
    }
    if (lost.length > 0) archive.append(`${lost.join('\r\n')}\r\n`, { name: '缺失文件.txt' });
    await archive.finalize();
  };
  write().catch((err) => {
    request.log.error({ err }, 'zip download failed while streaming');
    archive.destroy(err as Error);
  });
  reply.header('Content-Type', 'application/zip');
  reply.header('Content-Disposition', contentDisposition(fileName));
  reply.header('Cache-Control', 'no-store');
  return reply.send(archive);
}
