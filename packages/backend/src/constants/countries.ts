import { COUNTRIES, COUNTRY_NAMES } from '@cellar/validation/catalogue';
import { COUNTRY_NAMES_ES, SPANISH_PROVINCES } from './spanish-provinces';

export interface Country {
  nombre: string;
  id_pais: string;
}

export interface Provincia {
  id_provincia: string;
  nombre: string;
  id_pais: string;
}

/** The catalogue's countries in its order, named in Spanish (the English name where none is known). */
export const countries = (): Country[] =>
  COUNTRIES.map((code) => ({ nombre: COUNTRY_NAMES_ES[code] ?? COUNTRY_NAMES[code], id_pais: code }));

export const provincias = (): Provincia[] => SPANISH_PROVINCES.map((p) => ({ ...p, id_pais: 'es' }));
