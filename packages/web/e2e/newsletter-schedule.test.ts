import type { CellarClient } from '@cellar/sdk';
import { madridWallTime } from '@cellar/validation';
import { siteMessages } from '@cellar/validation/site';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  answerConfirmation,
  apiAs,
  bareFileInputs,
  closeSession,
  EDITOR,
  openStage,
  type Stage,
  VIEWER,
} from './support';

const NEWSLETTER = '/newsletters/14_01_27_vinos-ecologicos/';
const SCHEDULE_URL = `/?path=${NEWSLETTER}&tab=Schedule`;

let stage: Stage;
let admin: CellarClient;

beforeAll(async () => {
  stage = await openStage({ viewport: { width: 1440, height: 1400 } });
  admin = await apiAs(stage.backend);
});
afterAll(closeSession);

const stored = async () => (await admin.content.get(NEWSLETTER)) as Record<string, unknown>;
const countText = (page: Page) => page.getByTestId('audience-count').textContent();
const FROM_FILTERS = /^Audience: (\d+) recipients?, from the filters$/;
const countFromFilters = async (page: Page): Promise<number> => {
  await expect.poll(() => countText(page)).toMatch(FROM_FILTERS);
  return Number(FROM_FILTERS.exec((await countText(page)) ?? '')?.[1]);
};

/** The Schedule tab once the editing lock lets it be edited. */
async function openSchedule(page: Page) {
  const group = page.getByRole('checkbox', { name: 'Sumilleres' });
  await expect.poll(() => group.isEnabled()).toBe(true);
  return page.getByRole('form', { name: 'Schedule' });
}

const saved = (page: Page) =>
  page.getByRole('status', { name: 'Save status' }).getByText('Saved', { exact: true });

describe('the Newsletter Schedule tab', () => {
  it('a filter changes the count, is saved 150 ms after it and is there after a reload', async () => {
    const page = await stage.pageAs(EDITOR, SCHEDULE_URL);
    await openSchedule(page);
    const before = await countFromFilters(page);
    expect(before).toBeGreaterThan(0);

    await page.getByRole('checkbox', { name: 'Sumilleres' }).check();
    await saved(page).waitFor();
    await expect.poll(() => countFromFilters(page)).toBeLessThan(before);
    const withGroup = await countFromFilters(page);
    expect(((await stored()).sendto as Record<string, unknown>).colectivos_id).toEqual(['1']);

    await page.getByRole('radio', { name: 'at least 1 email per week' }).check();
    await saved(page).waitFor();
    await expect.poll(() => countFromFilters(page)).toBeGreaterThan(withGroup);
    const weekly = await countFromFilters(page);
    expect(((await stored()).sendto as Record<string, unknown>).frequency).toBe(1);

    await page.reload();
    await openSchedule(page);
    expect(await page.getByRole('checkbox', { name: 'Sumilleres' }).isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: 'at least 1 email per week' }).isChecked()).toBe(true);
    expect(await countFromFilters(page)).toBe(weekly);
  });

  it('an uploaded list reports its bad line, overrides the filters, and goes with Delete emails filter', async () => {
    const page = await stage.pageAs(EDITOR, SCHEDULE_URL);
    await openSchedule(page);
    const filters = await countFromFilters(page);
    await page.getByLabel('Emails list (.txt, one email per line)').setInputFiles({
      name: 'emails.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('ana@example.com\nnot an email\nbob@example.com\nANA@example.com\n'),
    });
    await page.getByText('Line 2 is not a valid email: "not an email"').waitFor();
    await page.getByText('2 emails accepted, 1 duplicates dropped, 1 bad lines').waitFor();
    await expect.poll(() => countText(page)).toBe('Audience: 2 recipients, from the uploaded emails list');

    // The list goes only once the confirmation naming it is agreed to (issue 25).
    const deleteList = async (answer: string) => {
      await page.getByRole('button', { name: 'Delete emails filter' }).click();
      await answerConfirmation(page, {
        title: 'Delete emails filter',
        question: siteMessages.newsletter.confirmDeleteEmails(2),
        answer,
      });
    };
    await deleteList('Cancel');
    expect(await countText(page)).toBe('Audience: 2 recipients, from the uploaded emails list');
    await deleteList('Delete');
    expect(await countFromFilters(page)).toBe(filters);
    await expect.poll(() => page.getByRole('button', { name: 'Delete emails filter' }).count()).toBe(0);
  });

  it('refuses a file that is not .txt with the §5 wording', async () => {
    const page = await stage.pageAs(EDITOR, SCHEDULE_URL);
    await openSchedule(page);
    await page.getByLabel('Emails list (.txt, one email per line)').setInputFiles({
      name: 'emails.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('ana@example.com\n'),
    });
    await page.getByText('The emails file must be a .txt file with one email per line').waitFor();
    await countFromFilters(page);
  });

  it('the dates and the A/B pair, in Madrid time, saved and seen after a reload; a B finish before its start refused', async () => {
    const page = await stage.pageAs(EDITOR, SCHEDULE_URL);
    const form = await openSchedule(page);
    const dates = {
      'Scheduled at': '2027-01-14T09:00',
      'Finish at': '2027-01-14T21:00',
      'Scheduled at (B)': '2027-01-15T09:00',
      'Finish at (B)': '2027-01-15T21:30',
    };
    for (const [label, value] of Object.entries(dates))
      await form.getByLabel(label, { exact: true }).fill(value);
    await saved(page).waitFor();
    await expect
      .poll(async () => (await stored()).finish_at_b)
      .toBe(madridWallTime('2027-01-15T21:30').toISOString());
    expect(await stored()).toMatchObject({
      schedule_at: madridWallTime('2027-01-14T09:00').toISOString(),
      finish_at: madridWallTime('2027-01-14T21:00').toISOString(),
      schedule_at_b: madridWallTime('2027-01-15T09:00').toISOString(),
    });

    await page.reload();
    const reloaded = await openSchedule(page);
    for (const [label, value] of Object.entries(dates))
      await expect.poll(() => reloaded.getByLabel(label, { exact: true }).inputValue()).toBe(value);

    await reloaded.getByLabel('Finish at (B)', { exact: true }).fill('2027-01-15T08:00');
    await reloaded.getByText('The end date must be greater than the start date.').first().waitFor();
    expect((await stored()).finish_at_b).toBe(madridWallTime('2027-01-15T21:30').toISOString());
  });

  it('is read-only for a viewer', async () => {
    const page = await stage.pageAs(VIEWER, SCHEDULE_URL);
    await page.getByText('Read only: you cannot change the audience or the dates.').waitFor();
    await countFromFilters(page);
    expect(await page.getByRole('checkbox', { name: 'Sumilleres' }).isDisabled()).toBe(true);
    expect(await page.getByLabel('Emails list (.txt, one email per line)').isDisabled()).toBe(true);
  });

  it("picks the emails list with the admin's file button, showing the file chosen", async () => {
    const page = await stage.pageAs(EDITOR, SCHEDULE_URL);
    const picker = page.getByLabel('Emails list (.txt, one email per line)');
    await expect.poll(() => picker.isEnabled()).toBe(true);
    expect(await bareFileInputs(page)).toEqual([]);
    await page.getByText('No file chosen', { exact: true }).waitFor();
    await picker.setInputFiles({
      name: 'not-a-list.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('a@b.example'),
    });
    await page.getByText('not-a-list.csv', { exact: true }).waitFor();
  });
});
