import { formMessages } from '../form-messages';
import { FREE_SHIPPING_TARIFFS, OPINION_RATE } from './constants';
import { delayMessages } from './delays';
import { taxServiceMessages } from './tax-service';

/** A detail shown as JSON in a message: strings as they are, anything else JSON-encoded. */
const asJson = (detail: unknown): string => {
  if (typeof detail === 'string') return detail;
  try {
    return JSON.stringify(detail) ?? String(detail);
  } catch {
    return String(detail);
  }
};

/** Not in the spec: a product group the catalogue does not have (ours): a marketplace match, a competitor URL. */
const unknownGroup = (group: string) => `There is no product group ${group} in the catalogue`;

/** A count and its noun, plural from 2 on and for 0 ('1 offer', '3 offers'). */
const rows = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/**
 * Messages of the commerce spec document (commerce-operations §2, §5, §8), word for word, grouped by screen.
 * A message with a placeholder is a function of its values.

 */
export const commerceMessages = {
  /** §8 General. */
  general: {
    processingError: (code: string, detail: unknown) => `Error processing ${code}: ${asJson(detail)}`,
    mergeError: (detail: unknown) => `An error ocurred ${asJson(detail)}`,
    notMarkedInvoiced: 'The invoice could not be marked as invoiced',
    oops: (detail: unknown) => `Oops! ${asJson(detail)}`,
    somethingWentWrong: 'Ops algo salio mal',
    thereWasAnError: 'Hubo un error',
    checkTheFields: 'Revisa los campos!',
  },
  /** §5 New order (multi-order invoice, New order page). */
  newOrder: {
    noProducts: 'You forgot to add products',
    noAddresses: 'You forgot to add addresses',
    fillAllFields: 'You should fill all fields',
    /** The missing column names joined with ', ' (the spec does not give the separator). */
    missingAddressColumns: (columns: readonly string[]) =>
      `You are missing some mandatory address column: ${columns.join(', ')}`,
    /** Not in the spec: new orders go only to a DRAFT invoice (ours, §4: any other status is read-only). */
    invoiceNotDraft: (id: number | string) =>
      `The multi-order invoice ${id} is not a DRAFT: it takes no new orders`,
    /** Not in the spec: an invoice id that does not exist (ours). */
    invoiceNotFound: (id: number | string) => `Multi-order invoice ${id} not found`,
    /** Not in the spec: a product line whose product is neither in the catalogue nor out of catalogue (ours). */
    unknownProduct: (id: string) => `There is no product ${id} in the catalogue`,
    /** Not in the spec: a CSV row left out, by its line in the file (header = line 1) (ours). */
    badRow: (line: number, problems: readonly string[]) => `Line ${line}: ${problems.join('; ')}`,
    /** Not in the spec: Create made only some of the orders (ours; 'Created!' when it made them all). */
    notAllCreated: (refused: number, total: number) => `${refused} of ${total} orders were not created`,
    /** Not in the spec: a CSV row whose number of cells is not the header's (ours). */
    cellCount: (cells: number, columns: number) =>
      `The row has ${cells} cells and the header ${columns} columns`,
  },
  /** §2, §5, §8 Multi-order invoices. */
  multiOrderInvoice: {
    inputEmail: 'Please input the email',
    countryCodeLength: 'The country code is only 2 characters long',
    selectBillingAddressFirst: 'You must first select a billing address',
    /** `action` is the batch action's verb, e.g. 'hibernate'. */
    selectOrders: (action: string) => `You must select which orders you want to ${action}`,
    hibernationDate: 'You must enter the hibernation date',
    alreadyCollected: 'Invoice already collected!',
    /** Not in the spec: the questions before selected orders are cancelled or taken out of the invoice (ours). */
    confirmCancel: (codes: readonly string[]) =>
      `Cancel the orders ${codes.join(', ')}? A cancelled order cannot be taken back.`,
    confirmRemove: (codes: readonly string[]) => `Remove the orders ${codes.join(', ')} from this invoice?`,
  },
  /** §5 User edit. */
  userEdit: {
    languageLength: 'Language length should be 2',
    countryLength: 'Country length should be 2',
  },
  /** §5, §8 Invoice imports. */
  invoiceImport: {
    csvOrXlsx: 'Please input a csv or xlsx file',
    incorrectDates: 'Incorrect dates',
  },
  /** §5, §8 AI campaigns. */
  aiCampaign: {
    expired: "The offer shouldn't be expired",
    noProducts: 'No hay productos seleccionados',
    /** Not in the spec: the warning when disallowed characters are stripped from the name (ours). */
    nameStripped: (removed: string) =>
      `Only letters without ñ, numbers and spaces are allowed. Removed: ${removed}`,
    feedGenerationError: 'Error al generar el feed',
    feedImportError: 'Error al importar el feed',
    loadError: 'Error al cargar los datos de la campaña',
  },
  /** §8 Marketplace. */
  marketplace: {
    matchingError: 'Matching error',
    supplierProductsError: 'Failure to obtain products from supplier',
    deleteMatchError: 'Error al eliminar match',
    editMatchError: 'Error al editar match',
    /** Not in the spec: a match code that is no catalogue product (ours). */
    unknownProduct: (code: string) => `There is no product ${code} in the catalogue`,
    /** Not in the spec: a match code of supplier cab that is no catalogue product group (ours). */
    unknownGroup,
  },
  /** §8 Orders. */
  orders: {
    saveError: 'An error has ocurred while saving the order',
    recalculationError: (status: number | string, body: unknown) => `Error ${status}: ${asJson(body)}`,
    nothingToRecalculate: 'No data to recalculate',
    /** Not in the spec: an order outside pending payment, paid and in preparation cannot be edited (ours). */
    notEditable: (code: string, state: string) => `Order ${code} is ${state} and cannot be edited`,
    /** Not in the spec: a last-units quantity above the stock, refused unless the save is forced (ours). */
    lastUnits: (id: string, stock: number) =>
      `Only ${stock} units of ${id} are left: tick forced to save more`,
    /** Not in the spec: an order line for a product neither in the catalogue nor out of it (ours). */
    unknownProduct: (id: string) => `There is no product ${id} in the catalogue`,
  },
  /** Delays & Notifications and Group Orders: refusals the spec gives no wording for (ours). */
  delays: delayMessages,
  /** Eurotax invoices and warehouse costs: refusals the spec gives no wording for (ours). */
  taxService: taxServiceMessages,
  /** §5, §8 Offers. */
  offers: {
    expired: "The offer shouldn't be expired",
    overlapping: 'There is an existing offer overlapping the same date',
    createError: 'There is an error creating the offer',
    discountUpdated: (discount: number | string) => `Discount updated to ${discount}`,
    discountUpdateFailed: 'Failed updating discount',
    notUpdatable: 'Expired records are not updatable',
    removed: 'Offer removed',
    expiredDone: 'Offer expired',
    removeFailed: 'Failed removing row',
    expireFailed: 'Failed expiring row',
    /** Not in the spec: an offer for a product the catalogue does not have (ours). */
    unknownProduct: (id: string) => `There is no product ${id} in the catalogue`,
    /** Not in the spec: the questions before a future offer is removed or a current one expired (ours). */
    confirmRemove: (id: number, product: string, period: string) =>
      `Remove offer ${id} (${product}, ${period})? It is deleted before it starts.`,
    confirmExpire: (id: number, product: string, period: string) =>
      `Expire offer ${id} (${product}, ${period})? It ends now and can no longer be edited.`,
  },
  /** §8 Free shipping rates. */
  freeShipping: {
    overlapping: 'There is an existing free shipping rate overlapping the same date',
    createError: 'There is an error creating the free shipping rate',
    created: 'Shipping rate(s) created',
    deleted: (id: number | string) => `Deleted shipping rate #${id}`,
    loadFailed: 'Failed getting data',
    deleteFailed: 'Failed deleting row',
    /** Not in the spec: a tariff that is none of the known ones (ours, docs/decisions.md). */
    unknownTariff: formMessages.unknownValue('tariff', FREE_SHIPPING_TARIFFS),
    /**
     * Not in the spec: §5 says only "The start must not be in the past" (ours, worded for a rate; the offers'
     * "The offer shouldn't be expired" named the wrong object).
     */
    startInThePast: "The free shipping rate shouldn't start in the past",
  },
  /** §8 Price comparator. */
  priceComparator: {
    updated: (n: number) => `${n} URLs updated successfully`,
    updateErrors: (n: number) => `${n} URLs with an error...`,
    updateFailed: 'There was an error updating the data',
    added: (n: number) => `${n} URL added successfully`,
    addFailed: 'There was an error adding the URL',
    removeFailed: (message: string) => `There was an error removing the data: ${message}`,
    /** Not in the spec: a URL for a product group the catalogue does not have (ours, issue 26). */
    unknownGroup,
  },
  /** §8 Opinions. */
  opinions: {
    saved: 'Opinion saved.',
    published: 'Opinion published!',
    rejected: 'Opinion rejected!',
    backToPending: 'Opinion back to pending.',
    saveFailed: 'Opinion could not be saved.',
    publishFailed: 'Opinion could not be published',
    rejectFailed: 'Opinion could not be rejected.',
    modifyFailed: 'Opinion could not be modified.',
    /** Not in the spec: §3 names the rate (nota) only; it is a whole number of stars (ours). */
    rateRange: `The rate must be a whole number between ${OPINION_RATE.min} and ${OPINION_RATE.max}`,
  },
  /** §2 Analytics. */
  analytics: {
    underConstruction: 'Under construction',
  },
  /** §8 Success messages. */
  success: {
    orderConfirmed: 'Order confirmed correctly.',
    productAdded: 'Product added.',
    created: 'Created!',
    saved: 'Saved!',
    invoiceCollected: 'Invoice collected!',
    mergedTo: (id: number | string) => `Merged to ${id}.`,
    orderCompleted: (code: string) => `Order ${code} completed!`,
    orderNotified: (code: string) => `Order ${code} notified!`,
    /** `verb` is the batch action's past participle, e.g. 'hibernated'. */
    selectedOrders: (verb: string) => `Selected orders have been successfully ${verb}.`,
    invoiced: (id: number | string) => `${id} invoiced!`,
    billingAddressSaved: 'The selected billing address has been saved correctly.',
    dataRegistered: 'Datos registrados correctamente!',
    invoiceImported: 'Factura importada correctamente.',
    feedGenerated: 'Feed generado correctamente.',
    matchDeleted: 'Match eliminado correctamente.',
    matchUpdated: 'Match actualizado correctamente.',
    matchCompleted: 'Successfully completed match!',
  },
  /**
   * Not in the spec (issue 28, ours): acting on many rows of a list at once, from the table kit's selection. A
   * count of rows is written with its noun (`rows(3, 'opinion')` is '3 opinions').
   */
  bulk: {
    selected: (count: number) => `${count} selected`,
    progress: (done: number, total: number) => `${done} of ${total} done`,
    /** `verb` is the action's past participle ('published', 'expired'). */
    done: (count: number, noun: string, verb: string) => `${rows(count, noun)} ${verb}.`,
    refused: (count: number, noun: string, verb: string) => `${rows(count, noun)} could not be ${verb}:`,
    confirmExpireOffers: (count: number) =>
      `Expire these ${rows(count, 'offer')}? They end now and can no longer be edited.`,
    confirmRemoveOffers: (count: number) =>
      `Remove these ${rows(count, 'offer')}? They are deleted before they start.`,
  },
  /** Not in the spec (issue 28, ours): the Export CSV button of the ERP lists. */
  exportCsv: {
    label: 'Export CSV',
    progress: (done: number, total: number | undefined) =>
      total === undefined ? `${done} rows exported…` : `${done} of ${total} rows exported…`,
    done: (count: number) => `Exported ${rows(count, 'row')}.`,
    failed: (reason: string) => `The export stopped: ${reason}`,
  },
  /** Generic form wording for §5 rules the spec states without a message: the shared set (ours). */
  form: formMessages,
} as const;
