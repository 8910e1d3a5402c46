import type { Issue } from '@cellar/validation';
import { COUNTRY_NAMES, DELIVERY_COUNTRIES } from '@cellar/validation/catalogue';
import {
  commerceMessages,
  DTP_TARIFF,
  isOverlapError,
  validateFreeShippingRate,
} from '@cellar/validation/commerce';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Drawer } from '../../../components/ui/drawer';
import { FormField, inputClass } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/toast';
import { useCreateFreeShippingRate } from '../api/create-rate';
import { changeRateForm, emptyRateForm, forcesZeroMinimums, type RateForm } from '../utils/rate-form';

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
  /** Tariffs already in use, offered as suggestions (dtp always among them). */
  tariffs: readonly string[];
}

/**
 * The add drawer (commerce-operations §3, §5): countries (one rate each), tariff, duration, minimum cart
 * sum and minimum unit price; the dtp tariff forces both minimums to 0 and disables them.
 */
export function AddRateDrawer({ open, onOpenChange, tariffs }: AddRateDrawerProps) {
  const [form, setForm] = useState<RateForm>(emptyRateForm);
  const [errors, setErrors] = useState<Errors>({});
  const create = useCreateFreeShippingRate();
  const formId = useId();
  const tariffListId = useId();
  const set = (change: Partial<RateForm>) => setForm((current) => changeRateForm(current, change));
  const dtp = forcesZeroMinimums(form.tarifa);
  const suggestions = [...new Set([...tariffs, DTP_TARIFF])].sort();

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
    <FormField label={label} errors={errors[field]}>
      {(ids) => (
        <input
          {...ids}
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
          className={inputClass}
          disabled={dtp}
          value={form[field]}
          onChange={(event) => set({ [field]: event.target.value })}
        />
      )}
    </FormField>
  );

  return (
    <Drawer
      open={open}
      onOpenChange={close}
      title="Add free shipping rate"
      footer={
        <>
          <Button variant="secondary" onClick={() => close(false)}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={create.isPending}>
            Create
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <fieldset className="flex flex-col gap-1">
          <legend className="mb-1 text-sm font-medium text-slate-700">Countries</legend>
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
          {errors.pais?.map((message) => (
            <p key={message} role="alert" className="text-xs text-rose-700">
              {message}
            </p>
          ))}
        </fieldset>
        <FormField label="Tariff" errors={errors.tarifa}>
          {(ids) => (
            <input
              {...ids}
              list={tariffListId}
              autoComplete="off"
              className={inputClass}
              value={form.tarifa}
              onChange={(event) => set({ tarifa: event.target.value.trim() })}
            />
          )}
        </FormField>
        <datalist id={tariffListId}>
          {suggestions.map((tariff) => (
            <option key={tariff} value={tariff} />
          ))}
        </datalist>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium text-slate-700">Duration</legend>
          <div className="grid grid-cols-2 gap-2">
            <FormField label="From" errors={errors.desde}>
              {(ids) => (
                <input
                  {...ids}
                  type="date"
                  className={inputClass}
                  value={form.desde}
                  onChange={(event) => set({ desde: event.target.value })}
                />
              )}
            </FormField>
            <FormField label="To" errors={errors.hasta}>
              {(ids) => (
                <input
                  {...ids}
                  type="date"
                  className={inputClass}
                  value={form.hasta}
                  onChange={(event) => set({ hasta: event.target.value })}
                />
              )}
            </FormField>
          </div>
        </fieldset>
        <div className="grid grid-cols-2 gap-2">
          {minimum('cart_amount', 'Minimum cart sum')}
          {minimum('min_precio_uni', 'Minimum unit price')}
        </div>
      </form>
    </Drawer>
  );
}
