import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stripProductName } from './strip-product-name';

describe('stripProductName', () => {
  it.each([
    ['Viña Ardanza (Reserva) 2016 [75cl]', 'Viña Ardanza'],
    ['  Pago   de   Carraovejas 2019 ', 'Pago de Carraovejas'],
    ['Vino ((doble)) [x [y]] fin', 'Vino fin'],
    ['20(x)19 Tinto', '20 19 Tinto'],
    ['Magnum 150 cl', 'Magnum 150 cl'],
    ['Año 12345', 'Año 12345'],
    ['Abierto (sin cerrar', 'Abierto (sin cerrar'],
  ])('%s -> %s', (input, expected) => {
    expect(stripProductName(input)).toBe(expected);
  });
  it('answers "" for anything but text', () => {
    expect(stripProductName(42 as unknown as string)).toBe('');
  });
  it('is idempotent and leaves no year, brackets or double spaces', () => {
    const pieces = fc.constantFrom('(', ')', '[', ']', ' ', '2019', '1', 'a', 'Ñ', '  ', 'x2020y');
    fc.assert(
      fc.property(
        fc.array(pieces).map((parts) => parts.join('')),
        fc.string(),
        (built, random) => {
          for (const name of [built, random]) {
            const once = stripProductName(name);
            expect(stripProductName(once)).toBe(once);
            expect(once).not.toMatch(/\([^()]*\)|\[[^[\]]*\]|\b\d{4}\b|\s\s|^\s|\s$/);
          }
        },
      ),
    );
  });
});
