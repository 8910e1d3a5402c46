import { expect, it } from 'vitest';
import { csvRecord } from './csv-out';

it('quotes as before', () => {
  expect(csvRecord(['a', 'b,c', 'd"e', 'f\ng', 'h\ri', ''])).toBe('a,"b,c","d""e","f\ng","h\ri",\n');
});

it('escapes the cells a spreadsheet would run as formulas, as the exports do', () => {
  expect(csvRecord(['=HYPERLINK("http://x","y")', '+34', '-5', '@SUM(A1)', '\tcmd', '\rcmd', 'a=b'])).toBe(
    `"'=HYPERLINK(""http://x"",""y"")",'+34,'-5,'@SUM(A1),'\tcmd,"'\rcmd",a=b\n`,
  );
});
