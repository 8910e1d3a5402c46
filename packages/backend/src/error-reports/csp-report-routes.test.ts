import { messages } from '@cellar/validation';
import { afterEach, describe, expect, it } from 'vitest';
import { type TestBackend, testBackend } from '../test-support';
import { MAX_CSP_REPORTS_PER_BODY } from './csp-report-input';
import { CSP_NEW_REPORTS_PER_MINUTE, CSP_REPORTS_KEPT } from './local-csp-reporter';

const { cspReports: words } = messages;
const ADMIN_PAGE = 'https://admin.cellar.example/-admin/';

/** A `report-uri` body as Chromium sends it (`application/csp-report`). */
const reportUri = (blocked = 'inline', page = `${ADMIN_PAGE}?path=/home/&tab=Data`) => ({
  'csp-report': {
    'document-uri': page,
    referrer: '',
    'violated-directive': 'script-src-attr',
    'effective-directive': 'script-src-attr',
    'original-policy': "default-src 'self'",
    disposition: 'enforce',
    'blocked-uri': blocked,
    'line-number': 12,
    'column-number': 3,
    'source-file': `${ADMIN_PAGE}assets/index-abc.js`,
    'status-code': 200,
    'script-sample': '',
  },
});

/** A Reporting API batch (`application/reports+json`). */
const reportingApi = (blocked: string) => [
  {
    type: 'csp-violation',
    age: 10,
    url: ADMIN_PAGE,
    user_agent: 'Chromium 156',
    body: {
      documentURL: `${ADMIN_PAGE}offers?page=2#top`,
      blockedURL: blocked,
      effectiveDirective: 'img-src',
      originalPolicy: "img-src 'self'",
      sourceFile: null,
      sample: null,
      disposition: 'enforce',
      statusCode: 200,
      lineNumber: null,
      columnNumber: null,
    },
  },
  { type: 'deprecation', age: 1, url: ADMIN_PAGE, user_agent: 'Chromium 156', body: { id: 'x' } },
];

/** The batch Chromium 156 sent for a blocked image of a page served over https (`report-to`, captured). */
const CHROMIUM_BATCH = [
  {
    age: 0,
    body: {
      blockedURL: 'https://tracker.example/p.png',
      columnNumber: 68,
      disposition: 'enforce',
      documentURL: 'https://127.0.0.1:36499/page',
      effectiveDirective: 'img-src',
      lineNumber: 1,
      originalPolicy: "img-src 'self'; report-to csp-endpoint; report-uri /legacy",
      referrer: '',
      sample: '',
      sourceFile: 'https://127.0.0.1:36499/page',
      statusCode: 200,
    },
    type: 'csp-violation',
    url: 'https://127.0.0.1:36499/page',
    user_agent:
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.0.0 Safari/537.36',
  },
];

let b: TestBackend;
afterEach(() => b?.close());

const post = (body: unknown, contentType = 'application/csp-report') =>
  b.call('POST', '/api/csp-reports', {
    rawBody: typeof body === 'string' ? body : JSON.stringify(body),
    headers: { 'content-type': contentType, 'user-agent': 'Chromium 156 (report-uri)' },
  });
const listed = async () => {
  const res = await b.call('GET', '/api/csp-reports', { token: await b.tokenFor('admin') });
  expect(res.status).toBe(200);
  return (await res.json()) as { items: Record<string, unknown>[]; items_total: number };
};

describe('POST /api/csp-reports', () => {
  it('keeps a report-uri report sent without a session (204), its page without the query string', async () => {
    b = testBackend();
    expect((await post(reportUri())).status).toBe(204);
    expect(await listed()).toEqual({
      items: [
        {
          id: expect.any(Number),
          first_seen: '2025-01-15T09:00:00.000Z',
          last_seen: '2025-01-15T09:00:00.000Z',
          count: 1,
          document_url: ADMIN_PAGE,
          directive: 'script-src-attr',
          blocked_url: 'inline',
          source_file: `${ADMIN_PAGE}assets/index-abc.js`,
          line: 12,
          column: 3,
          disposition: 'enforce',
          sample: '',
          user_agent: 'Chromium 156 (report-uri)',
        },
      ],
      items_total: 1,
    });
  });

  it("keeps the csp-violation reports of a Reporting API batch, the browser's user agent with them", async () => {
    b = testBackend();
    const res = await post(reportingApi('https://evil.example/pixel.png?id=7'), 'application/reports+json');
    expect(res.status).toBe(204);
    expect((await listed()).items).toEqual([
      expect.objectContaining({
        document_url: `${ADMIN_PAGE}offers`,
        directive: 'img-src',
        blocked_url: 'https://evil.example/pixel.png',
        source_file: '',
        line: 0,
        user_agent: 'Chromium 156',
      }),
    ]);
  });

  it('keeps the batch Chromium sends for report-to', async () => {
    b = testBackend();
    expect((await post(CHROMIUM_BATCH, 'application/reports+json')).status).toBe(204);
    expect((await listed()).items).toEqual([
      expect.objectContaining({
        count: 1,
        document_url: 'https://127.0.0.1:36499/page',
        directive: 'img-src',
        blocked_url: 'https://tracker.example/p.png',
        source_file: 'https://127.0.0.1:36499/page',
        line: 1,
        column: 68,
        disposition: 'enforce',
        user_agent: CHROMIUM_BATCH[0]?.user_agent,
      }),
    ]);
  });

  it('keeps a violation alike whichever way it comes (report-uri or report-to): one row, counted twice', async () => {
    b = testBackend();
    const legacy = reportUri()['csp-report'];
    const sameByReportTo = [
      {
        type: 'csp-violation',
        age: 0,
        url: legacy['document-uri'],
        user_agent: 'Chromium 156 (report-to)',
        body: {
          documentURL: legacy['document-uri'],
          blockedURL: legacy['blocked-uri'],
          effectiveDirective: legacy['effective-directive'],
          originalPolicy: legacy['original-policy'],
          sourceFile: legacy['source-file'],
          sample: legacy['script-sample'],
          disposition: legacy.disposition,
          statusCode: 200,
          lineNumber: legacy['line-number'],
          columnNumber: legacy['column-number'],
        },
      },
    ];
    expect((await post(reportUri())).status).toBe(204);
    const [first] = (await listed()).items;
    b.advance(1000);
    expect((await post(sameByReportTo, 'application/reports+json')).status).toBe(204);
    expect((await listed()).items).toEqual([
      {
        ...first,
        count: 2,
        last_seen: '2025-01-15T09:00:01.000Z',
        user_agent: 'Chromium 156 (report-to)',
      },
    ]);
  });

  it('counts a violation seen before instead of keeping it again, so a new one is not drowned', async () => {
    b = testBackend();
    for (let i = 0; i < 5; i++) {
      expect((await post(reportUri())).status).toBe(204);
      b.advance(1000);
    }
    await post(reportUri('eval'));
    const { items, items_total } = await listed();
    expect(items_total).toBe(2);
    expect(items.map((item) => [item.blocked_url, item.count, item.last_seen])).toEqual([
      ['eval', 1, '2025-01-15T09:00:05.000Z'],
      ['inline', 5, '2025-01-15T09:00:04.000Z'],
    ]);
  });

  it.each([
    ['not JSON', '{"csp-report":'],
    ['no csp-report', { report: {} }],
    ['no page', { 'csp-report': { 'effective-directive': 'img-src' } }],
    ['no directive', { 'csp-report': { 'document-uri': ADMIN_PAGE } }],
    ['a line that is text', { 'csp-report': { ...reportUri()['csp-report'], 'line-number': 'x' } }],
    [
      'a batch of more than 100',
      Array.from({ length: MAX_CSP_REPORTS_PER_BODY + 1 }, () => reportingApi('x')[0]),
    ],
    ['a violation without its page', [{ type: 'csp-violation', body: { effectiveDirective: 'img-src' } }]],
  ])('refuses %s with 400, keeping nothing', async (_name, body) => {
    b = testBackend();
    const res = await post(body);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message: expect.any(String), type: 'ValidationError' });
    expect((await listed()).items_total).toBe(0);
  });

  it('refuses a body over 64 KiB with 413 PayloadTooLarge', async () => {
    b = testBackend();
    const res = await post({ ...reportUri(), padding: 'x'.repeat(65 * 1024) });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: words.tooLarge(64), type: 'PayloadTooLarge' });
  });

  it('cuts an over-long field rather than losing the violation', async () => {
    b = testBackend();
    const long = `https://evil.example/${'a'.repeat(5000)}`;
    expect((await post(reportUri(long))).status).toBe(204);
    const [item] = (await listed()).items;
    expect(String(item?.blocked_url)).toHaveLength(2000);
  });

  it(`keeps at most ${CSP_NEW_REPORTS_PER_MINUTE} new violations a minute (429 with Retry-After), still counting known ones`, async () => {
    b = testBackend();
    for (let i = 0; i < CSP_NEW_REPORTS_PER_MINUTE; i++)
      expect((await post(reportUri(`https://x.example/${i}`))).status).toBe(204);
    b.advance(20_000);
    const refused = await post(reportUri('https://x.example/new'));
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('40');
    expect(await refused.json()).toEqual({ message: words.tooMany, type: 'TooManyRequests' });
    expect((await post(reportUri('https://x.example/0'))).status).toBe(204);
    b.advance(40_000);
    expect((await post(reportUri('https://x.example/new'))).status).toBe(204);
    const { items, items_total } = await listed();
    expect(items_total).toBe(CSP_NEW_REPORTS_PER_MINUTE + 1);
    expect(items.find((item) => item.blocked_url === 'https://x.example/0')?.count).toBe(2);
  });

  it(`keeps at most ${CSP_REPORTS_KEPT} violations, the least recently seen going first`, async () => {
    b = testBackend();
    const batch = (from: number) =>
      Array.from({ length: 50 }, (_, i) => reportingApi(`https://x.example/${from + i}`)[0]);
    for (let from = 0; from < CSP_REPORTS_KEPT + 100; from += 50) {
      expect((await post(batch(from), 'application/reports+json')).status).toBe(204);
      b.advance(60_000);
    }
    const { items, items_total } = await listed();
    expect(items_total).toBe(CSP_REPORTS_KEPT);
    expect(items[0]?.blocked_url).toBe(`https://x.example/${CSP_REPORTS_KEPT + 99}`);
  });
});

describe('GET /api/csp-reports', () => {
  it('needs a session (401) and the admin (403 for the others)', async () => {
    b = testBackend();
    expect((await b.call('GET', '/api/csp-reports')).status).toBe(401);
    for (const account of ['editor', 'viewer'] as const) {
      const res = await b.call('GET', '/api/csp-reports', { token: await b.tokenFor(account) });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ message: words.adminOnly, type: 'Forbidden' });
    }
  });
});
