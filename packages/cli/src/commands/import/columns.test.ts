import { describe, expect, it } from 'vitest';
import { UsageError } from '../../errors';
import {
  checkChoice,
  commissionNeed,
  costNeed,
  missingColumnsError,
  orderNeed,
  parseColumnsFlag,
} from './columns';
import { splitTotals, table } from './format';
import { parseAmounts } from './tax-imports';

const SHIPPING = [orderNeed, costNeed];
const COMMISSIONS = [orderNeed, commissionNeed];

describe('--columns', () => {
  it('reads name=Column pairs into the template’s keys, columns with spaces kept', () => {
    expect(parseColumnsFlag('order=Referencia,cost=Importe', SHIPPING)).toEqual({
      cod_order: 'Referencia',
      cost: 'Importe',
    });
    expect(parseColumnsFlag(' Order = Nº pedido , commission=Comision €', COMMISSIONS)).toEqual({
      cod_order: 'Nº pedido',
      cost: 'Comision €',
    });
    expect(parseColumnsFlag('cod_order=Pedido', COMMISSIONS)).toEqual({ cod_order: 'Pedido' });
  });

  it('refuses a pair it cannot read, showing the syntax', () => {
    for (const bad of ['order', 'order=', 'amount=Importe']) {
      const error = (() => {
        try {
          parseColumnsFlag(bad, SHIPPING);
        } catch (e) {
          return e;
        }
      })();
      expect(error).toBeInstanceOf(UsageError);
      expect((error as UsageError).nextStep).toBe(
        'Write --columns order=<column>,cost=<column>, e.g. order=Pedido,cost=Importe.',
      );
    }
  });

  it('checks the choice against the header with the validation package’s messages', () => {
    expect(checkChoice({ cod_order: 'A', cost: 'B' }, ['A', 'B'])).toEqual({
      ok: true,
      value: { cod_order: 'A', cost: 'B' },
    });
    expect(checkChoice({ cod_order: 'A', cost: 'C' }, ['A', 'B'])).toEqual({
      ok: false,
      messages: ['The file has no column "C"'],
    });
  });

  it('names only the columns still missing', () => {
    const error = missingColumnsError({ cod_order: 'Pedido' }, COMMISSIONS, ['Pedido', 'Comision']);
    expect(error.message).toBe(
      'No column chosen for: commission (commission). No choice is remembered for this company.',
    );
    expect(error.nextStep).toBe(
      "Pass --columns order=<column>,commission=<column>. The file's columns: Pedido, Comision.",
    );
  });
});

describe('--amount', () => {
  it('reads country=amount pairs, repeated or comma-separated, countries in lower case', () => {
    expect(parseAmounts(['DE=120.50', 'fr=90,it=12'])).toEqual({ de: '120.50', fr: '90', it: '12' });
    expect(parseAmounts([])).toEqual({});
  });

  it('refuses a pair without a country (a decimal comma splits one: amounts take a point)', () => {
    expect(() => parseAmounts(['de=1,5'])).toThrow('--amount: cannot read "5".');
    expect(() => parseAmounts(['=3'])).toThrow(UsageError);
  });
});

describe('format', () => {
  it('pads a table, numbers to the right', () => {
    expect(
      table(
        ['Country', 'Lines'],
        [
          ['es', '5'],
          ['fr', '12'],
        ],
      ),
    ).toEqual(['  Country  Lines', '  es           5', '  fr          12']);
  });

  it('sums a v2 split to the cent', () => {
    expect(
      splitTotals({
        comision_pedido: [
          { line: 2, id_pedido: 1, cod_pedido: 'A', comision: 0.1 },
          { line: 3, id_pedido: 2, cod_pedido: 'B', comision: 0.2 },
        ],
        comision_extra: [{ line: 4, concepto: 'Cuota mensual', comision: 25 }],
      }),
    ).toEqual({ pedidos: 2, total_pedidos: 0.3, extras: 1, total_extra: 25 });
  });
});
