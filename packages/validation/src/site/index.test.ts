import { describe, expect, it } from 'vitest';
import * as site from './index';

describe('site index', () => {
  it('exports the public API, every name defined', () => {
    expect(Object.keys(site).length).toBeGreaterThan(80);
    for (const [name, value] of Object.entries(site)) expect(value, name).toBeDefined();
    expect(typeof site.validateHome).toBe('function');
    expect(site.siteMessages.zone.wineryExists).toBe('La bodega ya existe');
  });
});
