import type { ErpOffer } from '@cellar/sdk';
import {
  commerceMessages,
  OFFER_DISCOUNT_FRACTION,
  validateOfferDiscountEdit,
} from '@cellar/validation/commerce';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { inputClass } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toast';
import { useUpdateOfferDiscount } from '@/features/offers/api/update-offer-discount';

const messages = commerceMessages.offers;

/**
 * The inline discount edit of a type o offer: 0 to 1 in steps of 0.05, saved on Enter or when the field
 * loses focus. An expired offer's discount is frozen: trying to edit it says so.
 */
export function DiscountCell({ offer, frozen }: { offer: ErpOffer; frozen: boolean }) {
  const saved = offer.descuento_oferta ?? 0;
  const [text, setText] = useState(String(saved));
  const update = useUpdateOfferDiscount();
  // The value being sent: Enter then the blur that follows must not send it twice.
  const sending = useRef<number | null>(null);
  useEffect(() => setText(String(saved)), [saved]);
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
          value={String(saved)}
          onClick={() => refuse()}
          onKeyDown={refuse}
        />
      </div>
    );
  }

  const commit = () => {
    if (text.trim() !== '' && (Number(text) === saved || Number(text) === sending.current)) return;
    const result = validateOfferDiscountEdit(text, { offer });
    if (!result.ok) {
      toast.error(result.issues[0]?.message ?? messages.discountUpdateFailed);
      setText(String(saved));
      return;
    }
    sending.current = result.value;
    update.mutate(
      { id: offer.id, descuento_oferta: result.value },
      {
        onSettled: () => {
          sending.current = null;
        },
        onSuccess: (updated) =>
          toast.success(messages.discountUpdated(updated.descuento_oferta ?? result.value)),
        onError: () => {
          toast.error(messages.discountUpdateFailed);
          setText(String(saved));
        },
      },
    );
  };

  return (
    <div className="w-20">
      <input
        aria-label={label}
        type="number"
        inputMode="decimal"
        min={OFFER_DISCOUNT_FRACTION.min}
        max={OFFER_DISCOUNT_FRACTION.max}
        step={OFFER_DISCOUNT_FRACTION.step}
        disabled={update.isPending}
        className={inputClass}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            commit();
          }
        }}
      />
    </div>
  );
}
