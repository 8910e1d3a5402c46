import { describe, expect, it } from 'vitest';
import { type Account, contractBackend } from './contract-test-support';
import { isConflict, isForbidden, isNotFound, isValidationError, SchemaError } from './errors';

// The newsletter audience calls against the reference backend, in process, with the real fixtures (5,000 customers).
const contract = contractBackend();
const as = (who: Account) => contract.client(who);
const audience = (who: Account) => contract.client(who).newsletters;

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );

const DRAFT = '/newsletters/10_12_26_packs-navidad/';
const OTHER_DRAFT = '/newsletters/17_12_26_burbujas-fin-de-ano/';
const LIST_DRAFT = '/newsletters/22_12_26_ultimo-envio/';
const LOCK_DRAFT = '/newsletters/7_01_27_rebajas-enero/';

describe('client.newsletters audience', () => {
  it('audienceCount: the customers the stored sendto selects, counted again after a PATCH of sendto', async () => {
    const before = await audience('viewer').audienceCount(DRAFT);
    expect(before.source).toBe('filters');
    expect(before.total).toBeGreaterThan(0);
    await as('editor').content.patch(DRAFT, { sendto: { frequency: 1 } });
    const everyone = await audience('viewer').audienceCount(DRAFT);
    expect(everyone).toEqual({ total: 5000, source: 'filters' });
    await as('editor').content.patch(DRAFT, {
      sendto: { frequency: 1, langs: ['it'], countries: ['it'], num_pedidos: { op: 'gt', value: 2 } },
    });
    const italians = await audience('viewer').audienceCount(DRAFT);
    expect(italians.total).toBeGreaterThan(0);
    expect(italians.total).toBeLessThan(everyone.total);
    await as('editor').content.patch(DRAFT, {
      sendto: { frequency: 1, colectivos_id: ['1'], fecha_last_pd: { op: 'gt', value: '2025-06-01' } },
    });
    const groups = await audience('viewer').audienceCount(DRAFT);
    expect(groups.total).toBeGreaterThan(0);
    expect(groups.total).toBeLessThan(everyone.total);
  });

  it("audienceCount: elsewhere GET @count stays Guillotina's catalog count, an answer the call refuses", async () => {
    expect(await failure(audience('viewer').audienceCount('/zonas/espana/rioja/'))).toBeInstanceOf(
      SchemaError,
    );
    expect(isNotFound(await failure(audience('viewer').colectivos('/zonas/espana/rioja/')))).toBe(true);
  });

  it('colectivos: the groups with id and name, by name', async () => {
    const groups = await audience('viewer').colectivos(DRAFT);
    expect(groups).toContainEqual({ id: '1', name: 'Sumilleres' });
    expect(groups.map((g) => g.name)).toEqual(
      [...groups.map((g) => g.name)].sort((a, b) => a.localeCompare(b)),
    );
  });

  it('uploadAudienceEmails: refused to a viewer, nothing stored', async () => {
    expect(
      isForbidden(await failure(audience('viewer').uploadAudienceEmails(OTHER_DRAFT, 'a@example.com\n'))),
    ).toBe(true);
    expect((await audience('viewer').audienceCount(OTHER_DRAFT)).source).toBe('filters');
  });

  it('uploadAudienceEmails: bad lines by number, duplicates dropped; the list overrides the filters; delete', async () => {
    const answer = await audience('editor').uploadAudienceEmails(
      LIST_DRAFT,
      'ana@example.com\r\nbob@example.com\nnot-an-email\n\nAna@Example.com\ncarla@example.it\n',
      'emails.txt',
    );
    expect(answer).toEqual({
      accepted: 3,
      duplicates: 1,
      invalid_count: 1,
      invalid: [{ line: 3, value: 'not-an-email', message: 'Line 3 is not a valid email: "not-an-email"' }],
      invalid_more: 0,
    });
    expect(await audience('viewer').audienceCount(LIST_DRAFT)).toEqual({ total: 3, source: 'list_emails' });
    // A PATCH of the filters does not change a count that comes from the list.
    await as('editor').content.patch(LIST_DRAFT, { sendto: { frequency: 1 } });
    expect(await audience('viewer').audienceCount(LIST_DRAFT)).toEqual({ total: 3, source: 'list_emails' });
    // A second upload replaces the list.
    await audience('editor').uploadAudienceEmails(LIST_DRAFT, 'one@example.com\n');
    expect(await audience('viewer').audienceCount(LIST_DRAFT)).toEqual({ total: 1, source: 'list_emails' });
    expect(isForbidden(await failure(audience('viewer').deleteAudienceEmails(LIST_DRAFT)))).toBe(true);
    await audience('editor').deleteAudienceEmails(LIST_DRAFT);
    expect(await audience('viewer').audienceCount(LIST_DRAFT)).toEqual({ total: 5000, source: 'filters' });
    expect(isNotFound(await failure(audience('editor').deleteAudienceEmails(LIST_DRAFT)))).toBe(true);
    const { logs } = await as('admin').content.logs(LIST_DRAFT, { size: 5 });
    expect(logs.slice(0, 3).map((log) => log.action)).toEqual(['delete-file', 'upload', 'modify']);
    expect(logs[1]?.payload).toMatchObject({
      field: 'sendto_emails',
      accepted: 1,
      duplicates: 0,
      invalid: 0,
    });
  });

  it('uploadAudienceEmails: a ReadableStream body is streamed as it is pulled, 20,000 lines in 200 chunks', async () => {
    const path = '/newsletters/14_01_27_vinos-ecologicos/';
    const encoder = new TextEncoder();
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled === 200) return controller.close();
        const lines = Array.from({ length: 100 }, (_, i) => `stream${pulled * 100 + i}@example.com\n`);
        pulled += 1;
        controller.enqueue(encoder.encode(pulled === 1 ? `not an email\n${lines.join('')}` : lines.join('')));
      },
    });
    const answer = await audience('editor').uploadAudienceEmails(path, stream, 'stream.txt');
    expect(pulled).toBe(200);
    expect(answer).toEqual({
      accepted: 20_000,
      duplicates: 0,
      invalid_count: 1,
      invalid: [{ line: 1, value: 'not an email', message: 'Line 1 is not a valid email: "not an email"' }],
      invalid_more: 0,
    });
    expect(await audience('viewer').audienceCount(path)).toEqual({ total: 20_000, source: 'list_emails' });
  });

  it('uploadAudienceEmails: a ValidationError for no email at all, or a file that is not .txt', async () => {
    const empty = await failure(audience('editor').uploadAudienceEmails(OTHER_DRAFT, 'nope\n\n'));
    expect(isValidationError(empty) && empty.message).toBe('The emails file has no emails');
    const csv = await failure(
      audience('editor').uploadAudienceEmails(OTHER_DRAFT, 'a@example.com', 'emails.csv'),
    );
    expect(isValidationError(csv) && csv.message).toBe(
      'The emails file must be a .txt file with one email per line',
    );
    expect((await audience('viewer').audienceCount(OTHER_DRAFT)).source).toBe('filters');
  });

  it('uploadAudienceEmails and delete: Locked while someone else holds the lock', async () => {
    await as('admin').content.lock(LOCK_DRAFT);
    const error = await failure(audience('editor').uploadAudienceEmails(LOCK_DRAFT, 'a@example.com\n'));
    expect(isConflict(error) && error.type).toBe('Locked');
    await as('admin').content.unlock(LOCK_DRAFT);
  });

  it('PATCH of the schedule: finish after schedule, the B pair likewise; audited', async () => {
    const bad = await failure(
      as('editor').content.patch(OTHER_DRAFT, {
        schedule_at: '2026-12-17T08:00:00.000Z',
        finish_at: '2026-12-17T07:00:00.000Z',
      }),
    );
    expect(isValidationError(bad) && bad.message).toBe('The end date must be greater than the start date.');
    const badB = await failure(
      as('editor').content.patch(OTHER_DRAFT, {
        schedule_at_b: '2026-12-18T08:00:00.000Z',
        finish_at_b: '2026-12-18T08:00:00.000Z',
      }),
    );
    expect(isValidationError(badB) && badB.body.details).toEqual([
      { path: 'finish_at_b', message: 'The end date must be greater than the start date.' },
    ]);
    const dates = {
      schedule_at: '2026-12-17T08:00:00.000Z',
      finish_at: '2026-12-17T20:00:00.000Z',
      schedule_at_b: '2026-12-18T08:00:00.000Z',
      finish_at_b: '2026-12-18T20:00:00.000Z',
    };
    await as('editor').content.patch(OTHER_DRAFT, { sendto: { langs: ['es'], frequency: 1 }, ...dates });
    expect(await as('viewer').content.get(OTHER_DRAFT)).toMatchObject(dates);
    const { logs } = await as('admin').content.logs(OTHER_DRAFT, { size: 1 });
    expect(logs[0]).toMatchObject({ action: 'modify', user: 'editor@example.com' });
    expect(isForbidden(await failure(as('viewer').content.patch(OTHER_DRAFT, dates)))).toBe(true);
  });
});
