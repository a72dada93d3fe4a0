// The server's log output in the tests (issue 38: logs never carry sensitive values). Every test
// app logs at info into a sink that keeps the lines holding an identity number or a mobile number;
// closing the app fails the test file when there is one.
import { Writable } from 'node:stream';
import { identityNumbersIn } from './pii-dump';

const MOBILE = /(?<![0-9])1[3-9][0-9]{9}(?![0-9])/;

export class SensitiveLogSink extends Writable {
  readonly offending: string[] = [];
  lines = 0;

  override _write(chunk: Buffer | string, _encoding: BufferEncoding, done: (error?: Error | null) => void) {
    const text = chunk.toString();
    for (const line of text.split('\n')) {
      if (!line) continue;
      this.lines += 1;
      if (identityNumbersIn(line).length > 0 || MOBILE.test(line)) this.offending.push(line.slice(0, 2000));
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
