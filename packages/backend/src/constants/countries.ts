import type { components } from '@cellar/contract';
import { COUNTRIES, COUNTRY_NAMES } from '@cellar/validation/catalogue';
import { COUNTRY_NAMES_ES, SPANISH_PROVINCES } from './spanish-provinces';

type Schemas = components['schemas'];

/** The catalogue's countries in its order, named in Spanish (the English name where none is known). */
export const countries = (): Schemas['Country'][] =>
  COUNTRIES.map((code) => ({ nombre: COUNTRY_NAMES_ES[code] ?? COUNTRY_NAMES[code], id_pais: code }));

/** Spain's provinces, each with its country (which the document leaves optional). */
export const provincias = (): Schemas['Provincia'][] =>
  SPANISH_PROVINCES.map((p) => ({ ...p, id_pais: 'es' }));
