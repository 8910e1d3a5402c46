// The Landing type's creation rule on the real registry (site-content §2.3): the 'new Landing' form's rule, at the
// type's Spanish texts.
import { formMessages } from '@cellar/validation';
import { describe, expect, it } from 'vitest';
import { details, typeRulesTest } from '../../content/content-types/type-rules-test-support';

const { start, post, get } = typeRulesTest();

describe('creation forms (site-content §2.3): the rules the forms run, the same wording', () => {
  it('refuses an empty new Landing once, at its Spanish title', async () => {
    await start({ landings: 'LandingsFolder' });
    const empty = {
      '@type': 'Landing',
      template: 'landing',
      title: { es: '' },
      slug: { es: '' },
      description: { es: '' },
    };
    expect(await details(await post('/landings', empty))).toEqual([
      { path: 'title.es', message: formMessages.required('title') },
    ]);
    const long = { ...empty, title: { es: 'Verano' }, slug: { es: 'x'.repeat(256) } };
    expect(await details(await post('/landings', long))).toEqual([
      { path: 'slug.es', message: formMessages.maxLength('slug', 255) },
    ]);
  });

  it("makes a new Landing's slug and id from its title", async () => {
    await start({ landings: 'LandingsFolder' });
    const body = {
      '@type': 'Landing',
      template: 'landing',
      title: { es: ' Vinos de Verano ', en: 'Summer' },
    };
    expect((await post('/landings', body)).status).toBe(201);
    expect(await get('/landings/vinos-de-verano')).toMatchObject({
      title: { es: 'Vinos de Verano', en: 'Summer' },
      slug: { es: 'vinos-de-verano' },
    });
  });
});
