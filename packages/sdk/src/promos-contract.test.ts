import { LANGUAGES } from '@cellar/validation';
import {
  type TaxonomyNode as RuleNode,
  type Promo as RulePromo,
  siteMessages,
} from '@cellar/validation/site';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { type Account, contractBackend } from './contract-test-support';
import { isForbidden, isPreconditionFailed, isValidationError } from './errors';
import { createPromosApi, createTaxonomyApi, type Promo, type TaxonomyNode } from './promos-api';

// The SDK's Promos and Taxonomy editor calls against the reference backend, in process, with the real fixtures.
const { client } = contractBackend();
const site = (who: Account) => ({
  promos: createPromosApi(client(who)),
  taxonomy: createTaxonomyApi(client(who)),
});

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );
const everyLanguage = (text: string) =>
  Object.fromEntries(LANGUAGES.map((l) => [l, text && `${text} ${l}`])) as Promo['text'];

describe('site.promos', () => {
  it("takes the validation rule's promos as they are", () => {
    expectTypeOf<RulePromo>().toExtend<Promo>();
    expectTypeOf<RuleNode>().toExtend<TaxonomyNode>();
  });

  it('reads the fixture promos and saves a new one, its end at 23:59:59 Madrid', async () => {
    const { promos, modification_date } = await site('viewer').promos.get('/promos/');
    expect(promos.length).toBeGreaterThanOrEqual(6);
    const added: Promo = {
      id: 'contrato',
      date_start: '2027-02-01T00:00:00+01:00',
      date_end: '2027-02-14T00:00:00+01:00',
      bg_color: '#fbe89d',
      text: everyLanguage('Contrato'),
      link: { ...everyLanguage(''), es: 'contrato/' },
      display_countdown: true,
    };
    await site('editor').promos.save('/promos/', [...promos, added], { lastModDate: modification_date });
    const saved = (await site('viewer').promos.get('/promos/')).promos.at(-1);
    expect(saved).toMatchObject({ id: 'contrato', date_end: '2027-02-14T22:59:59.000Z' });
    expect(saved?.link.es).toBe('/contrato/');
  });

  it('answers the missing translation as a ValidationError, a stale date as 412, the viewer as 403', async () => {
    const { promos, modification_date } = await site('editor').promos.get('/promos/');
    const [first, ...rest] = promos;
    if (!first) throw new Error('no promo');
    const missing = await failure(
      site('editor').promos.save('/promos/', [{ ...first, text: { ...first.text, fr: '' } }, ...rest]),
    );
    expect(isValidationError(missing) && missing.body.details).toEqual([
      {
        path: 'promos.0.text.fr',
        message: siteMessages.promos.missingTranslation('fr', first.text.es),
      },
    ]);
    expect(isForbidden(await failure(site('viewer').promos.save('/promos/', promos)))).toBe(true);
    await site('editor').promos.save('/promos/', promos, { lastModDate: modification_date });
    const stale = await failure(
      site('editor').promos.save('/promos/', promos, { lastModDate: modification_date }),
    );
    expect(isPreconditionFailed(stale)).toBe(true);
  });
});

describe('site.taxonomy', () => {
  const PATH = '/taxonomies/ocasiones/';

  it('reads a tree and saves it reordered with a new child', async () => {
    const { children, modification_date } = await site('viewer').taxonomy.get(PATH);
    expect(children.length).toBeGreaterThanOrEqual(2);
    const [first, second, ...rest] = children;
    if (!first || !second) throw new Error('no nodes');
    const child: TaxonomyNode = { id: 'nuevo', name: everyLanguage('Nuevo'), children: [] };
    const tree = [{ ...second, children: [...second.children, child] }, first, ...rest];
    await site('editor').taxonomy.save(PATH, tree, { lastModDate: modification_date });
    expect((await site('viewer').taxonomy.get(PATH)).children).toEqual(tree);
  });

  it('answers a child without a name as a ValidationError in the rule’s words', async () => {
    const { children } = await site('editor').taxonomy.get(PATH);
    const error = await failure(
      site('editor').taxonomy.save(PATH, [
        ...children,
        { id: 'x', name: { ...everyLanguage(''), es: 'X' }, children: [] },
      ]),
    );
    expect(isValidationError(error) && error.body.details, String(error)).toEqual([
      { path: `children.${children.length}.name`, message: 'The name is missing in: it, fr, de, en' },
    ]);
  });
});
