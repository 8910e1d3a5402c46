import { describe, expect, it } from 'vitest';
import { type Account, contractBackend } from './contract-test-support';
import { isForbidden, isNotFound, isValidationError } from './errors';

// The SDK's region calls against the reference backend, in process, with the real fixtures loaded.
const contract = contractBackend();
const as = (who: Account) => contract.client(who).regions;

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );

describe('client.regions', () => {
  it('products: the count and each product with id and path', async () => {
    const answer = await as('viewer').products('/zonas/espana/toro/');
    expect(answer.items_count).toBeGreaterThan(0);
    expect(answer.items).toHaveLength(answer.items_count);
    expect(answer.items[0]?.path).toMatch(/^\/bodegas\//);
  });

  it('tree: the zones named in the language, with their sub-zones', async () => {
    const { zonas } = await as('viewer').tree('en');
    const spain = zonas.find((zona) => zona.id === 'espana');
    expect(spain?.name).toBe('Spain');
    expect(spain?.children.find((zona) => zona.id === 'rioja')?.children.length).toBeGreaterThan(0);
  });

  it('moveProducts: every product of the source goes to dest; a ValidationError without dest', async () => {
    const source = await as('editor').products('/zonas/espana/bierzo/');
    const dest = await as('editor').products('/zonas/espana/toro/');
    const error = await failure(as('editor').moveProducts('/zonas/espana/bierzo', ''));
    expect(isValidationError(error) && error.message).toBe('Debes especificar un destino');
    expect(isNotFound(await failure(as('editor').moveProducts('/zonas/espana/bierzo', '/zonas/nope')))).toBe(
      true,
    );
    expect(
      isForbidden(await failure(as('viewer').moveProducts('/zonas/espana/bierzo', '/zonas/espana/toro'))),
    ).toBe(true);
    expect(await as('editor').moveProducts('/zonas/espana/bierzo', '/zonas/espana/toro')).toEqual({
      moved: source.items_count,
    });
    expect((await as('editor').products('/zonas/espana/bierzo/')).items_count).toBe(0);
    expect((await as('editor').products('/zonas/espana/toro/')).items_count).toBe(
      dest.items_count + source.items_count,
    );
  });

  it('copyProducts: dest gains the products, the source keeps them', async () => {
    const source = await as('editor').products('/zonas/espana/rueda/');
    const error = await failure(as('editor').copyProducts('/zonas/espana/rueda/', ''));
    expect(isValidationError(error) && error.message).toBe('Debes especificar un destino');
    expect(await as('editor').copyProducts('/zonas/espana/rueda/', '/zonas/espana/montsant')).toEqual({
      copied: source.items_count,
    });
    expect((await as('editor').products('/zonas/espana/rueda/')).items_count).toBe(source.items_count);
    const montsant = await as('editor').products('/zonas/espana/montsant/');
    expect(montsant.items.map((p) => p.path)).toEqual(
      expect.arrayContaining(source.items.map((p) => p.path)),
    );
  });
});
