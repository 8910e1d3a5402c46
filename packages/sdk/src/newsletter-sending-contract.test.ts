import { siteMessages } from '@cellar/validation/site';
import { describe, expect, it } from 'vitest';
import { type Account, contractBackend } from './contract-test-support';
import { isConflict, isForbidden, isNotFound, isPreconditionFailed, isValidationError } from './errors';

// The SDK's newsletter sending calls against the reference backend, in process, with the real fixtures loaded.
const contract = contractBackend();
const as = (who: Account) => contract.client(who).newsletters;
const messages = siteMessages.newsletter;

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );

const DRAFT = '/newsletters/10_12_26_packs-navidad/';
const VERIFIED = '/newsletters/30_11_26_cyber-monday/';
const OTHER_VERIFIED = '/newsletters/3_12_26_regalos-navidad/';
const SCHEDULED = '/newsletters/3_09_26_vuelta-al-cole/';
const TEST_EMAIL = {
  recipient: 'marketing@example.com',
  ctx: { country: 'es', shop: 'cellar', lang: 'fr', domain: 'www.cellar-es.example' },
};

/** Runs the sending worker until nobody is due. */
const sendAll = () => {
  let steps = 0;
  while (contract.backend.sendingWorker.step() !== 'idle') steps += 1;
  return steps;
};

describe('client.newsletters: status calls', () => {
  it('verifies a draft and takes it back to draft, each audited', async () => {
    expect(await as('editor').markAsVerified(DRAFT)).toMatchObject({ status: 'verified' });
    expect((await contract.client('editor').content.get(DRAFT)).status).toBe('verified');
    expect(await as('editor').markAsDraft(DRAFT)).toMatchObject({ status: 'draft' });
    const { logs } = await contract.client('admin').content.logs(DRAFT);
    expect(logs.slice(0, 2).map((log) => log.action)).toEqual(['mark-as-draft', 'mark-as-verified']);
  });

  it('leaves the status alone on a PATCH: only the status calls change it', async () => {
    await contract.client('editor').content.patch(DRAFT, { status: 'scheduled', title: 'Packs de Navidad' });
    expect(await contract.client('editor').content.get(DRAFT)).toMatchObject({
      status: 'draft',
      title: 'Packs de Navidad',
    });
  });

  it('refuses wrong transitions with 409 and the reason', async () => {
    const verifyAgain = await failure(as('editor').markAsVerified(VERIFIED));
    expect(isConflict(verifyAgain) && verifyAgain.message).toBe(messages.cannotVerify('verified'));
    const backToDraft = await failure(as('editor').markAsDraft(SCHEDULED));
    expect(isConflict(backToDraft) && backToDraft.message).toBe(messages.cannotGoBackToDraftScheduled);
    const draftAgain = await failure(as('editor').markAsDraft(DRAFT));
    expect(isConflict(draftAgain) && draftAgain.message).toBe(messages.alreadyDraft);
    const scheduleDraft = await failure(as('editor').schedule(DRAFT));
    expect(isConflict(scheduleDraft) && scheduleDraft.message).toBe(messages.cannotSchedule('draft'));
    const unscheduleVerified = await failure(as('editor').unschedule(VERIFIED));
    expect(isConflict(unscheduleVerified) && unscheduleVerified.message).toBe(
      messages.cannotUnschedule('verified'),
    );
  });

  it('refuses a schedule without a date or without an audience with 412', async () => {
    const noDate = await failure(as('editor').schedule(OTHER_VERIFIED));
    expect(isPreconditionFailed(noDate) && noDate.message).toBe(messages.scheduleDateMissing);
    await contract.client('editor').content.patch(OTHER_VERIFIED, {
      schedule_at: '2026-01-01T08:00:00.000Z',
      // Filters no fixture customer matches.
      sendto: { langs: ['es'], countries: ['es'], ciudad: 'Ningún sitio' },
    });
    const noAudience = await failure(as('editor').schedule(OTHER_VERIFIED));
    expect(isPreconditionFailed(noAudience) && noAudience.message).toBe(messages.audienceMissing);
  });

  it('needs ModifyContent, and refuses while someone else holds the lock', async () => {
    expect(isForbidden(await failure(as('viewer').markAsDraft(VERIFIED)))).toBe(true);
    await contract.client('admin').content.lock(VERIFIED);
    const locked = await failure(as('editor').markAsDraft(VERIFIED));
    expect(isConflict(locked) && locked.message).toMatch(/^Locked by admin@example.com/);
    await contract.client('admin').content.unlock(VERIFIED);
  });

  it('schedules to an uploaded list, sends it all into the outbox, and an unschedule keeps what was sent', async () => {
    const emails = ['uno@example.com', 'dos@example.com', 'tres@example.com', 'cuatro@example.com'];
    await contract.client('editor').content.patch(VERIFIED, {
      schedule_at: '2026-01-01T08:00:00.000Z',
      sendto: { langs: ['en'] },
    });
    await as('editor').uploadAudienceEmails(VERIFIED, emails.join('\n'), 'list.txt');
    expect(await as('editor').progress(VERIFIED)).toMatchObject({ total: 0 });
    expect(await as('editor').schedule(VERIFIED)).toMatchObject({ status: 'scheduled', total: 4 });
    expect(await as('viewer').progress(VERIFIED)).toEqual({
      sent: 0,
      nosent: 0,
      norendered: 0,
      pending: 4,
      rendered: 0,
      total: 4,
    });
    contract.backend.sendingWorker.step();
    expect(await as('editor').progress(VERIFIED)).toMatchObject({ sent: 1, pending: 3 });
    expect(await as('editor').unschedule(VERIFIED)).toMatchObject({ status: 'verified' });
    expect(sendAll()).toBe(0);
    expect(await as('editor').progress(VERIFIED)).toMatchObject({ sent: 1, pending: 0, total: 1 });

    expect(await as('editor').schedule(VERIFIED)).toMatchObject({ status: 'scheduled', total: 4 });
    sendAll();
    expect(await as('editor').progress(VERIFIED)).toEqual({
      sent: 4,
      nosent: 0,
      norendered: 0,
      pending: 0,
      rendered: 4,
      total: 4,
    });
    const { items } = await as('admin').outbox({ kind: 'newsletter', size: 10 });
    const sent = items.filter((item) => item.newsletter === VERIFIED.replace(/\/$/, ''));
    expect(sent.map((item) => item.recipient).sort()).toEqual([
      'cuatro@example.com',
      'dos@example.com',
      'tres@example.com',
      'uno@example.com',
    ]);
    expect(sent[0]).toMatchObject({ kind: 'newsletter', lang: 'en', subject: expect.any(String) });
  });
});

describe('client.newsletters: preview, test email, upload, outbox', () => {
  it('previews the newsletter in a language for a shop domain; 400 for an unknown language, 404 off a newsletter', async () => {
    const { subject } = await contract.client('viewer').content.get(SCHEDULED);
    const html = await as('viewer').preview(SCHEDULED, { lang: 'de', domain: 'www.cellar-de.example' });
    expect(html).toContain(`<title>${(subject as Record<string, string>).de}</title>`);
    expect(html).toContain('https://www.cellar-de.example/');
    expect(isValidationError(await failure(as('viewer').preview(SCHEDULED, { lang: 'pt' })))).toBe(true);
    expect(isNotFound(await failure(as('viewer').preview('/promos/', { lang: 'es' })))).toBe(true);
  });

  it("shows the preview's images from this server, which serves them (links stay on the shop)", async () => {
    const html = await as('viewer').preview(SCHEDULED, { lang: 'es', domain: 'www.cellar-es.example' });
    const images = [...html.matchAll(/<img src="([^"]+)"/g)].map((match) => match[1] ?? '');
    expect(images).toContain('http://localhost/newsletters/3_09_26_vuelta-al-cole/banner.jpg');
    expect(images).toContain('http://localhost/images/LA10826/anv800.png');
    expect(images.every((src) => src.startsWith('http://localhost/'))).toBe(true);
    expect(html).toContain('href="https://www.cellar-es.example/ofertas/"');
    // Every image of the fixtures' newsletter is served: its banner and each product's, public as on the shops.
    for (const src of images) {
      const served = await contract.backend.fetch(new Request(src));
      expect(served.status, src).toBe(200);
      expect(served.headers.get('content-type'), src).toMatch(/^image\/(png|jpeg)$/);
    }
    // One no product has is missing.
    for (const missing of [
      '/images/HE10007/anv800.png',
      '/images/LA10826/anv800.jpg',
      '/images/LA10826/nope.png',
    ])
      expect((await contract.backend.fetch(new Request(`http://localhost${missing}`))).status).toBe(404);
  });

  it("sends a test email into the outbox; every field is required, and the country and domain must be the shop's", async () => {
    const missing = await failure(
      as('editor').sendTestEmail(SCHEDULED, {
        recipient: 'x@example.com',
        ctx: { ...TEST_EMAIL.ctx, domain: '' },
      }),
    );
    expect(isValidationError(missing) && missing.message).toBe(siteMessages.testEmail.fillAllFields);
    expect(isValidationError(missing) && missing.body.details).toEqual([
      { path: 'ctx.domain', message: siteMessages.testEmail.fillAllFields },
    ]);
    const misfit = await failure(
      as('editor').sendTestEmail(SCHEDULED, {
        recipient: 'x@example.com',
        ctx: { ...TEST_EMAIL.ctx, country: 'fr', domain: 'www.cellar-fr.example' },
      }),
    );
    expect(isValidationError(misfit) && misfit.body.details).toEqual([
      { path: 'ctx.country', message: siteMessages.testEmail.countryNotOfShop('fr', 'cellar') },
      {
        path: 'ctx.domain',
        message: siteMessages.testEmail.domainNotOfShop('www.cellar-fr.example', 'cellar'),
      },
    ]);
    expect(isForbidden(await failure(as('viewer').sendTestEmail(SCHEDULED, TEST_EMAIL)))).toBe(true);
    expect(await as('editor').sendTestEmail(SCHEDULED, TEST_EMAIL)).toEqual({
      recipient: TEST_EMAIL.recipient,
    });
    const [latest] = (await as('admin').outbox({ kind: 'test', size: 1 })).items;
    expect(latest).toMatchObject({
      kind: 'test',
      recipient: TEST_EMAIL.recipient,
      lang: 'fr',
      newsletter: '/newsletters/3_09_26_vuelta-al-cole',
    });
  });

  it('uploads to Brevo only with ScheduleNewsletters: the editor and the viewer are refused', async () => {
    expect(isForbidden(await failure(as('editor').uploadToBrevo(SCHEDULED)))).toBe(true);
    expect(isForbidden(await failure(as('viewer').uploadToBrevo(SCHEDULED)))).toBe(true);
    expect(await as('admin').uploadToBrevo(SCHEDULED)).toMatchObject({ status: 201 });
    const [latest] = (await as('admin').outbox({ kind: 'provider-upload', size: 1 })).items;
    expect(latest).toMatchObject({
      kind: 'provider-upload',
      newsletter: '/newsletters/3_09_26_vuelta-al-cole',
    });
  });

  it('lists the outbox newest first, paged, for the admin only', async () => {
    const page = await as('admin').outbox({ size: 2 });
    expect(page.items).toHaveLength(2);
    expect(page.items_total).toBeGreaterThan(2);
    expect((page.items[0]?.id ?? 0) > (page.items[1]?.id ?? 0)).toBe(true);
    const next = await as('admin').outbox({ from: 2, size: 2 });
    expect(next.items[0]?.id).toBeLessThan(page.items[1]?.id ?? 0);
    expect(isForbidden(await failure(as('editor').outbox()))).toBe(true);
  });
});
