import type { OrphanOption, ProductContentRequest } from '@cellar/sdk';
import { LANGUAGES, type Language, type Result } from '@cellar/validation';
import {
  DEFAULT_CAPACIDAD,
  type ProductContentValue,
  type ProductNames,
  productContentNames,
  validateCreateProductContent,
} from '@cellar/validation/site';
import type { FieldOf } from '@/components/form';
import type { GrapeShareRow } from '@/components/pickers/grape-shares';

/** The page's fields as typed (§2.13): the region tree is three levels, the deepest chosen is the region. */
export interface ProductContentForm {
  producto: string;
  tienda: string;
  referencia: string;
  bodega: string;
  tipo: string;
  pais: string;
  zona: string;
  denominacion: string;
  nombres: Record<Language, ProductNames>;
  anyada: string;
  capacidad: string;
  graduacion: string;
  grapes: GrapeShareRow[];
}

const emptyNames = (): Record<Language, ProductNames> =>
  Object.fromEntries(
    LANGUAGES.map((language) => [language, { nombre: '', nombre_corto: '', nombre_banner: '' }]),
  ) as Record<Language, ProductNames>;

export const newProductContentForm = (): ProductContentForm => ({
  producto: '',
  tienda: '',
  referencia: '',
  bodega: '',
  tipo: '',
  pais: '',
  zona: '',
  denominacion: '',
  nombres: emptyNames(),
  anyada: '',
  capacidad: DEFAULT_CAPACIDAD,
  graduacion: '',
  grapes: [],
});

/** What picking an option fills in: its reference and shop, names (stripped), type, vintage, capacity, alcohol. */
export function fromOption(option: OrphanOption): Partial<ProductContentForm> {
  return {
    producto: option.id_producto,
    tienda: option.tienda,
    referencia: option.id_producto,
    nombres: productContentNames(option.nombre),
    tipo: option.id_tipo_producto ?? '',
    anyada: option.anyada === null ? '' : String(option.anyada),
    capacidad: option.capacidad,
    graduacion: option.graduacion === null ? '' : String(option.graduacion),
  };
}

const numberOrEmpty = (text: string): number | string => {
  const trimmed = text.trim();
  if (trimmed === '') return '';
  const value = Number(trimmed.replace(',', '.'));
  return Number.isNaN(value) ? trimmed : value;
};

/** The rule's input (and the body sent, but for the winery, which is the call's path). */
export const productContentInput = (values: ProductContentForm) => ({
  producto: values.producto,
  tienda: values.tienda,
  referencia: values.referencia,
  bodega: values.bodega,
  tipo: values.tipo,
  region: values.denominacion || values.zona || values.pais,
  nombres: values.nombres,
  anyada: numberOrEmpty(values.anyada),
  capacidad: values.capacidad,
  graduacion: numberOrEmpty(values.graduacion),
  uvas: values.grapes.map((grape) => ({ id: grape.id, porcentaje: numberOrEmpty(grape.porcentaje) })),
});

/** The §5 rule over the typed values, as the backend runs it. */
export const productContentRule = (values: ProductContentForm): Result<ProductContentValue> =>
  validateCreateProductContent(productContentInput(values));

/** The call's body from the rule's value. */
export const productContentBody = (value: ProductContentValue): ProductContentRequest => ({
  producto: value.producto,
  tienda: value.tienda,
  referencia: value.referencia,
  tipo: value.tipo,
  region: value.region,
  nombres: value.nombres,
  anyada: value.anyada,
  capacidad: value.capacidad,
  graduacion: value.graduacion,
  uvas: value.uvas,
});

const TOP_FIELDS = new Set(['producto', 'bodega', 'tipo', 'anyada', 'capacidad', 'graduacion']);

/** Where an issue shows: the rule's and the server's paths, the grapes (`uvas`) under their row, the region on the tree. */
export const productContentFieldOf: FieldOf = (path) => {
  const grape = /^uvas\.(\d+)\.(id|porcentaje)$/.exec(path);
  if (grape) return `grapes.${grape[1]}.${grape[2]}`;
  if (TOP_FIELDS.has(path)) return path;
  if (path === 'region') return 'pais';
  if (/^nombres\.[a-z]{2}\.(nombre|nombre_corto|nombre_banner)$/.test(path)) return path;
  return null;
};
