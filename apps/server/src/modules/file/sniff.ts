import { open } from 'node:fs/promises';

/**
 * What a stored file is, decided by its bytes, never by the name or the type its uploader sent.
 * Only these kinds are ever accepted; each lists the extensions a file of that kind may carry
 * and whether a browser may show it in its tab (images and PDF) or must download it.
 */
export const FILE_KINDS = {
  pdf: { mime: 'application/pdf', extensions: ['pdf'], inline: true },
  png: { mime: 'image/png', extensions: ['png'], inline: true },
  jpeg: { mime: 'image/jpeg', extensions: ['jpg', 'jpeg'], inline: true },
  gif: { mime: 'image/gif', extensions: ['gif'], inline: true },
  webp: { mime: 'image/webp', extensions: ['webp'], inline: true },
  docx: {
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extensions: ['docx'],
    inline: false,
  },
  xlsx: {
    mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    extensions: ['xlsx'],
    inline: false,
  },
  pptx: {
    mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    extensions: ['pptx'],
    inline: false,
  },
  doc: { mime: 'application/msword', extensions: ['doc'], inline: false },
  xls: { mime: 'application/vnd.ms-excel', extensions: ['xls'], inline: false },
  ppt: { mime: 'application/vnd.ms-powerpoint', extensions: ['ppt'], inline: false },
} as const satisfies Record<string, { mime: string; extensions: readonly string[]; inline: boolean }>;
export type FileKind = keyof typeof FILE_KINDS;

/**
 * The container a file's first bytes announce. Office documents are containers: OOXML
 * (docx/xlsx/pptx) is a ZIP whose parts are read from its central directory; the legacy formats
 * (doc/xls/ppt) are OLE compound files, accepted by their header and extension alike.
 */
export type Signature = 'pdf' | 'png' | 'jpeg' | 'gif' | 'webp' | 'zip' | 'ole';

/** Bytes of a file's head that `signatureOf` needs. */
export const HEAD_BYTES = 16;

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

function startsWith(head: Uint8Array, bytes: readonly number[], at = 0): boolean {
  if (head.length < at + bytes.length) return false;
  return bytes.every((b, i) => head[at + i] === b);
}

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

export function signatureOf(head: Uint8Array): Signature | null {
  if (startsWith(head, ascii('%PDF-'))) return 'pdf';
  if (startsWith(head, PNG)) return 'png';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(head, ascii('GIF87a')) || startsWith(head, ascii('GIF89a'))) return 'gif';
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04])) return 'zip';
  if (startsWith(head, OLE)) return 'ole';
  return null;
}

/** The lowercase extension of a file name ('' without one). */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

function kindOfExtension(ext: string): FileKind | undefined {
  return (Object.keys(FILE_KINDS) as FileKind[]).find((k) =>
    (FILE_KINDS[k].extensions as readonly string[]).includes(ext),
  );
}

/**
 * The kind of a stored file when its content is that kind AND its extension names it; otherwise
 * null (an HTML page renamed .png, a PNG renamed .pdf, a ZIP renamed .docx, a script…).
 */
export async function sniffUpload(filePath: string, size: number, fileName: string): Promise<FileKind | null> {
  const kind = kindOfExtension(extensionOf(fileName));
  if (!kind) return null;
  const handle = await open(filePath, 'r');
  try {
    const head = await readAt(handle, 0, Math.min(HEAD_BYTES, size));
    const signature = signatureOf(head);
    switch (kind) {
      case 'docx':
      case 'xlsx':
      case 'pptx':
        return signature === 'zip' && (await ooxmlKind(handle, size)) === kind ? kind : null;
      case 'doc':
      case 'xls':
      case 'ppt':
        return signature === 'ole' ? kind : null;
      default:
        return signature === kind ? kind : null;
    }
  } finally {
    await handle.close();
  }
}

/**
 * How a stored file is served, decided again from its bytes: rows stored before uploads were
 * checked may carry any type their uploader claimed. Images and PDF by their signature; an Office
 * container keeps its recorded Office type when that matches the container; anything else is a
 * download of application/octet-stream.
 */
export function servedType(head: Uint8Array, storedType: string): { mime: string; inline: boolean } {
  const signature = signatureOf(head);
  const office = (kinds: FileKind[]) => kinds.map((k) => FILE_KINDS[k].mime as string).includes(storedType);
  switch (signature) {
    case 'pdf':
    case 'png':
    case 'jpeg':
    case 'gif':
    case 'webp':
      return { mime: FILE_KINDS[signature].mime, inline: true };
    case 'zip':
      if (office(['docx', 'xlsx', 'pptx'])) return { mime: storedType, inline: false };
      break;
    case 'ole':
      if (office(['doc', 'xls', 'ppt'])) return { mime: storedType, inline: false };
      break;
  }
  return { mime: 'application/octet-stream', inline: false };
}

type Handle = Awaited<ReturnType<typeof open>>;

async function readAt(handle: Handle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await handle.read(buffer, 0, length, position);
  return buffer.subarray(0, bytesRead);
}

/** The end of central directory record: 22 bytes plus a comment of up to 65,535. */
const EOCD_MAX = 22 + 0xffff;
/** More entries than any document an HR system takes (a docx has tens). */
const MAX_ENTRIES = 10_000;
const MAX_DIRECTORY_BYTES = 4 * 1024 * 1024;

/**
 * Which OOXML document a ZIP is, from the names in its central directory: the `[Content_Types].xml`
 * part every OOXML package has, and the main folder of exactly one of Word, Excel or PowerPoint.
 * A plain ZIP, a jar or a package of several is none (null).
 */
export async function ooxmlKind(handle: Handle, size: number): Promise<'docx' | 'xlsx' | 'pptx' | null> {
  const names = await zipEntryNames(handle, size);
  if (!names?.has('[Content_Types].xml')) return null;
  const folders = { docx: 'word/', xlsx: 'xl/', pptx: 'ppt/' } as const;
  const found = (Object.keys(folders) as (keyof typeof folders)[]).filter((k) =>
    [...names].some((n) => n.startsWith(folders[k])),
  );
  return found.length === 1 ? found[0] : null;
}

async function zipEntryNames(handle: Handle, size: number): Promise<Set<string> | null> {
  const tailStart = Math.max(0, size - EOCD_MAX);
  const tail = await readAt(handle, tailStart, size - tailStart);
  let eocd = -1;
  for (let i = tail.length - 22; i >= 0; i--) {
    if (tail.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return null;
  const entries = tail.readUInt16LE(eocd + 10);
  const directorySize = tail.readUInt32LE(eocd + 12);
  const directoryOffset = tail.readUInt32LE(eocd + 16);
  if (entries === 0 || entries > MAX_ENTRIES || directorySize > MAX_DIRECTORY_BYTES) return null;
  if (directoryOffset + directorySize > tailStart + eocd) return null;
  const directory = await readAt(handle, directoryOffset, directorySize);
  const names = new Set<string>();
  let at = 0;
  for (let n = 0; n < entries; n++) {
    if (at + 46 > directory.length || directory.readUInt32LE(at) !== 0x02014b50) return null;
    const nameLength = directory.readUInt16LE(at + 28);
    const extraLength = directory.readUInt16LE(at + 30);
    const commentLength = directory.readUInt16LE(at + 32);
    if (at + 46 + nameLength > directory.length) return null;
    names.add(directory.toString('utf8', at + 46, at + 46 + nameLength));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}
