import {
  commerceMessages,
  DISCOUNT_PERCENT,
  isOverlapError,
  OFFER_TYPE_LABELS,
  OFFER_TYPES,
  validateOffer,
} from '@cellar/validation/commerce';
import {
  CheckboxInput,
  ChoiceGroup,
  FieldSet,
  FormDrawer,
  fieldsNamed,
  ProductReferencesInput,
  TextInput,
  useAppForm,
} from '@/components/form';
import { toast } from '@/components/ui/toast';
import { useCreateOffer } from '@/features/offers/api/create-offer';
import { newOfferForm, type OfferForm, offerInput } from '@/features/offers/utils/offer-form';

const messages = commerceMessages.offers;

/** validateOffer's paths and the server's (one offer is sent, so `0.<field>`) under the drawer's fields. */
const fieldOf = fieldsNamed(
  [
    'id_tipo',
    'id_producto',
    'duration',
    'descuento_oferta',
    'uni_compra',
    'uni_promo',
    'cantidad_precio_especial',
    'descuento_especial',
  ],
  { fecha_desde: 'duration', fecha_hasta: 'duration' },
);
const rule = (form: OfferForm) => validateOffer(offerInput(form));
const TYPE_CHOICES = OFFER_TYPES.map((type) => ({ value: type, label: OFFER_TYPE_LABELS[type] }));

/** The add-offer drawer (commerce-operations §2, §5): the three types, their fields, rules and defaults. */
export function AddOfferDrawer({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const create = useCreateOffer();
  const { form, handleSubmit, draft, setAside } = useAppForm({
    defaultValues: newOfferForm(),
    rule,
    fieldOf,
    draftKey: 'offer:new',
    afterSave: 'defaults',
  });
  const type = form.watch('id_tipo');

  // Closed without saving, what was typed stays as a draft, offered when the drawer opens again.
  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) setAside();
  };

  const onSubmit = handleSubmit(
    async (offer) => {
      await create.mutateAsync(offer);
      toast.success(commerceMessages.success.created);
      onOpenChange(false);
    },
    { onError: (error) => toast.error(isOverlapError(error) ? messages.overlapping : messages.createError) },
  );

  const percent = {
    type: 'number',
    inputMode: 'decimal',
    min: DISCOUNT_PERCENT.min,
    max: DISCOUNT_PERCENT.max,
    step: 'any',
  } as const;
  const units = (min: number) => ({ type: 'number', inputMode: 'numeric', min, step: 1 }) as const;

  return (
    <FormDrawer
      open={open}
      onOpenChange={close}
      title="Add offer"
      form={form}
      onSubmit={onSubmit}
      draft={draft}
    >
      <ChoiceGroup<OfferForm, (typeof OFFER_TYPES)[number]>
        name="id_tipo"
        legend="Type"
        options={TYPE_CHOICES}
      />
      <ProductReferencesInput<OfferForm>
        name="id_producto"
        label="Product"
        single
        source="erp"
        hint="Reference, or part of the name to search"
      />
      <FieldSet name="duration" legend="Duration" className="flex flex-col gap-2">
        <div className="grid grid-cols-2 gap-2">
          <TextInput<OfferForm> name="fromDay" label="From" type="date" />
          <TextInput<OfferForm> name="fromTime" label="From time" type="time" step={1} />
          <TextInput<OfferForm> name="toDay" label="To" type="date" />
          <TextInput<OfferForm> name="toTime" label="To time" type="time" step={1} />
        </div>
      </FieldSet>
      <CheckboxInput<OfferForm> name="caducable" label="Expirable" />
      {type === 'o' ? (
        <TextInput<OfferForm> name="descuento_oferta" label="Discount (%)" {...percent} />
      ) : null}
      {type === 'p' ? (
        <div className="grid grid-cols-2 gap-2">
          <TextInput<OfferForm> name="uni_compra" label="Purchase units" {...units(0)} />
          <TextInput<OfferForm> name="uni_promo" label="Promotion units" {...units(0)} />
        </div>
      ) : null}
      {type === 'e' ? (
        <div className="grid grid-cols-2 gap-2">
          <TextInput<OfferForm> name="cantidad_precio_especial" label="Quantity" {...units(1)} />
          <TextInput<OfferForm> name="descuento_especial" label="Special discount (%)" {...percent} />
        </div>
      ) : null}
    </FormDrawer>
  );
}
