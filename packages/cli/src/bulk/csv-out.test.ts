import { expect, it } from 'vitest';
import { csvRecord } from './csv-out';

it('quotes as before', () => {
  expect(csvRecord(['a', 'b,c', 'd"e', 'f\ng', 'h\ri', ''])).toBe('a,"b,c","d""e","f\ng","h\ri",\n');
});
