import { describe, expect, it } from 'vitest';
import { ERROR_REPORT_LIMITS, errorReportSchema } from './error-report';

const REPORT = { message: 'boom', url: 'https://admin.example/-admin/', user_agent: 'Chromium' };
const issues = (input: unknown) => {
  const parsed = errorReportSchema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('errorReportSchema', () => {
  it('takes a report with its optional stack and release', () => {
    expect(issues({ ...REPORT, stack: 'at x', release: '0.1.0' })).toEqual([]);
  });

  it('words a missing message and URL as the forms do', () => {
    expect(issues({ ...REPORT, message: '  ', url: '' })).toEqual([
      ['message', 'Please input the message'],
      ['url', 'Please input the URL'],
    ]);
  });

  it('refuses a field over its limit', () => {
    expect(issues({ ...REPORT, stack: 'x'.repeat(ERROR_REPORT_LIMITS.stack + 1) })).toEqual([
      ['stack', `The stack is only ${ERROR_REPORT_LIMITS.stack} characters long`],
    ]);
  });
});
