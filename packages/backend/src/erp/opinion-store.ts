import type { components } from '@cellar/contract';
import {
  canTransitionOpinion,
  type ErpOpinionRecord,
  type Opinion,
  type OpinionState,
} from '@cellar/validation/commerce';
import type { Db } from '../db/database';
import { containsAny } from '../db/text-search';
import { conflict, notFound } from '../http/errors';

type Schemas = components['schemas'];

export interface OpinionFilters {
  idioma?: string;
  shop?: string;
  q?: string;
}

const COLUMNS =
  'id_opinion, opinion, titulo, nota, nombre_usuario, estado, shop, idioma, grupo, nombre, zope_id, fecha';

function filterClause(filters: OpinionFilters): { where: string[]; params: string[] } {
  const where: string[] = [];
  const params: string[] = [];
  if (filters.idioma) {
    where.push('idioma = ?');
    params.push(filters.idioma);
  }
  if (filters.shop) {
    where.push('shop = ?');
    params.push(filters.shop);
  }
  if (filters.q) {
    const match = containsAny(['titulo', 'opinion', 'nombre_usuario', 'grupo', 'nombre'], filters.q);
    where.push(match.sql);
    params.push(...match.params);
  }
  return { where, params };
}

/** Opinion moderation (§2, §4): totals, pages per status, save, publish, refuse, back to pending. */
export class OpinionStore {
  constructor(private readonly db: Db) {}

  get(id: number): ErpOpinionRecord | undefined {
    return this.db
      .prepare<[number], ErpOpinionRecord>(`SELECT ${COLUMNS} FROM erp_opinions WHERE id_opinion = ?`)
      .get(id);
  }

  require(id: number): ErpOpinionRecord {
    const opinion = this.get(id);
    if (!opinion) throw notFound(`Opinion ${id} not found`);
    return opinion;
  }

  totals(filters: OpinionFilters = {}): Schemas['ErpOpinionTotals'] {
    const { where, params } = filterClause(filters);
    const clause = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
    const totals: Record<OpinionState, number> = { pend: 0, npub: 0, publ: 0 };
    const rows = this.db
      .prepare<unknown[], { estado: OpinionState; total: number }>(
        `SELECT estado, count(*) AS total FROM erp_opinions ${clause} GROUP BY estado`,
      )
      .all(...params);
    for (const row of rows) totals[row.estado] = row.total;
    return totals;
  }

  /** One page (zero-based) of a status, newest first. */
  list(
    query: OpinionFilters & { status: OpinionState; page: number; page_size: number },
  ): Schemas['ErpOpinionPage'] {
    const { where, params } = filterClause(query);
    where.unshift('estado = ?');
    params.unshift(query.status);
    const clause = `WHERE ${where.join(' AND ')}`;
    const total = this.db
      .prepare<unknown[], number>(`SELECT count(*) FROM erp_opinions ${clause}`)
      .pluck()
      .get(...params) as number;
    const items = this.db
      .prepare<unknown[], ErpOpinionRecord>(
        // The page is chosen on the status index before the opinions' texts are read: at 50,000 opinions a deep
        // page read every text it skipped.
        `SELECT ${COLUMNS} FROM erp_opinions WHERE id_opinion IN (
           SELECT id_opinion FROM erp_opinions ${clause} ORDER BY fecha DESC, id_opinion DESC LIMIT ? OFFSET ?
         ) ORDER BY fecha DESC, id_opinion DESC`,
      )
      .all(...params, query.page_size, query.page * query.page_size);
    return { items, total, page: query.page, page_size: query.page_size };
  }

  /**
   * Saves the editable fields (what `validateOpinion` answers); an `estado` different from the current one must be
   * a transition of §4, else 409.
   */
  update(
    id: number,
    { titulo, nombre_usuario, nota, opinion, estado: wanted }: Opinion,
  ): Schemas['ErpOpinion'] {
    const current = this.require(id);
    const estado = wanted ?? current.estado;
    this.assertTransition(current, estado);
    this.db
      .prepare(
        'UPDATE erp_opinions SET titulo = ?, nombre_usuario = ?, nota = ?, opinion = ?, estado = ? WHERE id_opinion = ?',
      )
      .run(titulo, nombre_usuario, nota, opinion, estado, id);
    return this.require(id);
  }

  /** Moves a pending opinion to publ (publish) or npub (refuse). */
  setState(id: number, estado: OpinionState): Schemas['ErpOpinion'] {
    const current = this.require(id);
    if (current.estado !== 'pend')
      throw conflict(`Opinion ${id} is not pending (${current.estado}): only pending opinions are moderated`);
    this.db.prepare('UPDATE erp_opinions SET estado = ? WHERE id_opinion = ?').run(estado, id);
    return this.require(id);
  }

  private assertTransition(current: ErpOpinionRecord, estado: OpinionState): void {
    if (estado !== current.estado && !canTransitionOpinion(current.estado, estado))
      throw conflict(`Opinion ${current.id_opinion} cannot go from ${current.estado} to ${estado}`);
  }
}
