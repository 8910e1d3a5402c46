import type { Issue } from '@cellar/validation';
import {
  commerceMessages,
  DISCOUNT_PERCENT,
  isOverlapError,
  OFFER_TYPE_LABELS,
  OFFER_TYPES,
  type OfferType,
  validateOffer,
} from '@cellar/validation/commerce';
import { type FormEvent, useState } from 'react';
import { FormDrawer } from '@/components/ui/form-drawer';
import { FieldGroup, InputField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toast';
import { useCreateOffer } from '@/features/offers/api/create-offer';
import { newOfferForm, type OfferForm, offerInput } from '@/features/offers/utils/offer-form';
import { serverIssues } from '@/lib/server-issues';
import { ProductPicker } from './product-picker';

const messages = commerceMessages.offers;

/** validateOffer's paths, and the form field that shows each message. */
const FIELD_OF_PATH: Record<string, keyof OfferForm | 'duration'> = {
  id_tipo: 'id_tipo',
  id_producto: 'id_producto',
  fecha_desde: 'duration',
  fecha_hasta: 'duration',
  descuento_oferta: 'descuento_oferta',
  uni_compra: 'uni_compra',
  uni_promo: 'uni_promo',
  cantidad_precio_especial: 'cantidad_precio_especial',
  descuento_especial: 'descuento_especial',
};

type Errors = Partial<Record<keyof OfferForm | 'duration', string[]>>;

function errorsOf(issues: readonly Issue[]): Errors {
  const errors: Errors = {};
  for (const issue of issues) {
    const field = FIELD_OF_PATH[issue.path] ?? 'id_producto';
    errors[field] = [...(errors[field] ?? []), issue.message];
  }
  return errors;
}

/** The add-offer drawer (commerce-operations §2, §5): the three types, their fields, rules and defaults. */
export function AddOfferDrawer({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [form, setForm] = useState<OfferForm>(newOfferForm);
  const [errors, setErrors] = useState<Errors>({});
  const create = useCreateOffer();
  const set = (change: Partial<OfferForm>) => setForm((current) => ({ ...current, ...change }));

  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) {
      setForm(newOfferForm());
      setErrors({});
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateOffer(offerInput(form));
    if (!result.ok) {
      setErrors(errorsOf(result.issues));
      return;
    }
    setErrors({});
    create.mutate(result.value, {
      onSuccess: () => {
        toast.success(commerceMessages.success.created);
        close(false);
      },
      onError: (error) => {
        if (isOverlapError(error)) {
          toast.error(messages.overlapping);
          return;
        }
        toast.error(messages.createError);
        // The server's reason (a product the catalogue does not have, say) shows on its field; one offer was
        // sent, so its paths are `0.<field>`.
        const issues = serverIssues(error).map((issue) => ({
          ...issue,
          path: issue.path.replace(/^\d+\./, ''),
        }));
        if (issues.length > 0) setErrors(errorsOf(issues));
      },
    });
  };

  const number = (
    field: keyof OfferForm,
    label: string,
    range: { min?: number; max?: number; step?: number },
  ) => (
    <InputField
      label={label}
      errors={errors[field]}
      type="number"
      inputMode="decimal"
      min={range.min}
      max={range.max}
      step={range.step ?? 'any'}
      value={String(form[field])}
      onChange={(event) => set({ [field]: event.target.value })}
    />
  );

  return (
    <FormDrawer
      open={open}
      onOpenChange={close}
      title="Add offer"
      onSubmit={onSubmit}
      pending={create.isPending}
    >
      <FieldGroup legend="Type">
        <div className="flex flex-wrap gap-4">
          {OFFER_TYPES.map((type: OfferType) => (
            <label key={type} className="flex items-center gap-1.5 text-sm text-slate-800">
              <input
                type="radio"
                name="id_tipo"
                value={type}
                checked={form.id_tipo === type}
                onChange={() => set({ id_tipo: type })}
              />
              {OFFER_TYPE_LABELS[type]}
            </label>
          ))}
        </div>
      </FieldGroup>

      <ProductPicker
        value={form.id_producto}
        onChange={(id_producto) => set({ id_producto })}
        errors={errors.id_producto}
      />

      <FieldGroup legend="Duration" errors={errors.duration} className="flex flex-col gap-2">
        <div className="grid grid-cols-2 gap-2">
          <InputField
            label="From"
            type="date"
            value={form.fromDay}
            onChange={(event) => set({ fromDay: event.target.value })}
          />
          <InputField
            label="From time"
            type="time"
            step={1}
            value={form.fromTime}
            onChange={(event) => set({ fromTime: event.target.value })}
          />
          <InputField
            label="To"
            type="date"
            value={form.toDay}
            onChange={(event) => set({ toDay: event.target.value })}
          />
          <InputField
            label="To time"
            type="time"
            step={1}
            value={form.toTime}
            onChange={(event) => set({ toTime: event.target.value })}
          />
        </div>
      </FieldGroup>

      <label className="flex items-center gap-2 text-sm text-slate-800">
        <input
          type="checkbox"
          checked={form.caducable}
          onChange={(event) => set({ caducable: event.target.checked })}
        />
        Expirable
      </label>

      {form.id_tipo === 'o'
        ? number('descuento_oferta', 'Discount (%)', {
            min: DISCOUNT_PERCENT.min,
            max: DISCOUNT_PERCENT.max,
          })
        : null}
      {form.id_tipo === 'p' ? (
        <div className="grid grid-cols-2 gap-2">
          {number('uni_compra', 'Purchase units', { min: 0, step: 1 })}
          {number('uni_promo', 'Promotion units', { min: 0, step: 1 })}
        </div>
      ) : null}
      {form.id_tipo === 'e' ? (
        <div className="grid grid-cols-2 gap-2">
          {number('cantidad_precio_especial', 'Quantity', { min: 1, step: 1 })}
          {number('descuento_especial', 'Special discount (%)', {
            min: DISCOUNT_PERCENT.min,
            max: DISCOUNT_PERCENT.max,
          })}
        </div>
      ) : null}
    </FormDrawer>
  );
}
