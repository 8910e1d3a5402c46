// The Newsletter type's creation rule on the real registry (site-content §5): the id and the campaign name.
import { formMessages } from '@cellar/validation';
import { describe, expect, it } from 'vitest';
import { details, typeRulesTest } from '../content/content-types/type-rules-test-support';

const { start, post } = typeRulesTest();

describe('newsletter creation (site-content §5)', () => {
  it('slugifies the suffix of the id and keeps the D_MM_YY_ prefix given', async () => {
    await start({ newsletters: 'NewslettersFolder' });
    const res = await post('/newsletters', {
      '@type': 'Newsletter',
      id: '7_03_25_Spring Sale',
      title: 'Primavera',
    });
    expect(res.status).toBe(201);
    expect(((await res.json()) as { '@name': string })['@name']).toBe('7_03_25_spring-sale');
  });

  it('dates an id without the prefix today (Madrid), as the creation form does', async () => {
    await start({ newsletters: 'NewslettersFolder' });
    const res = await post('/newsletters', { '@type': 'Newsletter', id: 'Rebajas', title: 'Rebajas' });
    expect(((await res.json()) as { '@name': string })['@name']).toBe('15_01_25_rebajas');
  });

  it("answers the rule's wording for a missing id or campaign name", async () => {
    await start({ newsletters: 'NewslettersFolder' });
    expect(await details(await post('/newsletters', { '@type': 'Newsletter', id: '1_02_25_x' }))).toEqual([
      { path: 'title', message: formMessages.required('campaign name') },
    ]);
    expect(await details(await post('/newsletters', { '@type': 'Newsletter', title: 'Rebajas' }))).toEqual([
      { path: 'id', message: formMessages.required('id') },
    ]);
  });
});
