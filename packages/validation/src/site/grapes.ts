import { asArray, asRecord, asText, isBlank } from '../fields';
import { validateGrapePercentage } from '../percent';
import { fail, type Issue, ok, type Result } from '../result';

export interface GrapeShare {
  id: string;
  /** Percentage 0 to 100; null when not given. */
  porcentaje: number | null;
}

/**
 * Grapes of a product with their percentage (§5: 0 to 100). Entries without an id are dropped; a given
 * percentage is checked by the catalogue's one grape-percentage rule (`validateGrapePercentage`, same
 * wording everywhere), its issue placed at `{path}.{index}.porcentaje`.
 */
export function validateGrapeShares(input: unknown, path = 'uvas'): Result<GrapeShare[]> {
  const issues: Issue[] = [];
  const value: GrapeShare[] = [];
  asArray(input).forEach((entry, index) => {
    const record = asRecord(entry);
    const id = asText(record.id);
    const raw = record.porcentaje ?? asRecord(record.otros_datos).porcentaje;
    let porcentaje: number | null = null;
    if (!isBlank(raw)) {
      const checked = validateGrapePercentage(raw);
      if (checked.ok) porcentaje = checked.value;
      else issues.push(...checked.issues.map((issue) => ({ ...issue, path: `${path}.${index}.porcentaje` })));
    }
    if (id !== '') value.push({ id, porcentaje });
  });
  return issues.length > 0 ? fail(...issues) : ok(value);
}
