import { describe, expect, it } from 'vitest';
import { rateMoney } from './rate-money';

describe('rateMoney', () => {
  it('formats EUR countries es-ES and the UK in GBP', () => {
    expect(rateMoney(1234.5, 'es').replace(/\s/g, ' ')).toBe('1234,50 €');
    expect(rateMoney(49, 'uk')).toBe('£49.00');
  });
});
