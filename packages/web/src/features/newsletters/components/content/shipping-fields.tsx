import {
  INITIAL_BANNER_OPTIONS,
  NEWSLETTER_TRANSPORTS,
  type SHIPPING_DISCOUNT_OPTIONS,
} from '@cellar/validation/site';
import { ChoiceGroup, SelectInput } from '@/components/form';
import type { NewsletterContentValues } from '@/features/newsletters/utils/newsletter-content';

const DISCOUNT_CHOICES = [
  { value: 'sd' as const, label: 'sd' },
  { value: 'dtp' as const, label: 'dtp' },
] satisfies { value: (typeof SHIPPING_DISCOUNT_OPTIONS)[number]; label: string }[];

const BANNER_CHOICES = INITIAL_BANNER_OPTIONS.map((option) => ({ value: option, label: option }));

/**
 * The newsletter's shipping offers per transport (site-content §3, §9): the active shipping discount (sd or dtp, or
 * none) and the initial banners (dtp, prod_disc), one row per transport of the shared list.
 */
export function ShippingFields({ readOnly }: { readOnly: boolean }) {
  return (
    <fieldset disabled={readOnly} className="flex flex-col gap-2 rounded border border-slate-200 p-3">
      <legend className="px-1 text-sm font-semibold text-slate-700">Shipping per transport</legend>
      <div className="grid gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {NEWSLETTER_TRANSPORTS.map((transport) => (
          <div key={transport} className="flex flex-col gap-1 rounded bg-slate-50 p-2">
            <SelectInput<NewsletterContentValues, (typeof SHIPPING_DISCOUNT_OPTIONS)[number]>
              name={`shipping.${transport}.discount`}
              label={`Shipping discount (${transport})`}
              placeholder="None"
              options={DISCOUNT_CHOICES}
              disabled={readOnly}
            />
            <ChoiceGroup<NewsletterContentValues, (typeof INITIAL_BANNER_OPTIONS)[number]>
              name={`shipping.${transport}.banners`}
              legend={`Initial banner (${transport})`}
              options={BANNER_CHOICES}
              multiple
              choicesClassName="flex gap-3"
            />
          </div>
        ))}
      </div>
    </fieldset>
  );
}
