import { describe, expect, it } from 'vitest';
import { isAudienceFileName, readAudienceEmailLine } from './audience-email-lines';

describe('readAudienceEmailLine', () => {
  it.each([
    ['Ana@Example.com', { kind: 'email', email: 'ana@example.com' }],
    ['  bob@example.es \r', { kind: 'email', email: 'bob@example.es' }],
    ['\uFEFFcarla@example.it', { kind: 'email', email: 'carla@example.it' }],
    ['', { kind: 'blank' }],
    ['   ', { kind: 'blank' }],
  ])('%j -> %j', (raw, expected) => {
    expect(readAudienceEmailLine(raw, 1)).toEqual(expected);
  });

  it('reports a line that is no email by its number, in the wording of parseAudienceEmails', () => {
    expect(readAudienceEmailLine(' not-an-email ', 7)).toEqual({
      kind: 'invalid',
      value: 'not-an-email',
      issue: { path: 'lines.7', message: 'Line 7 is not a valid email: "not-an-email"' },
    });
  });
});

describe('isAudienceFileName', () => {
  it.each([
    ['emails.txt', true],
    ['EMAILS.TXT', true],
    ['emails.csv', false],
    ['emails.txt.exe', false],
    [undefined, false],
  ])('%s -> %s', (name, expected) => {
    expect(isAudienceFileName(name)).toBe(expected);
  });
});
