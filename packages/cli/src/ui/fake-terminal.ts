import { PassThrough, Writable } from 'node:stream';
import { stripVTControlCharacters } from 'node:util';

/**
 * Test stand-ins for a terminal, for the ink questions: a raw-mode stdin the test types into and a stdout that
 * records what ink draws (`drawn` as written, `text` without its escape sequences).
 */
export function fakeTerminal() {
  const stdin = Object.assign(new PassThrough(), {
    isTTY: true,
    rawMode: false,
    setRawMode(mode: boolean) {
      stdin.rawMode = mode;
      return stdin;
    },
    ref: () => stdin,
    unref: () => stdin,
  });
  let drawn = '';
  const stdout = Object.assign(
    new Writable({
      write(chunk, _encoding, done) {
        drawn += String(chunk);
        done();
      },
    }),
    { isTTY: true, columns: 80, rows: 24 },
  );
  return {
    streams: {
      stdin: stdin as unknown as NodeJS.ReadStream,
      stdout: stdout as unknown as NodeJS.WriteStream,
    },
    stdin,
    drawn: () => drawn,
    text: () => stripVTControlCharacters(drawn),
  };
}
