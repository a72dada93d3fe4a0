// The part of archiver 5 (no bundled types; @types/archiver is not installed) the health zip uses.
declare module 'archiver' {
  import type { Readable, Transform } from 'node:stream';

  interface ZipOptions {
    /** Store entries without compressing (scans and PDFs are compressed already). */
    store?: boolean;
    zlib?: { level?: number };
  }

  interface EntryData {
    name: string;
    date?: Date;
  }

  interface Archiver extends Transform {
    append(source: Readable | Buffer | string, data: EntryData): this;
    finalize(): Promise<void>;
    abort(): this;
    pointer(): number;
  }

  function archiver(format: 'zip', options?: ZipOptions): Archiver;
  export default archiver;
  export type { Archiver };
}
