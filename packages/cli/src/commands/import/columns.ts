import { validateInvoiceTemplate } from '@cellar/validation/commerce';
import { UsageError } from '../../errors';

/** The two columns every file import reads: the order code and the amount (a cost or a commission). */
export type ColumnKey = 'cod_order' | 'cost';

export interface ColumnNeed {
  key: ColumnKey;
  /** As the screen labels it: 'Order code', 'Cost' or 'Commission'. */
  label: string;
  /** What `--columns` accepts for it; the first is the one the help shows. */
  names: readonly string[];
}

export type ColumnChoice = Record<ColumnKey, string>;

export const orderNeed: ColumnNeed = { key: 'cod_order', label: 'Order code', names: ['order', 'cod_order'] };
export const costNeed: ColumnNeed = { key: 'cost', label: 'Cost', names: ['cost'] };
export const commissionNeed: ColumnNeed = {
  key: 'cost',
  label: 'Commission',
  names: ['commission', 'cost'],
};

const syntax = (needs: readonly ColumnNeed[]) =>
  `--columns ${needs.map((need) => `${need.names[0]}=<column>`).join(',')}`;

/**
 * Reads `--columns order=Pedido,cost=Importe` into the template's keys. Every pair is `name=Column`; the names
 * are the needs' (`order`, `cost`, `commission`, or the API's `cod_order`); a column may hold spaces.
 */
export function parseColumnsFlag(text: string, needs: readonly ColumnNeed[]): Partial<ColumnChoice> {
  const choice: Partial<ColumnChoice> = {};
  for (const pair of text.split(',')) {
    if (pair.trim() === '') continue;
    const at = pair.indexOf('=');
    const name = (at < 0 ? pair : pair.slice(0, at)).trim().toLowerCase();
    const column = at < 0 ? '' : pair.slice(at + 1).trim();
    const need = needs.find((candidate) => candidate.names.includes(name));
    if (at < 0 || column === '' || need === undefined) {
      throw new UsageError(`--columns: cannot read "${pair.trim()}".`, {
        nextStep: `Write ${syntax(needs)}, e.g. ${needs.map((n) => `${n.names[0]}=${n.key === 'cod_order' ? 'Pedido' : 'Importe'}`).join(',')}.`,
      });
    }
    choice[need.key] = column;
  }
  return choice;
}

/** The choice when both columns are named and in the file's header; otherwise the spec-side messages. */
export function checkChoice(
  choice: Partial<ColumnChoice>,
  header: readonly string[],
): { ok: true; value: ColumnChoice } | { ok: false; messages: string[] } {
  const checked = validateInvoiceTemplate(choice, header);
  if (checked.ok) return { ok: true, value: checked.value };
  return { ok: false, messages: checked.issues.map((issue) => issue.message) };
}

/** Not a terminal and no mapping: a usage error that names the missing columns and shows the syntax. */
export function missingColumnsError(
  choice: Partial<ColumnChoice>,
  needs: readonly ColumnNeed[],
  header: readonly string[],
): UsageError {
  const missing = needs.filter((need) => !choice[need.key]);
  const names = missing.map((need) => `${need.label.toLowerCase()} (${need.names[0]})`).join(', ');
  return new UsageError(`No column chosen for: ${names}. No choice is remembered for this company.`, {
    nextStep: `Pass ${syntax(needs)}. The file's columns: ${header.join(', ')}.`,
  });
}
