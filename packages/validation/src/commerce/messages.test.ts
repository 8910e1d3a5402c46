import { describe, expect, it } from 'vitest';
import { commerceMessages as m } from './messages';

describe('commerce messages, word for word (commerce-operations §2, §5, §8)', () => {
  it.each([
    // §8 General
    [m.general.processingError('V123', { a: 1 }), 'Error processing V123: {"a":1}'],
    [m.general.processingError('V123', 'boom'), 'Error processing V123: boom'],
    [m.general.mergeError({ detail: 'x' }), 'An error ocurred {"detail":"x"}'],
    [m.general.notMarkedInvoiced, 'The invoice could not be marked as invoiced'],
    [m.general.oops([1, 2]), 'Oops! [1,2]'],
    [m.general.somethingWentWrong, 'Ops algo salio mal'],
    [m.general.thereWasAnError, 'Hubo un error'],
    [m.general.checkTheFields, 'Revisa los campos!'],
    // §5 New order
    [m.newOrder.noProducts, 'You forgot to add products'],
    [m.newOrder.noAddresses, 'You forgot to add addresses'],
    [m.newOrder.fillAllFields, 'You should fill all fields'],
    [
      m.newOrder.missingAddressColumns(['telefono', 'ciudad']),
      'You are missing some mandatory address column: telefono, ciudad',
    ],
    // §5 Multi-order invoice, §2
    [m.multiOrderInvoice.inputEmail, 'Please input the email'],
    [m.multiOrderInvoice.countryCodeLength, 'The country code is only 2 characters long'],
    [m.multiOrderInvoice.selectBillingAddressFirst, 'You must first select a billing address'],
    [m.multiOrderInvoice.selectOrders('hibernate'), 'You must select which orders you want to hibernate'],
    [m.multiOrderInvoice.hibernationDate, 'You must enter the hibernation date'],
    [m.multiOrderInvoice.alreadyCollected, 'Invoice already collected!'],
    // §5 User edit
    [m.userEdit.languageLength, 'Language length should be 2'],
    [m.userEdit.countryLength, 'Country length should be 2'],
    // §5 Invoice import
    [m.invoiceImport.csvOrXlsx, 'Please input a csv or xlsx file'],
    [m.invoiceImport.incorrectDates, 'Incorrect dates'],
    // §5, §8 AI campaigns
    [m.aiCampaign.expired, "The offer shouldn't be expired"],
    [m.aiCampaign.noProducts, 'No hay productos seleccionados'],
    [m.aiCampaign.feedGenerationError, 'Error al generar el feed'],
    [m.aiCampaign.feedImportError, 'Error al importar el feed'],
    [m.aiCampaign.loadError, 'Error al cargar los datos de la campaña'],
    // §8 Marketplace
    [m.marketplace.matchingError, 'Matching error'],
    [m.marketplace.supplierProductsError, 'Failure to obtain products from supplier'],
    [m.marketplace.deleteMatchError, 'Error al eliminar match'],
    [m.marketplace.editMatchError, 'Error al editar match'],
    // §8 Orders
    [m.orders.saveError, 'An error has ocurred while saving the order'],
    [m.orders.recalculationError(500, 'Internal'), 'Error 500: Internal'],
    [m.orders.nothingToRecalculate, 'No data to recalculate'],
    [m.orders.notEditable('VX1', 'Shipped'), 'Order VX1 is Shipped and cannot be edited'],
    [m.orders.lastUnits('HE1', 3), 'Only 3 units of HE1 are left: tick forced to save more'],
    [m.orders.unknownProduct('ZZ1'), 'There is no product ZZ1 in the catalogue'],
    // §8 Offers
    [m.offers.expired, "The offer shouldn't be expired"],
    [m.offers.overlapping, 'There is an existing offer overlapping the same date'],
    [m.offers.createError, 'There is an error creating the offer'],
    [m.offers.discountUpdated(0.15), 'Discount updated to 0.15'],
    [m.offers.discountUpdateFailed, 'Failed updating discount'],
    [m.offers.notUpdatable, 'Expired records are not updatable'],
    [m.offers.removed, 'Offer removed'],
    [m.offers.expiredDone, 'Offer expired'],
    [m.offers.removeFailed, 'Failed removing row'],
    [m.offers.expireFailed, 'Failed expiring row'],
    // §8 Free shipping rates
    [m.freeShipping.overlapping, 'There is an existing free shipping rate overlapping the same date'],
    [m.freeShipping.createError, 'There is an error creating the free shipping rate'],
    [m.freeShipping.created, 'Shipping rate(s) created'],
    [m.freeShipping.deleted(42), 'Deleted shipping rate #42'],
    [m.freeShipping.loadFailed, 'Failed getting data'],
    [m.freeShipping.deleteFailed, 'Failed deleting row'],
    // §8 Price comparator
    [m.priceComparator.updated(3), '3 URLs updated successfully'],
    [m.priceComparator.updateErrors(2), '2 URLs with an error...'],
    [m.priceComparator.updateFailed, 'There was an error updating the data'],
    [m.priceComparator.added(1), '1 URL added successfully'],
    [m.priceComparator.addFailed, 'There was an error adding the URL'],
    [m.priceComparator.removeFailed('timeout'), 'There was an error removing the data: timeout'],
    // §8 Opinions
    [m.opinions.saved, 'Opinion saved.'],
    [m.opinions.published, 'Opinion published!'],
    [m.opinions.rejected, 'Opinion rejected!'],
    [m.opinions.backToPending, 'Opinion back to pending.'],
    [m.opinions.saveFailed, 'Opinion could not be saved.'],
    [m.opinions.publishFailed, 'Opinion could not be published'],
    [m.opinions.rejectFailed, 'Opinion could not be rejected.'],
    [m.opinions.modifyFailed, 'Opinion could not be modified.'],
    // §2 Analytics
    [m.analytics.underConstruction, 'Under construction'],
    // §8 Success messages
    [m.success.orderConfirmed, 'Order confirmed correctly.'],
    [m.success.productAdded, 'Product added.'],
    [m.success.created, 'Created!'],
    [m.success.saved, 'Saved!'],
    [m.success.invoiceCollected, 'Invoice collected!'],
    [m.success.mergedTo(981), 'Merged to 981.'],
    [m.success.orderCompleted('V100'), 'Order V100 completed!'],
    [m.success.orderNotified('V100'), 'Order V100 notified!'],
    [m.success.selectedOrders('hibernated'), 'Selected orders have been successfully hibernated.'],
    [m.success.invoiced(7), '7 invoiced!'],
    [m.success.billingAddressSaved, 'The selected billing address has been saved correctly.'],
    [m.success.dataRegistered, 'Datos registrados correctamente!'],
    [m.success.invoiceImported, 'Factura importada correctamente.'],
    [m.success.feedGenerated, 'Feed generado correctamente.'],
    [m.success.matchDeleted, 'Match eliminado correctamente.'],
    [m.success.matchUpdated, 'Match actualizado correctamente.'],
    [m.success.matchCompleted, 'Successfully completed match!'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('shows a detail that cannot be encoded as JSON as text', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(m.general.oops(cyclic)).toBe('Oops! [object Object]');
    expect(m.general.oops(undefined)).toBe('Oops! undefined');
  });

  it('words our own messages for rules the spec gives without one', () => {
    expect(m.freeShipping.unknownTariff).toBe('The tariff must be one of: std, exp, prm, dtp');
    expect(m.freeShipping.startInThePast).toBe("The free shipping rate shouldn't start in the past");
    expect(m.opinions.rateRange).toBe('The rate must be a whole number between 1 and 5');
    expect(m.offers.unknownProduct('ZZ00001')).toBe('There is no product ZZ00001 in the catalogue');
    expect(m.multiOrderInvoice.confirmCancel(['VABC1234', 'VDEF5678'])).toBe(
      'Cancel the orders VABC1234, VDEF5678? A cancelled order cannot be taken back.',
    );
    expect(m.multiOrderInvoice.confirmRemove(['VABC1234'])).toBe(
      'Remove the orders VABC1234 from this invoice?',
    );
    expect(m.offers.confirmRemove(7, 'HE10007', '01/12/2026 – 31/12/2026')).toBe(
      'Remove offer 7 (HE10007, 01/12/2026 – 31/12/2026)? It is deleted before it starts.',
    );
    expect(m.offers.confirmExpire(7, 'HE10007', '01/12/2026 – 31/12/2026')).toBe(
      'Expire offer 7 (HE10007, 01/12/2026 – 31/12/2026)? It ends now and can no longer be edited.',
    );
    expect(m.marketplace.unknownProduct('ZZ00001')).toBe('There is no product ZZ00001 in the catalogue');
    expect(m.marketplace.unknownGroup('no-such-group')).toBe(
      'There is no product group no-such-group in the catalogue',
    );
    expect(m.priceComparator.unknownGroup('no-such-group')).toBe(
      'There is no product group no-such-group in the catalogue',
    );
  });

  it('writes our own form messages in the spec style', () => {
    expect(m.form.required('postal code')).toBe('Please input the postal code');
    expect(m.form.maxLength('present message', 500)).toBe('The present message is only 500 characters long');
    expect(m.aiCampaign.nameStripped('ñ !')).toBe(
      'Only letters without ñ, numbers and spaces are allowed. Removed: ñ !',
    );
  });
});
