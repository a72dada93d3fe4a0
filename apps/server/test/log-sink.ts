// The server's log output in the tests (issue 38: logs never carry sensitive values). Every test
// app logs at info into a sink that keeps the lines holding an identity number or a mobile number;
// closing the app fails the test file when there is one.
import { Writable } from 'node:stream';
import { identityNumbersIn } from './pii-dump';

/** A mobile number standing alone (not digits inside a longer word, such as a request id's hex). */
const MOBILE = /(?<![\w-])1[3-9][0-9]{9}(?!\w)/;
/** Request ids and other UUIDs: hex that may hold any run of digits. */
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

export class SensitiveLogSink extends Writable {
  readonly offending: string[] = [];
  lines = 0;
  /** The last lines written (a test reads what one request logged). */
  readonly recent: string[] = [];

  override _write(chunk: Buffer | string, _encoding: BufferEncoding, done: (error?: Error | null) => void) {
    for (const line of chunk.toString().split('\n')) {
      if (!line) continue;
      this.lines += 1;
      this.recent.push(line);
      if (this.recent.length > 100) this.recent.shift();
      const text = line.replace(UUID, 'uuid');
      if (identityNumbersIn(text).length > 0 || MOBILE.test(text)) this.offending.push(line.slice(0, 2000));
    }
    done();
  }

  /** Throws when a line carried a sensitive value. */
  check() {
    if (this.offending.length > 0)
      throw new Error(
        `the server logged ${this.offending.length} line(s) with an identity or mobile number:\n${this.offending
          .slice(0, 5)
          .join('\n')}`,
      );
  }
}
