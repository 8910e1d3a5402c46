import { HttpError } from '@cellar/sdk';
import { describe, expect, it } from 'vitest';
import { tagFailureMessage, tagTypeOfFolder } from './tag-form';

describe('tag creation failures (§8)', () => {
  it('says the id exists on 409', () => {
    expect(tagFailureMessage(new HttpError(409, { message: 'Conflict', type: 'Conflict' }))).toBe(
      'An error has ocurred: This ID already exists',
    );
  });
  it('shows the server message, or the status when there is none', () => {
    expect(tagFailureMessage(new HttpError(500, { message: 'Database is locked', type: 'Error' }))).toBe(
      'Server Error: Database is locked',
    );
    expect(tagFailureMessage(new HttpError(502, { message: '', type: 'HttpError' }))).toBe(
      'Server Error: 502',
    );
    expect(tagFailureMessage(new Error('offline'))).toBe('Server Error: offline');
  });
  it('reads the tag type from the folder', () => {
    expect(tagTypeOfFolder('/tags/uva/')).toBe('uva');
    expect(tagTypeOfFolder('/tags/uva')).toBe('uva');
    expect(tagTypeOfFolder('/tags/')).toBe('');
    expect(tagTypeOfFolder('/zonas/espana/')).toBe('');
  });
});
