import { NEW_OFFER_DEFAULTS, type OfferType } from '@cellar/validation/commerce';

/** The add-offer drawer's fields as typed (text), before validateOffer reads them. */
export interface OfferForm {
  id_tipo: OfferType;
  id_producto: string;
  /** Start and end days (yyyy-MM-dd) and times (HH:mm:ss), Madrid wall-clock. */
  fromDay: string;
  fromTime: string;
  toDay: string;
  toTime: string;
  caducable: boolean;
  /** Type o: percent 0 to 100 (stored 0 to 1). */
  descuento_oferta: string;
  /** Type p. */
  uni_compra: string;
  uni_promo: string;
  /** Type e. */
  cantidad_precio_especial: string;
  descuento_especial: string;
}

/** A new offer (commerce-operations §2): type o, not expirable, 00:00:00 to 23:59:59. */
export const newOfferForm = (): OfferForm => ({
  id_tipo: NEW_OFFER_DEFAULTS.id_tipo,
  id_producto: '',
  fromDay: '',
  fromTime: NEW_OFFER_DEFAULTS.startTime,
  toDay: '',
  toTime: NEW_OFFER_DEFAULTS.endTime,
  caducable: NEW_OFFER_DEFAULTS.caducable,
  descuento_oferta: '',
  uni_compra: '',
  uni_promo: '',
  cantidad_precio_especial: '',
  descuento_especial: '',
});

/** A time input may drop the seconds ("10:30"): read it as "10:30:00". */
const withSeconds = (time: string): string => (/^\d{2}:\d{2}$/.test(time) ? `${time}:00` : time);

const at = (day: string, time: string): string =>
  day === '' ? '' : time.trim() === '' ? day : `${day} ${withSeconds(time.trim())}`;

/** What validateOffer reads: the days joined with their Madrid times; the other types' fields left out. */
export function offerInput(form: OfferForm): Record<string, unknown> {
  const base = {
    id_tipo: form.id_tipo,
    id_producto: form.id_producto.trim(),
    fecha_desde: at(form.fromDay, form.fromTime),
    fecha_hasta: at(form.toDay, form.toTime),
    caducable: form.caducable,
  };
  if (form.id_tipo === 'o') return { ...base, descuento_oferta: form.descuento_oferta };
  if (form.id_tipo === 'p') return { ...base, uni_compra: form.uni_compra, uni_promo: form.uni_promo };
  return {
    ...base,
    cantidad_precio_especial: form.cantidad_precio_especial,
    descuento_especial: form.descuento_especial,
  };
}
