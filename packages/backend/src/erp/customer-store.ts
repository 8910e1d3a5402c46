import type { components } from '@cellar/contract';
import type { Issue } from '@cellar/validation';
import {
  type ErpBillingAddressRecord,
  type ErpUserRecord,
  type ErpUserSummaryRecord,
  validateBillingAddress,
  validateUserEdit,
} from '@cellar/validation/commerce';
import type { Db } from '../db/database';
import { containsAny } from '../db/text-search';

type Schemas = components['schemas'];

/** An erp_users row: the customer without the id it repeats and their addresses, subscription a flag. */
type CustomerRow = Omit<ErpUserRecord, 'id' | 'subscription' | 'datos_fac'> & { unsubscribed: number };

/** What a refused input carries: the rule's issues (the GraphQL layer turns them into an error). */
export class InputError extends Error {
  override readonly name = 'InputError';
  constructor(readonly issues: Issue[]) {
    super(issues[0]?.message ?? 'Invalid input');
  }
}

const DATOS_FAC_COLUMNS =
  'id_datos_fac, nombre, doc_id, linea1, linea2, linea3, codigo_postal, ciudad, telefono, id_pais';

/** Customers of the ERP: search by email, read, edit (§5 User edit) and add billing addresses. */
export class CustomerStore {
  constructor(private readonly db: Db) {}

  /** Customers whose email contains `email` (case-insensitive), at most `limit`, exact match first. */
  searchByEmail(email: string, limit = 20): Schemas['ErpUserSummary'][] {
    const text = email.trim();
    if (text === '') return [];
    const match = containsAny(['email'], text);
    return this.db
      .prepare<[...string[], string, number], ErpUserSummaryRecord>(
        `SELECT id_usuario, email FROM erp_users WHERE ${match.sql}
         ORDER BY (email = ? COLLATE NOCASE) DESC, email LIMIT ?`,
      )
      .all(...match.params, text, limit);
  }

  get(id_usuario: number): Schemas['ErpUser'] | undefined {
    const row = this.db
      .prepare<[number], CustomerRow>(
        'SELECT id_usuario, email, nombre, idioma, country, observaciones, unsubscribed FROM erp_users WHERE id_usuario = ?',
      )
      .get(id_usuario);
    if (!row) return undefined;
    const datos_fac = this.db
      .prepare<[number], ErpBillingAddressRecord>(
        `SELECT ${DATOS_FAC_COLUMNS} FROM erp_datos_fac WHERE id_usuario = ? ORDER BY id_datos_fac`,
      )
      .all(id_usuario);
    const { unsubscribed, ...fields } = row;
    return { id: row.id_usuario, ...fields, subscription: { unsubscribed: unsubscribed === 1 }, datos_fac };
  }

  /**
   * Saves the user form (`validateUserEdit`): fields not given keep their value; the newsletter flag, when given,
   * sets subscription.unsubscribed to its inverse. Answers undefined for an unknown user.
   */
  update(
    id_usuario: number,
    fields: Record<string, unknown>,
    newsletter?: boolean | null,
  ): Schemas['ErpUser'] | undefined {
    const current = this.get(id_usuario);
    if (!current) return undefined;
    const has = (key: string) => fields[key] !== undefined && fields[key] !== null;
    const checked = validateUserEdit({
      nombre: has('nombre') ? fields.nombre : current.nombre,
      idioma: has('idioma') ? fields.idioma : current.idioma,
      country: has('country') ? fields.country : current.country,
      observaciones: has('observaciones') ? fields.observaciones : current.observaciones,
      newsletter: newsletter ?? !current.subscription.unsubscribed,
    });
    if (!checked.ok) throw new InputError(checked.issues);
    const value = checked.value;
    this.db
      .prepare(
        'UPDATE erp_users SET nombre = ?, idioma = ?, country = ?, observaciones = ?, unsubscribed = ? WHERE id_usuario = ?',
      )
      .run(
        value.nombre,
        value.idioma,
        value.country,
        value.observaciones,
        value.newsletter ? 0 : 1,
        id_usuario,
      );
    return this.get(id_usuario);
  }

  /** Adds a billing address (`validateBillingAddress`). Answers undefined for an unknown user. */
  addDatosFac(id_usuario: number, input: unknown): Schemas['ErpBillingAddress'] | undefined {
    if (!this.get(id_usuario)) return undefined;
    const checked = validateBillingAddress(input);
    if (!checked.ok) throw new InputError(checked.issues);
    const a = checked.value;
    const { lastInsertRowid } = this.db
      .prepare(
        `INSERT INTO erp_datos_fac (id_usuario, nombre, doc_id, linea1, linea2, linea3, codigo_postal, ciudad, telefono, id_pais)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        id_usuario,
        a.nombre,
        a.doc_id,
        a.linea1,
        a.linea2,
        a.linea3,
        a.codigo_postal,
        a.ciudad,
        a.telefono,
        a.id_pais,
      );
    return this.db
      .prepare<[number], ErpBillingAddressRecord>(
        `SELECT ${DATOS_FAC_COLUMNS} FROM erp_datos_fac WHERE id_datos_fac = ?`,
      )
      .get(Number(lastInsertRowid));
  }
}
