import { COUNTRY_NAMES, DELIVERY_COUNTRIES } from '@cellar/validation/catalogue';
import {
  commerceMessages,
  FREE_SHIPPING_TARIFFS,
  forcesZeroMinimums,
  isOverlapError,
  validateFreeShippingRate,
} from '@cellar/validation/commerce';
import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { ChoiceGroup, FormDrawer, fieldsNamed, SelectInput, TextInput, useAppForm } from '@/components/form';
import { FieldGroup } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toast';
import { useCreateFreeShippingRate } from '@/features/free-shipping-rates/api/create-rate';
import {
  DTP_MINIMUMS_HINT,
  forcedMinimums,
  newRateForm,
  RATE_MINIMUMS,
  type RateForm,
} from '@/features/free-shipping-rates/utils/rate-form';

const messages = commerceMessages.freeShipping;

/** validateFreeShippingRate's paths (and the server's, the same rule) under the drawer's fields. */
const fieldOf = fieldsNamed(['pais', 'tarifa', 'desde', 'hasta', ...RATE_MINIMUMS]);
const rule = (form: RateForm) => validateFreeShippingRate(form);
const COUNTRY_CHOICES = DELIVERY_COUNTRIES.map((country) => ({
  value: country,
  label: `${COUNTRY_NAMES[country]} (${country})`,
}));
const MINIMUM_LABELS = { cart_amount: 'Minimum cart sum', min_precio_uni: 'Minimum unit price' } as const;

export interface AddRateDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The add drawer (commerce-operations §3, §5): countries (one rate each), tariff (one of the known tariffs,
 * docs/decisions.md), duration, minimum cart sum and minimum unit price; the dtp tariff forces both minimums
 * to 0 and disables them. What was typed stays as a draft until the rates are created.
 */
export function AddRateDrawer({ open, onOpenChange }: AddRateDrawerProps) {
  const create = useCreateFreeShippingRate();
  const { form, handleSubmit, draft, setAside } = useAppForm({
    defaultValues: newRateForm(),
    rule,
    fieldOf,
    draftKey: 'rate:new',
    afterSave: 'defaults',
  });
  const [tarifa, cart_amount, min_precio_uni] = useWatch({
    control: form.control,
    name: ['tarifa', ...RATE_MINIMUMS],
  });
  const dtp = forcesZeroMinimums(tarifa);

  // dtp holds both minimums at 0, whatever was typed before or comes back from a draft.
  useEffect(() => {
    for (const field of forcedMinimums({ tarifa, cart_amount, min_precio_uni }))
      form.setValue(field, '0', { shouldDirty: true });
    if (dtp) form.clearErrors([...RATE_MINIMUMS]);
  }, [form, dtp, tarifa, cart_amount, min_precio_uni]);

  // Closed without saving, what was typed stays as a draft, offered when the drawer opens again.
  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) setAside();
  };

  const onSubmit = handleSubmit(
    async (rate) => {
      await create.mutateAsync(rate);
      toast.success(messages.created);
      onOpenChange(false);
    },
    { onError: (error) => toast.error(isOverlapError(error) ? messages.overlapping : messages.createError) },
  );

  return (
    <FormDrawer
      open={open}
      onOpenChange={close}
      title="Add free shipping rate"
      form={form}
      onSubmit={onSubmit}
      draft={draft}
    >
      <ChoiceGroup<RateForm, string>
        name="pais"
        legend="Countries"
        options={COUNTRY_CHOICES}
        multiple
        choicesClassName="grid grid-cols-2 gap-x-4 gap-y-1"
      />
      <SelectInput<RateForm, string>
        name="tarifa"
        label="Tariff"
        placeholder="Choose a tariff"
        options={FREE_SHIPPING_TARIFFS}
      />
      <FieldGroup legend="Duration" className="flex flex-col gap-2">
        <div className="grid grid-cols-2 gap-2">
          <TextInput<RateForm> name="desde" label="From" type="date" />
          <TextInput<RateForm> name="hasta" label="To" type="date" />
        </div>
      </FieldGroup>
      <div className="grid grid-cols-2 gap-2">
        {RATE_MINIMUMS.map((field) => (
          <TextInput<RateForm>
            key={field}
            name={field}
            label={MINIMUM_LABELS[field]}
            type="number"
            inputMode="decimal"
            min={0}
            step={0.01}
            disabled={dtp}
          />
        ))}
        {dtp ? <p className="col-span-2 text-xs text-slate-500">{DTP_MINIMUMS_HINT}</p> : null}
      </div>
    </FormDrawer>
  );
}
