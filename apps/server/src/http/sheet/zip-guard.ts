// The checks of an .xlsx (a zip) before anything parses it: the central directory's entries and
// declared sizes, then each entry inflated with a cap on what it may produce (a declared size can
// lie), and the first worksheet's rows counted in its XML. Pure Node: it runs in the sheet worker.
import { createInflateRaw } from 'node:zlib';

/** Why a file is refused: a key of the sheet.* messages and its numbers. */
export type SheetRefusal =
  | { kind: 'unreadable' }
  | { kind: 'entries'; max: number }
  | { kind: 'sheets'; max: number }
  | { kind: 'inflated'; maxMb: number }
  | { kind: 'rows' }
  | { kind: 'columns'; max: number }
  | { kind: 'cell'; row: number; column: number; max: number };

interface Entry {
  name: string;
  method: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

/** The central directory's entries, or null for what is not a plain zip (zip64 included). */
function entriesOf(zip: Buffer, maxEntries: number): Entry[] | 'tooMany' | null {
  // The end record sits in the last 22 bytes plus a comment of at most 65,535.
  let eocd = -1;
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 22 - 65_535); i--) {
    if (zip.readUInt32LE(i) === EOCD) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return null;
  const count = zip.readUInt16LE(eocd + 10);
  const offset = zip.readUInt32LE(eocd + 16);
  if (count === 0xffff || offset === 0xffffffff) return null;
  if (count > maxEntries) return 'tooMany';
  const entries: Entry[] = [];
  let at = offset;
  for (let n = 0; n < count; n++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== CENTRAL) return null;
    const nameLength = zip.readUInt16LE(at + 28);
    const extra = zip.readUInt16LE(at + 30);
    const comment = zip.readUInt16LE(at + 32);
    entries.push({
      method: zip.readUInt16LE(at + 10),
      compressedSize: zip.readUInt32LE(at + 20),
      size: zip.readUInt32LE(at + 24),
      localOffset: zip.readUInt32LE(at + 42),
      name: zip.toString('utf8', at + 46, at + 46 + nameLength),
    });
    at += 46 + nameLength + extra + comment;
  }
  return entries;
}

/** An entry's stored bytes (still deflated for method 8), or null when the local header is wrong. */
function storedBytes(zip: Buffer, e: Entry): Buffer | null {
  const at = e.localOffset;
  if (at + 30 > zip.length || zip.readUInt32LE(at) !== LOCAL) return null;
  const start = at + 30 + zip.readUInt16LE(at + 26) + zip.readUInt16LE(at + 28);
  return zip.subarray(start, start + e.compressedSize);
}

/**
 * Inflates an entry a chunk at a time, handing each to `onChunk` and keeping none: at most
 * `budget` bytes ('tooLarge' past it, whatever the zip declared); null for a broken entry.
 */
async function scan(
  zip: Buffer,
  e: Entry,
  budget: number,
  onChunk: (chunk: Buffer) => void,
): Promise<number | 'tooLarge' | null> {
  const data = storedBytes(zip, e);
  if (data === null || (e.method !== 0 && e.method !== 8)) return null;
  if (e.method === 0) {
    if (data.length > budget) return 'tooLarge';
    onChunk(data);
    return data.length;
  }
  const inflater = createInflateRaw();
  inflater.end(data);
  let total = 0;
  try {
    for await (const chunk of inflater as AsyncIterable<Buffer>) {
      total += chunk.length;
      if (total > budget) {
        inflater.destroy();
        return 'tooLarge';
      }
      onChunk(chunk);
    }
  } catch {
    return null;
  }
  return total;
}

/** The path inside the zip of the workbook's first sheet (workbook.xml's order, through its rels). */
function firstSheetPath(workbookXml: string, relsXml: string): string | null {
  const sheet = /<(?:\w+:)?sheet\b[^>]*?\br:id="([^"]+)"/.exec(workbookXml);
  if (!sheet) return null;
  const rel = new RegExp(`<Relationship\\b[^>]*\\bId="${sheet[1]}"[^>]*>`).exec(relsXml);
  const target = rel && /\bTarget="([^"]+)"/.exec(rel[0]);
  if (!target) return null;
  return target[1].startsWith('/') ? target[1].slice(1) : `xl/${target[1]}`;
}

/**
 * Counts the <row> elements of a worksheet's XML as it streams past (blank formatted rows too):
 * `<row ` or `<row>`, not `<rowBreaks`, also across a chunk's edge.
 */
export function rowCounter() {
  let carry = Buffer.alloc(0);
  let rows = 0;
  return {
    push(chunk: Buffer) {
      const text = carry.length > 0 ? Buffer.concat([carry, chunk]) : chunk;
      let i = text.indexOf('<row');
      for (; i >= 0 && i + 4 < text.length; i = text.indexOf('<row', i + 4)) {
        const next = text[i + 4];
        if (next === 0x20 || next === 0x3e || next === 0x09 || next === 0x0a || next === 0x0d) rows++;
      }
      // What may be the start of a <row cut by the chunk's edge waits for the next chunk.
      carry = Buffer.from(text.subarray(i >= 0 ? i : Math.max(0, text.length - 4)));
    },
    get rows() {
      return rows;
    },
  };
}

/** The entries the guard reads whole: the workbook's sheet list and its relationships (small). */
const WORKBOOK = 'xl/workbook.xml';
const WORKBOOK_RELS = 'xl/_rels/workbook.xml.rels';

/**
 * Whether an .xlsx may be parsed: entries, declared and actual inflated size, sheets, and the
 * first sheet's row elements (at most `maxRowElements`). Null when it may. Nothing is kept but the
 * two small workbook parts: the sheets are counted as they stream past.
 */
export async function guardXlsx(
  zip: Buffer,
  limits: { entries: number; sheets: number; inflatedBytes: number; maxRowElements: number },
): Promise<SheetRefusal | null> {
  const entries = entriesOf(zip, limits.entries);
  if (entries === null) return { kind: 'unreadable' };
  if (entries === 'tooMany') return { kind: 'entries', max: limits.entries };
  const maxMb = Math.round(limits.inflatedBytes / 1024 / 1024);
  const declared = entries.reduce((sum, e) => sum + e.size, 0);
  if (declared > limits.inflatedBytes) return { kind: 'inflated', maxMb };

  const parts = new Map<string, Buffer[]>();
  const counters = new Map<string, ReturnType<typeof rowCounter>>();
  let budget = limits.inflatedBytes;
  for (const e of entries) {
    if (e.name.endsWith('/')) continue;
    const keep = e.name === WORKBOOK || e.name === WORKBOOK_RELS;
    const counter = e.name.startsWith('xl/worksheets/') ? rowCounter() : undefined;
    if (counter) counters.set(e.name, counter);
    const chunks: Buffer[] = [];
    const size = await scan(zip, e, budget, (chunk) => {
      if (keep) chunks.push(Buffer.from(chunk));
      counter?.push(chunk);
    });
    if (size === 'tooLarge') return { kind: 'inflated', maxMb };
    if (size === null) return { kind: 'unreadable' };
    budget -= size;
    if (keep) parts.set(e.name, chunks);
  }
  const text = (name: string) => {
    const chunks = parts.get(name);
    return chunks ? Buffer.concat(chunks).toString('utf8') : undefined;
  };
  const workbook = text(WORKBOOK);
  const rels = text(WORKBOOK_RELS);
  if (!workbook || !rels) return { kind: 'unreadable' };
  const sheets = workbook.match(/<(?:\w+:)?sheet\b/g)?.length ?? 0;
  if (sheets > limits.sheets) return { kind: 'sheets', max: limits.sheets };
  const path = firstSheetPath(workbook, rels);
  const first = path ? counters.get(path) : undefined;
  if (!first) return { kind: 'unreadable' };
  if (first.rows > limits.maxRowElements) return { kind: 'rows' };
  return null;
}
