import { siteMessages } from '@cellar/validation/site';
import { describe, expect, it } from 'vitest';
import { type Account, contractBackend } from './contract-test-support';
import { isForbidden, isValidationError } from './errors';

// Save and Publish of the home editor (site-content §7 "Saving content": PATCH on the home object
// {sections, date_start, date_end}) through the SDK's content.patch, against the reference backend with the fixtures.
const contract = contractBackend();
const as = (who: Account) => contract.client(who).content;
const HOME = '/home/home-navidad-2026/';

interface Home {
  date_start: string;
  date_end: string;
  modification_date: string;
  sections: { id: string; key: string; reference?: string[] }[];
}

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );

describe('home save', () => {
  it('stores the sections in a new order with the range, for an editor', async () => {
    const home = (await as('editor').get(HOME)) as unknown as Home;
    const sections = [...home.sections].reverse();
    await as('editor').patch(
      HOME,
      { sections, date_start: home.date_start, date_end: home.date_end },
      { lastModDate: home.modification_date },
    );
    const after = (await as('editor').get(HOME)) as unknown as Home;
    expect(after.sections.map((s) => s.id)).toEqual(sections.map((s) => s.id));
  });

  it('answers a ValidationError naming the section field in the spec wording, and refuses a viewer', async () => {
    const home = (await as('editor').get(HOME)) as unknown as Home;
    const sections = home.sections.map((s) => (s.key === 'product-banner' ? { ...s, reference: [] } : s));
    const index = sections.findIndex((s) => s.key === 'product-banner');
    const error = await failure(as('editor').patch(HOME, { sections }));
    expect(isValidationError(error)).toBe(true);
    expect((error as { body: { details: unknown } }).body.details).toContainEqual({
      path: `sections.${index}.reference`,
      message: siteMessages.home.productBannerRequired,
    });
    expect(isForbidden(await failure(as('viewer').patch(HOME, { sections: home.sections })))).toBe(true);
  });
});
