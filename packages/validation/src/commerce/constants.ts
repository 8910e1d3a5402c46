import { SHOP_IDS, type ShopId } from '../shops';

/** Page sizes and limits of commerce-operations §9. */
export const INVOICE_LIST_PAGE_SIZE = 100;
/** The invoice list's page in queries is zero-based. */
export const INVOICE_LIST_FIRST_PAGE = 0;
export const ORDER_TABLE_PAGE_SIZE = 100;
export const OPINIONS_PAGE_SIZE = 10;
/** Defaults of GET /opinions/@list (§7). */
export const OPINIONS_LIST_DEFAULTS = { status: 'pend', page: 0, page_size: OPINIONS_PAGE_SIZE } as const;
export const REVIEW_LENGTH = { min: 50, max: 600 } as const;
/** An opinion's rate (nota): a whole number of stars, 1 to 5 (the spec names the field only; ours). */
export const OPINION_RATE = { min: 1, max: 5 } as const;
/** Free shipping minimums are money: at most 2 decimals, as they are shown. */
export const FREE_SHIPPING_AMOUNT_DECIMALS = 2;
export const PRESENT_MESSAGE_MAX_LENGTH = 500;
export const DISCOUNT_PERCENT = { min: 0, max: 100 } as const;
/** Offer discounts are edited 0 to 100 percent and stored 0 to 1; the inline edit steps by 0.05. */
export const OFFER_DISCOUNT_FRACTION = { min: 0, max: 1, step: 0.05 } as const;
export const COUNTRY_CODE_LENGTH = 2;
export const LANGUAGE_CODE_LENGTH = 2;
export const OUT_OF_CATALOGUE_VAT_RATE = 0.21;

/** Money: EUR is the default, formatted es-ES; other currencies use en-GB (the shared money module). */
export { CURRENCY_LOCALES, DEFAULT_CURRENCY } from '../money';
/** Currencies of competitor prices (catalogue-editors §9: GBP for uk, else EUR; see `currencyForCountry`). */
export const COMPETITOR_CURRENCIES = ['EUR', 'GBP'] as const;

export const MARKETPLACE_PAGE_SIZES = [10, 20, 50, 100] as const;
export const MARKETPLACE_DEFAULT_PAGE_SIZE = 10;
/** The matches list uses 10 to 50 rows a page (options in steps of 10: our choice), default 10. */
export const MATCHES_PAGE_SIZES = [10, 20, 30, 40, 50] as const;
export const MATCHES_DEFAULT_PAGE_SIZE = 10;
/** Number of page buttons the matches list shows at once. */
export const PAGE_WINDOW_SIZE = 5;

/** Match code maxlength: 300 for the supplier cab (a product group), 7 otherwise. */
export const GROUP_MATCH_SUPPLIER = 'cab';
export const MATCH_CODE_MAX_LENGTH = { group: 300, product: 7 } as const;

/** Error toast for "Error processing ..." lasts 20 s; several success paths reload after 2 s. */
export const PROCESSING_ERROR_TOAST_MS = 20_000;
export const SUCCESS_RELOAD_DELAY_MS = 2_000;

/** Stock values meaning "unlimited" (§9): the shared constant. */
export { UNLIMITED_STOCK_VALUES } from '../stock';

/** A server error whose text contains this marker means an overlapping offer or free shipping rate. */
export const OVERLAP_ERROR_MARKER = 'overlapping_date_exists';

/** Offer types (§3): o = offer, p = promotion, e = special price. */
export const OFFER_TYPES = ['o', 'p', 'e'] as const;
export type OfferType = (typeof OFFER_TYPES)[number];
export const OFFER_TYPE_LABELS: Readonly<Record<OfferType, string>> = {
  o: 'offer',
  p: 'promotion',
  e: 'special price',
};
/** New-offer defaults (§2): type o, not expirable, 00:00:00 to 23:59:59. */
export const NEW_OFFER_DEFAULTS = {
  id_tipo: 'o',
  caducable: false,
  startTime: '00:00:00',
  endTime: '23:59:59',
} as const;

/** Opinion states (§3): pending, not published, published. */
export const OPINION_STATES = ['pend', 'npub', 'publ'] as const;
export type OpinionState = (typeof OPINION_STATES)[number];

/** Multi-order invoice: only DRAFT is editable; any other status is read-only. The spec names no other. */
export const MULTI_ORDER_INVOICE_DRAFT = 'DRAFT';
/** Status of a multi-order invoice once Create invoice marked it invoiced (ours: the spec says "other"). */
export const MULTI_ORDER_INVOICE_INVOICED = 'INVOICED';
/** Status the server answers when marking an invoice as invoiced fails. */
export const SET_INVOICED_FAILURE_STATUS = 'KO';

/**
 * Order states (id_estado_pd). The spec names the field only; the numbers and names are ours
 * (docs/decisions.md, "Orders").
 */
export const ORDER_STATES = {
  pendingPayment: 1,
  paid: 2,
  preparing: 3,
  shipped: 4,
  delivered: 5,
  cancelled: 6,
  hibernated: 7,
  merged: 8,
} as const;
export type OrderStateName = keyof typeof ORDER_STATES;
export type OrderState = (typeof ORDER_STATES)[OrderStateName];
export const ORDER_STATE_LABELS: Readonly<Record<OrderState, string>> = {
  1: 'Pending payment',
  2: 'Paid',
  3: 'In preparation',
  4: 'Shipped',
  5: 'Delivered',
  6: 'Cancelled',
  7: 'Hibernated',
  8: 'Merged',
};
/** States in which Edit order may change an order's lines (ours: pending payment, paid, in preparation). */
export const EDITABLE_ORDER_STATES: readonly OrderState[] = [
  ORDER_STATES.pendingPayment,
  ORDER_STATES.paid,
  ORDER_STATES.preparing,
];
/** VAT rate of an order line by the shop's country (ours; out-of-catalogue lines always take 0.21). */
export const SHOP_VAT_RATES: Readonly<Record<ShopId, number>> = {
  cellar: 0.21,
  italvinus: 0.22,
  fr: 0.2,
  de: 0.19,
  uk: 0.2,
};

/** Comment kinds of batch_pedido_addcomment (§7). */
export const ORDER_COMMENT_TYPES = ['GENERAL', 'PREPARACION', 'ENTREGA'] as const;
export type OrderCommentType = (typeof ORDER_COMMENT_TYPES)[number];

/** Batch actions on the orders of a multi-order invoice, with the verbs their messages use. */
export const BATCH_ORDER_ACTIONS = {
  hibernate: { verb: 'hibernate', done: 'hibernated' },
  comment: { verb: 'comment', done: 'commented' },
  confirmPayment: { verb: 'confirm payment', done: 'confirmed' },
  cancel: { verb: 'cancel', done: 'cancelled' },
  remove: { verb: 'remove', done: 'removed' },
} as const;
export type BatchOrderAction = keyof typeof BATCH_ORDER_ACTIONS;

/** Shipping address columns of the New order CSV (§3). */
export const MANDATORY_ADDRESS_COLUMNS = [
  'linea1',
  'codigo_postal',
  'telefono',
  'destinatario',
  'id_provincia',
  'id_pais',
  'ciudad',
] as const;
export const OPTIONAL_ADDRESS_COLUMNS = ['linea2', 'linea3'] as const;
/**
 * tipo_descuento of a new order (ours: the spec names the field only): '' no order discount, '%' descuento percent
 * off the order's total.
 */
export const NEW_ORDER_DISCOUNT_TYPES = ['', '%'] as const;
export type NewOrderDiscountType = (typeof NEW_ORDER_DISCOUNT_TYPES)[number];
export type AddressColumn =
  | (typeof MANDATORY_ADDRESS_COLUMNS)[number]
  | (typeof OPTIONAL_ADDRESS_COLUMNS)[number];

/** Delayed orders: shops of the selector, and the action per supplier id (ago, cam, anything else). */
export const DELAYED_ORDER_SHOPS: readonly ShopId[] = SHOP_IDS;
export const DELAYED_ORDER_ACTIONS = ['notifyUnavailable', 'changeVintage', 'notifyDelay'] as const;
export type DelayedOrderAction = (typeof DELAYED_ORDER_ACTIONS)[number];
export const SUPPLIER_ACTIONS: Readonly<Record<string, DelayedOrderAction>> = {
  ago: 'notifyUnavailable',
  cam: 'changeVintage',
};

/** Group orders: buyers uk and italvinus are excluded; the default is the main shop with buyer fr. */
export const GROUP_ORDER_EXCLUDED_BUYERS: readonly ShopId[] = ['uk', 'italvinus'];
export const GROUP_ORDER_BUYERS: readonly ShopId[] = SHOP_IDS.filter(
  (shop) => !GROUP_ORDER_EXCLUDED_BUYERS.includes(shop),
);
export const GROUP_ORDER_DEFAULT = { shop: 'cellar', buyer: 'fr' } as const satisfies {
  shop: ShopId;
  buyer: ShopId;
};
/** Group order row case (§3). */
export const GROUP_ORDER_CASES = ['CON', 'SIN'] as const;
export type GroupOrderCase = (typeof GROUP_ORDER_CASES)[number];

export const SHIPPING_COMPANIES = ['duk', 'dpc', 'seu', 'brt', 'eup', 'glc', 'fed', 'fd1', 'tit'] as const;
export type ShippingCompany = (typeof SHIPPING_COMPANIES)[number];
export const PAYMENT_GATEWAYS = ['pyco', 'cxbn', 'strp', 'payp', 'adyn'] as const;
export type PaymentGateway = (typeof PAYMENT_GATEWAYS)[number];
/** The only gateway whose import has a fixed commission field. */
export const FIXED_COMMISSION_GATEWAY = 'pyco';
/** Warehouse codes of the stock-booking sub-table. */
export const WAREHOUSE_CODES = ['cas', 'tr2', 'clr'] as const;
export type WarehouseCode = (typeof WAREHOUSE_CODES)[number];

/** Allowed invoice upload types: csv and the openxml spreadsheet. */
export const UPLOAD_TYPES = {
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;
export type UploadKind = keyof typeof UPLOAD_TYPES;

/** AI campaign types (§3). */
export const AI_CAMPAIGN_TYPES = ['collection', 'product'] as const;
export type AiCampaignType = (typeof AI_CAMPAIGN_TYPES)[number];

/**
 * Free shipping tariffs (docs/decisions.md, ERP): the spec names only dtp; std, exp and prm are ours. A rate's
 * tariff is one of these, compared trimmed and lower-case.
 */
export const FREE_SHIPPING_TARIFFS = ['std', 'exp', 'prm', 'dtp'] as const;
export type FreeShippingTariff = (typeof FREE_SHIPPING_TARIFFS)[number];

/** Free shipping tariff that forces both minimums to 0. */
export const DTP_TARIFF = 'dtp' satisfies FreeShippingTariff;
