import { readFile } from 'node:fs/promises';
import { type CellarClient, type ErpOffer, type ErpOpinion, offersSource } from '@cellar/sdk';
import { commerceMessages, offerTiming } from '@cellar/validation/commerce';
import { parse } from 'csv-parse/sync';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offerName } from '../src/features/offers/utils/offer-name';
import { apiAs, closeSession, dayIn, expectNoAxeViolations, openStage, type Stage, toast } from './support';

// Issue 28: acting on many rows of a list at once, and taking a list away as CSV.
const bulk = commerceMessages.bulk;
let stage: Stage;
let api: CellarClient;

beforeAll(async () => {
  // A copy of the build: other runs may rebuild dist/ while these tests load pages.
  stage = await openStage({ viewport: { width: 1600, height: 1000 }, path: '/', copyWeb: true });
  api = await apiAs(stage.backend);
});
afterAll(closeSession);

const bar = (page: Page, what: string) => page.getByRole('region', { name: `Bulk actions on ${what}` });

describe('bulk actions', () => {
  it('publishes the selected pending opinions, names the one the server refused, and they stay published', async () => {
    const page = await stage.pageAs(undefined, '/opinions');
    const pending = (await api.erp.opinions.list({ status: 'pend', page: 0, page_size: 10 })).items;
    const chosen = pending.slice(0, 3) as [ErpOpinion, ErpOpinion, ErpOpinion];
    for (const opinion of chosen)
      await page.getByRole('checkbox', { name: `Select opinion ${opinion.id_opinion}`, exact: true }).check();
    await expect
      .poll(() => bar(page, 'opinions').getByText(bulk.selected(3), { exact: true }).count())
      .toBe(1);

    // Someone else publishes the third meanwhile: the server refuses it (no longer pending).
    await api.erp.opinions.publish(chosen[2].id_opinion);
    await bar(page, 'opinions').getByRole('button', { name: 'Publish selected' }).click();
    await toast(page, bulk.done(2, 'opinion', 'published')).waitFor();
    const summary = bar(page, 'opinions').getByRole('alert');
    await summary.getByText(bulk.refused(1, 'opinion', 'published'), { exact: true }).waitFor();
    const refusedLine = await summary.getByRole('listitem').allTextContents();
    expect(refusedLine).toHaveLength(1);
    expect(refusedLine[0]).toMatch(new RegExp(`^#${chosen[2].id_opinion} \\(.*\\): .+`));
    await expectNoAxeViolations(page);

    await page.reload();
    await page.getByRole('article').first().waitFor();
    for (const opinion of chosen)
      await expect
        .poll(() =>
          page.getByRole('checkbox', { name: `Select opinion ${opinion.id_opinion}`, exact: true }).count(),
        )
        .toBe(0);
    const published = (await api.erp.opinions.list({ status: 'publ', page: 0, page_size: 100 })).items;
    for (const opinion of chosen.slice(0, 2))
      expect(published.map((row) => row.id_opinion)).toContain(opinion.id_opinion);
  });

  it('expires the selected current offers after one dialog listing them, and they stay expired', async () => {
    const today = dayIn(0);
    const page = await stage.pageAs(undefined, `/offers?date=${today}`);
    await page.locator('tr[data-offer-id]').first().waitFor();
    const { result } = await api.erp.offers.search({ date: today, p: 1 });
    const current = result.filter((offer) => offerTiming(offer, Date.now()) === 'current').slice(0, 2);
    expect(current).toHaveLength(2);
    for (const offer of current)
      await page.getByRole('checkbox', { name: `Select offer ${offer.id}`, exact: true }).check();
    await bar(page, 'offers').getByText(bulk.selected(2), { exact: true }).waitFor();

    await bar(page, 'offers').getByRole('button', { name: 'Expire selected' }).click();
    const dialog = page.getByRole('dialog', { name: 'Expire offers' });
    await dialog.getByText(bulk.confirmExpireOffers(2), { exact: true }).waitFor();
    expect(
      await dialog.getByRole('list', { name: 'Expire offers' }).getByRole('listitem').allTextContents(),
    ).toEqual(current.map(offerName));
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Expire', exact: true }).click();
    await toast(page, bulk.done(2, 'offer', 'expired')).waitFor();

    await page.reload();
    for (const offer of current)
      await expect
        .poll(() => page.locator(`tr[data-offer-id="${offer.id}"]`).getAttribute('data-timing'))
        .toBe('expired');
    const after = await api.erp.offers.search({ date: today, p: 1 });
    for (const offer of current) {
      const stored = after.result.find((row) => row.id === offer.id) as ErpOffer;
      expect(offerTiming(stored, Date.now())).toBe('expired');
    }
    await expectNoAxeViolations(page);
  });
});

describe('Export CSV', () => {
  it('downloads every offer of the filter, over all pages, with cellar export’s columns, formula-safe', async () => {
    const page = await stage.pageAs(undefined, '/offers?tipo=o');
    await page.locator('tr[data-offer-id]').first().waitFor();
    const { items, per_page } = await api.erp.offers.search({ tipo: 'o' });
    expect(items).toBeGreaterThan(per_page);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: commerceMessages.exportCsv.label }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^offers-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await readFile((await download.path()) as string, 'utf8');
    const [header, ...records] = parse(text, { record_delimiter: '\r\n' }) as string[][];
    expect(header).toEqual([...offersSource.columns]);
    expect(records).toHaveLength(items);
    expect(new Set(records.map((record) => record[0])).size).toBe(items);
    expect(records.every((record) => record[1] === 'o')).toBe(true);
    await toast(page, commerceMessages.exportCsv.done(items)).waitFor();
    await expectNoAxeViolations(page);
  });
});
