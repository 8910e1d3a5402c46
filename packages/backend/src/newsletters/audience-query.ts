import {
  AUDIENCE_DATE_CONDITIONS,
  AUDIENCE_NUMERIC_CONDITIONS,
  type AudienceConditionOp,
  DEFAULT_FREQUENCY,
} from '@cellar/validation/site';

/** One SQL statement and its parameters, bound in order. */
export interface AudienceQuery {
  sql: string;
  params: (string | number)[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && v !== '') : [];

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

const condition = (value: unknown): { op: AudienceConditionOp; value: unknown } | undefined =>
  isRecord(value) && (value.op === 'lt' || value.op === 'gt')
    ? { op: value.op, value: value.value }
    : undefined;

const OPERATOR: Readonly<Record<AudienceConditionOp, string>> = { lt: '<', gt: '>' };

/**
 * The `WHERE` of the customers a stored `sendto` (site-content §3) selects; every filter left out or empty
 * selects everyone.
 * - langs, countries, id_provincia, colectivos_id: any of the values (groups: member of any of them);
 *   ciudad: the city, case-insensitively; fav_region: the favourite region's ZonaGeo id.
 * - frequency: 1 ('at least 1 email per week') reaches every customer, 1000 ('unlimited emails per week', the
 *   default) only those whose preference is unlimited; i.e. the preference is at least the newsletter's value.
 * - numeric conditions: `lt` less than, `gt` greater than the value; date conditions: `lt` before, `gt` after
 *   the day. A customer without the figure (no orders: no dates; fewer than two orders: no frecuencia) is not
 *   selected by a condition on it.
 * Column names come from the constants, never from the input; every value is a bound parameter.
 */
export function audienceWhere(sendto: unknown): AudienceQuery {
  const s = isRecord(sendto) ? sendto : {};
  const clauses: string[] = [];
  const params: (string | number)[] = [];
  const anyOf = (column: string, values: string[]) => {
    if (values.length === 0) return;
    clauses.push(`c.${column} IN (${values.map(() => '?').join(', ')})`);
    params.push(...values);
  };
  anyOf('lang', strings(s.langs));
  anyOf('country', strings(s.countries));
  anyOf('id_provincia', strings(s.id_provincia));
  const city = text(s.ciudad);
  if (city !== undefined) {
    clauses.push('c.ciudad = ? COLLATE NOCASE');
    params.push(city);
  }
  const region = text(s.fav_region);
  if (region !== undefined) {
    clauses.push('c.fav_region = ?');
    params.push(region);
  }
  const groups = strings(s.colectivos_id);
  if (groups.length > 0) {
    clauses.push(
      `EXISTS (SELECT 1 FROM newsletter_customer_colectivos g WHERE g.customer_id = c.id AND g.colectivo_id IN (${groups
        .map(() => '?')
        .join(', ')}))`,
    );
    params.push(...groups);
  }
  const frequency = typeof s.frequency === 'number' ? s.frequency : DEFAULT_FREQUENCY;
  clauses.push('c.frequency >= ?');
  params.push(frequency);
  for (const name of AUDIENCE_NUMERIC_CONDITIONS) {
    const found = condition(s[name]);
    const value = typeof found?.value === 'number' ? found.value : Number.NaN;
    if (found === undefined || !Number.isFinite(value)) continue;
    clauses.push(`c.${name} ${OPERATOR[found.op]} ?`);
    params.push(value);
  }
  for (const name of AUDIENCE_DATE_CONDITIONS) {
    const found = condition(s[name]);
    const day = typeof found?.value === 'string' ? found.value.slice(0, 10) : '';
    if (found === undefined || !/^\d{4}-\d{2}-\d{2}$/.test(day)) continue;
    clauses.push(`c.${name} ${OPERATOR[found.op]} ?`);
    params.push(day);
  }
  return { sql: clauses.join(' AND '), params };
}

/** `SELECT COUNT(*)` of the customers `sendto` selects: one statement, answered by SQLite. */
export function audienceCountQuery(sendto: unknown): AudienceQuery {
  const where = audienceWhere(sendto);
  return {
    sql: `SELECT COUNT(*) AS total FROM newsletter_customers c WHERE ${where.sql}`,
    params: where.params,
  };
}
