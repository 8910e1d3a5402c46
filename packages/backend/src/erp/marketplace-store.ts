import type { components } from '@cellar/contract';
import type { Issue } from '@cellar/validation';
import {
  commerceMessages,
  type ErpBottleRecord,
  type ErpMatchRecord,
  type ErpSupplierProductRecord,
  type ErpSupplierRecord,
  GROUP_MATCH_SUPPLIER,
  validateMatchCode,
} from '@cellar/validation/commerce';
import type { Db } from '../db/database';
import type { Clock } from '../http/clock';
import { badRequest, notFound } from '../http/errors';
import { CatalogueStore } from './catalogue-store';

type Schemas = components['schemas'];

type MatchRow = Omit<ErpMatchRecord, 'surtido' | 'excluir_venta'> & {
  surtido: number;
  excluir_venta: number;
};

const MATCH_SELECT = `SELECT m.id_proveedor, m.id_producto, m.id_producto_proveedor, p.nombre AS name, p.anyada, p.capacidad,
  p.familia_producto, m.fecha_registro, p.graduacion, p.pvp_proveedor, p.stock, p.surtido, m.excluir_venta
  FROM erp_matches m JOIN erp_supplier_products p
  ON p.id_proveedor = m.id_proveedor AND p.id_producto_proveedor = m.id_producto_proveedor`;

const toMatch = (row: MatchRow): ErpMatchRecord => ({
  ...row,
  surtido: row.surtido === 1,
  excluir_venta: row.excluir_venta === 1,
});
const { marketplace } = commerceMessages;

/** A page of a supplier's products: one-based, 10, 20, 50 or 100 rows (`marketplacePageSize`). */
export interface SupplierProductsQuery {
  id_proveedor: string;
  page: number;
  page_size: number;
}

/** Supplier products to match: productos[i] (id_producto_proveedor) gets the catalogue code botellas[i]. */
export interface MatchRequest {
  id_proveedor: string;
  productos: readonly string[];
  /** Checked here by `validateMatchCode`, whose length depends on the supplier. */
  botellas: readonly unknown[];
}

/** A match by its supplier and supplier product. */
export interface MatchKey {
  id_proveedor: string;
  id_producto_proveedor: string;
}

export interface MatchEdit extends MatchKey {
  /** When given, the code the match must have now (else 404). */
  id_producto_old?: string;
  /** The new code, checked by `validateMatchCode`. */
  id_producto_new: unknown;
  excluir_venta?: boolean;
}

/** Marketplace suppliers, their products and the matches to catalogue codes (§2 Marketplace). */
export class MarketplaceStore {
  constructor(
    private readonly db: Db,
    private readonly now: Clock,
  ) {}

  suppliers(): Schemas['ErpMarketplaceSupplier'][] {
    return this.db
      .prepare<[], ErpSupplierRecord>('SELECT id_proveedor, nombre FROM erp_suppliers ORDER BY id_proveedor')
      .all();
  }

  private requireSupplier(id: string): string {
    const found = this.db.prepare('SELECT 1 FROM erp_suppliers WHERE id_proveedor = ?').get(id);
    if (!found) throw notFound(`Supplier ${id} not found`);
    return id;
  }

  /** A page of the supplier's unmatched products, and every catalogue bottle; an unknown supplier is 404. */
  supplierProducts({
    id_proveedor,
    page,
    page_size: pageSize,
  }: SupplierProductsQuery): Schemas['ErpSupplierProductsPage'] {
    const id = this.requireSupplier(id_proveedor);
    const unmatched = `FROM erp_supplier_products p WHERE p.id_proveedor = ? AND NOT EXISTS
      (SELECT 1 FROM erp_matches m WHERE m.id_proveedor = p.id_proveedor AND m.id_producto_proveedor = p.id_producto_proveedor)`;
    const total = this.db.prepare<[string], number>(`SELECT count(*) ${unmatched}`).pluck().get(id) as number;
    const productos = this.db
      .prepare<[string, number, number], ErpSupplierProductRecord>(
        `SELECT id_producto_proveedor, nombre, familia_producto, anyada, capacidad, graduacion, pvp_proveedor, stock
         ${unmatched} ORDER BY id_producto_proveedor LIMIT ? OFFSET ?`,
      )
      .all(id, pageSize, (page - 1) * pageSize);
    const botellas = this.db
      .prepare<[], ErpBottleRecord>(
        'SELECT id_producto, grupo, nombre, anyada FROM erp_products ORDER BY nombre, id_producto',
      )
      .all();
    return { total_productos: total, productos, botellas };
  }

  /**
   * Matches productos[i] to botellas[i] (`validateMatchCode`, and a code the catalogue has), all or none. Call in a
   * transaction.
   */
  match({ id_proveedor, productos, botellas }: MatchRequest): Schemas['ErpMatch'][] {
    const id = this.requireSupplier(id_proveedor);
    const issues: Issue[] = [];
    const codes = productos.map((product, index) => {
      if (!this.supplierProduct(id, product))
        issues.push({ path: `productos.${index}`, message: `Unknown supplier product ${product}` });
      const code = validateMatchCode(botellas[index], { id_proveedor: id });
      if (!code.ok) issues.push(...code.issues.map((issue) => ({ ...issue, path: `botellas.${index}` })));
      else {
        const unknown = this.unknownCode(id, code.value);
        if (unknown) issues.push({ path: `botellas.${index}`, message: unknown });
      }
      return code.ok ? code.value : '';
    });
    if (issues.length > 0) throw badRequest(issues);
    const upsert = this.db.prepare(
      `INSERT INTO erp_matches (id_proveedor, id_producto_proveedor, id_producto, excluir_venta, fecha_registro)
       VALUES (?, ?, ?, 0, ?) ON CONFLICT (id_proveedor, id_producto_proveedor) DO UPDATE SET id_producto = excluded.id_producto`,
    );
    const date = new Date(this.now()).toISOString();
    return productos.map((product, index) => {
      upsert.run(id, product, codes[index] as string, date);
      return this.requireMatch(id, product);
    });
  }

  /**
   * Every match, newest first; with `paging`, only that page (one-based) of that order, which is stable: the
   * supplier and its product code, the key of a match, break ties of fecha_registro.
   */
  matches(paging?: { page: number; page_size: number }): Schemas['ErpMatch'][] {
    const order = `${MATCH_SELECT} ORDER BY m.fecha_registro DESC, m.id_proveedor, m.id_producto_proveedor`;
    const rows = paging
      ? this.db
          .prepare<[number, number], MatchRow>(`${order} LIMIT ? OFFSET ?`)
          .all(paging.page_size, (paging.page - 1) * paging.page_size)
      : this.db.prepare<[], MatchRow>(order).all();
    return rows.map(toMatch);
  }

  getMatch(id_proveedor: string, id_producto_proveedor: string): ErpMatchRecord | undefined {
    const row = this.db
      .prepare<[string, string], MatchRow>(
        `${MATCH_SELECT} WHERE m.id_proveedor = ? AND m.id_producto_proveedor = ?`,
      )
      .get(id_proveedor, id_producto_proveedor);
    return row && toMatch(row);
  }

  private requireMatch(
    id_proveedor: string,
    id_producto_proveedor: string,
    id_producto?: string,
  ): ErpMatchRecord {
    const match = this.getMatch(id_proveedor, id_producto_proveedor);
    if (!match || (id_producto !== undefined && id_producto !== '' && match.id_producto !== id_producto))
      throw notFound(`Match of ${id_proveedor} ${id_producto_proveedor} not found`);
    return match;
  }

  private supplierProduct(id_proveedor: string, id_producto_proveedor: string): boolean {
    return (
      this.db
        .prepare('SELECT 1 FROM erp_supplier_products WHERE id_proveedor = ? AND id_producto_proveedor = ?')
        .get(id_proveedor, id_producto_proveedor) !== undefined
    );
  }

  /**
   * Why `code` cannot be matched to: it must name a catalogue product (a product group for supplier cab, whose
   * codes are groups). Undefined when it can.
   */
  private unknownCode(id_proveedor: string, code: string): string | undefined {
    if (id_proveedor === GROUP_MATCH_SUPPLIER)
      return new CatalogueStore(this.db).hasGroup(code) ? undefined : marketplace.unknownGroup(code);
    const found = this.db.prepare('SELECT 1 FROM erp_products WHERE id_producto = ? LIMIT 1').get(code);
    return found ? undefined : marketplace.unknownProduct(code);
  }

  /** Changes the catalogue code (id_producto_old → id_producto_new) and, when given, excluir_venta. */
  editMatch(data: MatchEdit): Schemas['ErpMatch'] {
    const { id_proveedor: id, id_producto_proveedor: product } = data;
    const current = this.requireMatch(id, product, data.id_producto_old);
    const code = validateMatchCode(data.id_producto_new, { id_proveedor: id });
    if (!code.ok) throw badRequest(code.issues.map((issue) => ({ ...issue, path: 'data.id_producto_new' })));
    const unknown = this.unknownCode(id, code.value);
    if (unknown) throw badRequest([{ path: 'data.id_producto_new', message: unknown }]);
    const excluir = data.excluir_venta ?? current.excluir_venta;
    this.db
      .prepare(
        'UPDATE erp_matches SET id_producto = ?, excluir_venta = ? WHERE id_proveedor = ? AND id_producto_proveedor = ?',
      )
      .run(code.value, excluir ? 1 : 0, id, product);
    return this.requireMatch(id, product);
  }

  /** Deletes a match (with `id_producto`, only while it has that code); its supplier product is unmatched again. */
  deleteMatch({
    id_proveedor: id,
    id_producto_proveedor: product,
    id_producto,
  }: MatchKey & { id_producto?: string }): Schemas['ErpDeletedCount'] & { match: ErpMatchRecord } {
    const match = this.requireMatch(id, product, id_producto);
    const { changes } = this.db
      .prepare('DELETE FROM erp_matches WHERE id_proveedor = ? AND id_producto_proveedor = ?')
      .run(id, product);
    return { deleted: changes, match };
  }
}
