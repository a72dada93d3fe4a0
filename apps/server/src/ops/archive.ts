// The backup archive: a gzip-compressed tar (POSIX ustar, long names in pax headers, sizes past
// 8 GiB in base-256) written and read as streams, so a large database dump never sits in memory.
// Only regular files: what a backup holds. Every entry's SHA-256 is computed on the bytes that
// actually went into (or came out of) the archive.
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { OpsError } from './ops-error';

const BLOCK = 512;
const USTAR_MAX_SIZE = 8 ** 11 - 1;

export interface EntryDigest {
  path: string;
  size: number;
  sha256: string;
}

function writeOctal(header: Buffer, offset: number, length: number, value: number) {
  header.write(`${value.toString(8).padStart(length - 1, '0')}\0`, offset, length, 'ascii');
}

function writeSize(header: Buffer, value: number) {
  if (value <= USTAR_MAX_SIZE) return writeOctal(header, 124, 12, value);
  // GNU base-256: the high bit of the first byte set, then the size big-endian.
  header.fill(0, 124, 136);
  header[124] = 0x80;
  header.writeBigUInt64BE(BigInt(value), 128);
}

function headerBlock(name: string, size: number, mtime: Date, type: '0' | 'x'): Buffer {
  const header = Buffer.alloc(BLOCK);
  header.write(name, 0, 100, 'utf8');
  writeOctal(header, 100, 8, 0o644);
  writeOctal(header, 108, 8, 0);
  writeOctal(header, 116, 8, 0);
  writeSize(header, size);
  writeOctal(header, 136, 12, Math.floor(mtime.getTime() / 1000));
  header.write(type, 156, 1, 'ascii');
  header.write('ustar\0', 257, 6, 'ascii');
  header.write('00', 263, 2, 'ascii');
  header.fill(0x20, 148, 156);
  let sum = 0;
  for (const byte of header) sum += byte;
  header.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 8, 'ascii');
  return header;
}

/** A pax extended header carrying the path, for a name that does not fit the 100 bytes of ustar. */
function paxPath(name: string, mtime: Date): Buffer {
  const body = ` path=${name}\n`;
  const bodyBytes = Buffer.byteLength(body);
  // The record's length counts its own digits.
  let length = bodyBytes + 1;
  while (String(length).length + bodyBytes !== length) length = String(length).length + bodyBytes;
  const record = Buffer.from(`${length}${body}`, 'utf8');
  return Buffer.concat([headerBlock('PaxHeader', record.length, mtime, 'x'), record, padding(record.length)]);
}

function padding(size: number): Buffer {
  return Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);
}

/** Writes entries into `ARCHIVE.tar.gz`; `close()` ends the tar and waits for the file. */
export class TarGzWriter {
  // Level 1: pg_dump's custom format is compressed already and attachments mostly are (PDF,
  // images, xlsx); on the demo's PGlite directory level 6 saves 13% of the size for twice the time.
  private readonly gzip = createGzip({ level: 1 });
  private readonly done: Promise<void>;

  constructor(file: string) {
    this.done = pipeline(this.gzip, createWriteStream(file));
    // Surfaces through write() and close(); unobserved here it would crash the process.
    this.done.catch(() => {});
  }

  private async write(chunk: Buffer) {
    if (!this.gzip.write(chunk)) await Promise.race([once(this.gzip, 'drain'), this.done]);
  }

  private async header(name: string, size: number, mtime: Date) {
    if (Buffer.byteLength(name) > 100) await this.write(paxPath(name, mtime));
    await this.write(headerBlock(name.slice(0, 100), size, mtime, '0'));
  }

  async addBuffer(name: string, data: Buffer, mtime = new Date()): Promise<EntryDigest> {
    await this.header(name, data.length, mtime);
    await this.write(data);
    await this.write(padding(data.length));
    return { path: name, size: data.length, sha256: createHash('sha256').update(data).digest('hex') };
  }

  /** A file of the disk; answers undefined when it disappeared before it could be read. */
  async addFile(name: string, file: string): Promise<EntryDigest | undefined> {
    let info: Awaited<ReturnType<typeof stat>>;
    try {
      info = await stat(file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
    await this.header(name, info.size, info.mtime);
    const hash = createHash('sha256');
    let written = 0;
    for await (const chunk of createReadStream(file)) {
      const bytes = chunk as Buffer;
      // The header already promised a size: a file growing while read is cut there and refused below.
      const part = bytes.subarray(0, Math.max(0, info.size - written));
      hash.update(part);
      written += bytes.length;
      await this.write(part);
    }
    if (written !== info.size) throw new OpsError(`${file} changed while it was being backed up; run the backup again`);
    await this.write(padding(info.size));
    return { path: name, size: info.size, sha256: hash.digest('hex') };
  }

  async close(): Promise<void> {
    await this.write(Buffer.alloc(BLOCK * 2));
    this.gzip.end();
    await this.done;
  }

  /** Stops writing after a failure (the caller removes the partial file). */
  async abort(): Promise<void> {
    this.gzip.destroy();
    await this.done.catch(() => {});
  }
}

/** Receives one entry's bytes; `end` answers once they are stored. */
export interface EntrySink {
  write(chunk: Buffer): Promise<void> | void;
  end(): Promise<void> | void;
  /** The archive failed while this entry was open: release what it holds. */
  abort?(): Promise<void> | void;
}

export interface TarEntry {
  path: string;
  size: number;
  mtime: Date;
}

function readOctal(header: Buffer, offset: number, length: number): number {
  const field = header.subarray(offset, offset + length);
  if (field[0] & 0x80) {
    let value = 0n;
    for (let i = 1; i < field.length; i++) value = (value << 8n) | BigInt(field[i]);
    return Number(value);
  }
  const text = field.toString('ascii').replace(/\0.*$/s, '').trim();
  return text === '' ? 0 : Number.parseInt(text, 8);
}

function readString(header: Buffer, offset: number, length: number): string {
  const field = header.subarray(offset, offset + length);
  const end = field.indexOf(0);
  return field.subarray(0, end === -1 ? length : end).toString('utf8');
}

function checksumOk(header: Buffer): boolean {
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 0x20 : header[i];
  return sum === readOctal(header, 148, 8);
}

function paxRecords(body: Buffer): Record<string, string> {
  const records: Record<string, string> = {};
  let at = 0;
  while (at < body.length) {
    const space = body.indexOf(0x20, at);
    const length = Number.parseInt(body.subarray(at, space).toString('ascii'), 10);
    if (space === -1 || !(length > 0)) throw new OpsError('archive damaged: a pax header cannot be read');
    const record = body.subarray(space + 1, at + length - 1).toString('utf8');
    const equals = record.indexOf('=');
    records[record.slice(0, equals)] = record.slice(equals + 1);
    at += length;
  }
  return records;
}

/**
 * Reads ARCHIVE.tar.gz entry by entry: `open` is asked where each regular file's bytes go.
 * Damage anywhere (gzip's CRC, a tar header's checksum, a truncated entry) throws.
 */
export async function readTarGz(file: string, open: (entry: TarEntry) => Promise<EntrySink>): Promise<void> {
  let pending: Buffer = Buffer.alloc(0);
  let sink: EntrySink | undefined;
  let remaining = 0;
  let skipPadding = 0;
  let paxName: string | undefined;
  let paxBody: Buffer[] | undefined;
  let ended = false;

  const take = async (source: AsyncIterable<Buffer>) => {
    for await (const chunk of source) {
      pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
      while (pending.length > 0 && !ended) {
        if (remaining > 0) {
          const part = pending.subarray(0, Math.min(remaining, pending.length));
          pending = pending.subarray(part.length);
          remaining -= part.length;
          if (paxBody) paxBody.push(part);
          else await sink?.write(part);
          if (remaining === 0) {
            if (paxBody) {
              paxName = paxRecords(Buffer.concat(paxBody)).path;
              paxBody = undefined;
            } else await sink?.end();
            sink = undefined;
          }
          continue;
        }
        if (skipPadding > 0) {
          const skipped = Math.min(skipPadding, pending.length);
          pending = pending.subarray(skipped);
          skipPadding -= skipped;
          continue;
        }
        if (pending.length < BLOCK) break;
        const header = pending.subarray(0, BLOCK);
        pending = pending.subarray(BLOCK);
        if (header.every((b) => b === 0)) {
          ended = true;
          break;
        }
        if (!checksumOk(header)) throw new OpsError('archive damaged: a tar header checksum is wrong');
        const size = readOctal(header, 124, 12);
        const type = String.fromCharCode(header[156] || 0x30);
        const prefix = readString(header, 345, 155);
        const name = paxName ?? (prefix ? `${prefix}/${readString(header, 0, 100)}` : readString(header, 0, 100));
        remaining = size;
        skipPadding = (BLOCK - (size % BLOCK)) % BLOCK;
        if (type === 'x') {
          paxBody = [];
          if (size === 0) paxBody = undefined;
          continue;
        }
        paxName = undefined;
        if (type !== '0') throw new OpsError(`archive holds an entry that is not a regular file: ${name}`);
        sink = await open({ path: name, size, mtime: new Date(readOctal(header, 136, 12) * 1000) });
        if (size === 0) {
          await sink.end();
          sink = undefined;
        }
      }
    }
  };

  try {
    await pipeline(createReadStream(file), createGunzip(), take);
  } catch (error) {
    await sink?.abort?.();
    if (error instanceof OpsError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new OpsError(`no such archive: ${file}`);
    if (code?.startsWith('Z_')) throw new OpsError(`archive damaged (gzip: ${(error as Error).message})`);
    throw error;
  }
  if (!ended || remaining > 0) throw new OpsError('archive damaged: it ends in the middle of an entry');
}

/** Resolves when a write stream took the chunk (backpressure); for sinks writing to disk. */
export async function writeChunk(stream: Writable, chunk: Buffer): Promise<void> {
  if (!stream.write(chunk)) await once(stream, 'drain');
}
