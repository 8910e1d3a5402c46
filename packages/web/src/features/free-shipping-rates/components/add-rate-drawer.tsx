import type { Issue } from '@cellar/validation';
import { COUNTRY_NAMES, DELIVERY_COUNTRIES } from '@cellar/validation/catalogue';
import {
  commerceMessages,
  FREE_SHIPPING_TARIFFS,
  isOverlapError,
  validateFreeShippingRate,
} from '@cellar/validation/commerce';
import { type FormEvent, useState } from 'react';
import { FormDrawer } from '@/components/ui/form-drawer';
import { FieldGroup, InputField, SelectField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toast';
import { useCreateFreeShippingRate } from '@/features/free-shipping-rates/api/create-rate';
import {
  changeRateForm,
  emptyRateForm,
  forcesZeroMinimums,
  type RateForm,
} from '@/features/free-shipping-rates/utils/rate-form';

const messages = commerceMessages.freeShipping;

type Errors = Partial<Record<keyof RateForm, string[]>>;

function errorsOf(issues: readonly Issue[]): Errors {
  const errors: Errors = {};
  for (const issue of issues) {
    const field = (issue.path in emptyRateForm() ? issue.path : 'pais') as keyof RateForm;
    errors[field] = [...(errors[field] ?? []), issue.message];
  }
  return errors;
}

export interface AddRateDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The add drawer (commerce-operations §3, §5): countries (one rate each), tariff (one of the known tariffs,
 * docs/decisions.md), duration, minimum cart sum and minimum unit price; the dtp tariff forces both minimums
 * to 0 and disables them.
 */
export function AddRateDrawer({ open, onOpenChange }: AddRateDrawerProps) {
  const [form, setForm] = useState<RateForm>(emptyRateForm);
  const [errors, setErrors] = useState<Errors>({});
  const create = useCreateFreeShippingRate();
  const set = (change: Partial<RateForm>) => setForm((current) => changeRateForm(current, change));
  const dtp = forcesZeroMinimums(form.tarifa);

  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) {
      setForm(emptyRateForm());
      setErrors({});
    }
  };

  const toggleCountry = (country: string, checked: boolean) =>
    set({ pais: checked ? [...form.pais, country] : form.pais.filter((code) => code !== country) });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateFreeShippingRate(form);
    if (!result.ok) {
      setErrors(errorsOf(result.issues));
      return;
    }
    setErrors({});
    create.mutate(result.value, {
      onSuccess: () => {
        toast.success(messages.created);
        close(false);
      },
      onError: (error) => toast.error(isOverlapError(error) ? messages.overlapping : messages.createError),
    });
  };

  const minimum = (field: 'cart_amount' | 'min_precio_uni', label: string) => (
    <InputField
      label={label}
      errors={errors[field]}
      type="number"
      inputMode="decimal"
      min={0}
      step="any"
      disabled={dtp}
      value={form[field]}
      onChange={(event) => set({ [field]: event.target.value })}
    />
  );

  return (
    <FormDrawer
      open={open}
      onOpenChange={close}
      title="Add free shipping rate"
      onSubmit={onSubmit}
      pending={create.isPending}
    >
      <FieldGroup legend="Countries" errors={errors.pais}>
        <div className="grid grid-cols-2 gap-x-4 gap-y-1">
          {DELIVERY_COUNTRIES.map((country) => (
            <label key={country} className="flex items-center gap-1.5 text-sm text-slate-800">
              <input
                type="checkbox"
                checked={form.pais.includes(country)}
                onChange={(event) => toggleCountry(country, event.target.checked)}
              />
              {COUNTRY_NAMES[country]} ({country})
            </label>
          ))}
        </div>
      </FieldGroup>
      <SelectField
        label="Tariff"
        errors={errors.tarifa}
        value={form.tarifa}
        placeholder="Choose a tariff"
        options={FREE_SHIPPING_TARIFFS}
        onValueChange={(tarifa) => set({ tarifa })}
      />
      <FieldGroup legend="Duration" className="flex flex-col gap-2">
        <div className="grid grid-cols-2 gap-2">
          <InputField
            label="From"
            errors={errors.desde}
            type="date"
            value={form.desde}
            onChange={(event) => set({ desde: event.target.value })}
          />
          <InputField
            label="To"
            errors={errors.hasta}
            type="date"
            value={form.hasta}
            onChange={(event) => set({ hasta: event.target.value })}
          />
        </div>
      </FieldGroup>
      <div className="grid grid-cols-2 gap-2">
        {minimum('cart_amount', 'Minimum cart sum')}
        {minimum('min_precio_uni', 'Minimum unit price')}
      </div>
    </FormDrawer>
  );
}
