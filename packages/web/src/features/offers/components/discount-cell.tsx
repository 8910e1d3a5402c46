import type { ErpOffer } from '@cellar/sdk';
import {
  commerceMessages,
  OFFER_DISCOUNT_FRACTION,
  validateOfferDiscountEdit,
} from '@cellar/validation/commerce';
import type { KeyboardEvent } from 'react';
import { useAppForm } from '@/components/form';
import { inputClass } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toast';
import { useUpdateOfferDiscount } from '@/features/offers/api/update-offer-discount';

const messages = commerceMessages.offers;
const onlyField = () => 'discount';

/**
 * The inline discount edit of a type o offer: 0 to 1 in steps of 0.05, saved on Enter or when the field
 * loses focus; a refused value is toasted and the stored one comes back. An expired offer's discount is frozen:
 * trying to edit it says so.
 */
export function DiscountCell({ offer, frozen }: { offer: ErpOffer; frozen: boolean }) {
  const saved = String(offer.descuento_oferta ?? 0);
  const update = useUpdateOfferDiscount();
  const { form, handleSubmit } = useAppForm({
    defaultValues: { discount: saved },
    values: { discount: saved },
    rule: ({ discount }: { discount: string }) => validateOfferDiscountEdit(discount, { offer }),
    fieldOf: onlyField,
    // One number in a row: nothing worth a draft, and leaving it unsaved loses nothing.
    guardLeaving: false,
  });
  const label = `Discount of offer ${offer.id}`;

  if (frozen) {
    const refuse = (event?: KeyboardEvent) => {
      if (event && (event.key === 'Tab' || event.key === 'Shift')) return;
      toast.error(messages.notUpdatable);
    };
    return (
      <div className="w-20">
        <input
          aria-label={label}
          readOnly
          className={`${inputClass} cursor-not-allowed`}
          value={saved}
          onClick={() => refuse()}
          onKeyDown={refuse}
        />
      </div>
    );
  }

  const restore = () => form.reset({ discount: saved });
  const commit = handleSubmit(
    async (descuento_oferta) => {
      const updated = await update.mutateAsync({ id: offer.id, descuento_oferta });
      toast.success(messages.discountUpdated(updated.descuento_oferta ?? descuento_oferta));
    },
    {
      onInvalid: (refused) => {
        toast.error(refused[0] ?? messages.discountUpdateFailed);
        restore();
      },
      onError: () => {
        toast.error(messages.discountUpdateFailed);
        restore();
      },
    },
  );
  const field = form.register('discount');

  return (
    <form
      className="w-20"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void commit();
      }}
    >
      <input
        aria-label={label}
        type="number"
        inputMode="decimal"
        min={OFFER_DISCOUNT_FRACTION.min}
        max={OFFER_DISCOUNT_FRACTION.max}
        step={OFFER_DISCOUNT_FRACTION.step}
        readOnly={form.formState.isSubmitting}
        className={inputClass}
        {...field}
        onBlur={(event) => {
          void field.onBlur(event);
          // Saved when it changed; the Enter that submitted it already did.
          if (form.formState.isDirty && !form.formState.isSubmitting) void commit();
        }}
      />
    </form>
  );
}
