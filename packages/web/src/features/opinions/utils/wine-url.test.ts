import { DEFAULT_SHOP_DOMAINS, shopsFor } from '@cellar/validation';
import { describe, expect, it } from 'vitest';
import { publicWineUrl } from './wine-url';

describe('publicWineUrl', () => {
  it.each([
    ['cellar', 'https://www.cellar-es.example/es/vino/ribera-123'],
    ['italvinus', 'https://www.cellar-it.example/es/vino/ribera-123'],
    ['fr', 'https://www.cellar-fr.example/es/vino/ribera-123'],
    ['de', 'https://www.cellar-de.example/es/vino/ribera-123'],
    ['uk', 'https://www.cellar-uk.example/es/vino/ribera-123'],
  ])('links the group to /es/vino/{group} on the %s shop’s domain', (shop, url) => {
    expect(publicWineUrl('ribera-123', shop)).toBe(url);
  });

  it('takes the domain from the shop configuration', () => {
    const shops = shopsFor({ ...DEFAULT_SHOP_DOMAINS, uk: 'cellar.co.uk' });
    expect(publicWineUrl('ribera-123', 'uk', shops)).toBe('https://www.cellar.co.uk/es/vino/ribera-123');
    expect(publicWineUrl('ribera-123', 'fr', shops)).toBe('https://www.cellar-fr.example/es/vino/ribera-123');
  });

  it('links an opinion of an unknown shop to the main shop', () => {
    expect(publicWineUrl('ribera-123', 'nope')).toBe('https://www.cellar-es.example/es/vino/ribera-123');
  });

  it('escapes the group', () => {
    expect(publicWineUrl('a b/c', 'cellar')).toBe('https://www.cellar-es.example/es/vino/a%20b%2Fc');
  });
});
