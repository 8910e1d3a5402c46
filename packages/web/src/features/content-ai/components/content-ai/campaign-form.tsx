import type { AiCampaignInput } from '@cellar/sdk';
import {
  AI_CAMPAIGN_FIELDS,
  AI_CAMPAIGN_TYPES,
  type AiCampaign,
  sanitizeCampaignName,
  validateAiCampaign,
} from '@cellar/validation/commerce';
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import {
  CheckboxInput,
  ChoiceGroup,
  FieldSet,
  Form,
  fieldsNamed,
  ProductReferencePicker,
  SubmitButton,
  TextAreaInput,
  TextInput,
  useAppForm,
} from '@/components/form';
import { Button } from '@/components/ui/button';
import { type CampaignForm, campaignInput, withProduct } from '@/features/content-ai/utils/campaign-form';

/** The form's fields: the campaign's, with the two dates as one date-range field. */
const FIELDS = AI_CAMPAIGN_FIELDS.flatMap((field) =>
  field === 'start_date' ? ['dates' as const] : field === 'end_date' ? [] : [field],
);
/** validateAiCampaign's paths (and the server's) under the form's fields; the date range is one group. */
const fieldOf = fieldsNamed(FIELDS, { start_date: 'dates', end_date: 'dates' });
const rule = (form: CampaignForm) => validateAiCampaign(campaignInput(form));
const TYPE_CHOICES = AI_CAMPAIGN_TYPES.map((type) => ({
  value: type,
  label: type === 'collection' ? 'Collection' : 'Product',
}));

/** The name's warning as it is typed: the characters a campaign name may not hold, which the save strips. */
function NameWarning() {
  const name = useWatch<CampaignForm, 'campaign_name'>({ name: 'campaign_name' });
  const [warning] = sanitizeCampaignName(name).warnings;
  if (warning === undefined) return null;
  return (
    <p role="status" className="text-xs text-amber-700">
      {warning.message}
    </p>
  );
}

/** The promoted products: picked with the catalogue's product search, each removable; hidden for 'sin productos'. */
function PromotedProducts() {
  const { setValue, formState } = useFormContext<CampaignForm>();
  const products = useWatch<CampaignForm, 'promoted_products'>({ name: 'promoted_products' });
  const sinProductos = useWatch<CampaignForm, 'sin_productos'>({ name: 'sin_productos' });
  const [picked, setPicked] = useState('');
  const change = (next: string[]) =>
    setValue('promoted_products', next, { shouldDirty: true, shouldValidate: formState.isSubmitted });
  return (
    <FieldSet name="promoted_products" legend="Promoted products" className="flex flex-col gap-2">
      <CheckboxInput<CampaignForm> name="sin_productos" label="Sin productos" />
      {sinProductos ? null : (
        <>
          <div className="flex items-end gap-2">
            <div className="flex-1">
              <ProductReferencePicker
                label="Add a product"
                single
                source="erp"
                value={picked}
                onChange={(id) => setPicked(id)}
                onPickList={(references) =>
                  change(
                    references.reduce(
                      (list, reference) => withProduct(list, reference.referencia),
                      [...products],
                    ),
                  )
                }
              />
            </div>
            <Button
              variant="secondary"
              disabled={picked === ''}
              onClick={() => {
                change(withProduct(products, picked));
                setPicked('');
              }}
            >
              Add product
            </Button>
          </div>
          <ul aria-label="Promoted products" className="flex flex-wrap gap-2">
            {products.map((id) => (
              <li
                key={id}
                className="flex items-center gap-1 rounded border border-slate-300 px-2 py-0.5 text-sm"
              >
                <span className="font-mono">{id}</span>
                <Button
                  variant="ghost"
                  className="px-1 py-0"
                  aria-label={`Remove ${id}`}
                  onClick={() => change(products.filter((product) => product !== id))}
                >
                  ×
                </Button>
              </li>
            ))}
          </ul>
        </>
      )}
    </FieldSet>
  );
}

export interface CampaignFormProps {
  /** The new campaign's fields, or the stored campaign's. */
  defaultValues: CampaignForm;
  /** Saves what validateAiCampaign answered (the name stripped). */
  save: (campaign: AiCampaignInput) => Promise<unknown>;
  /** After a failed save: the server's details are already under the fields. */
  onError: (error: unknown) => void;
  label: string;
  submitLabel: string;
  /** A creation starts again from the defaults; an edit keeps what was saved. */
  afterSave: 'keep' | 'defaults';
  draftKey?: string;
}

/**
 * The AI campaign create and edit form (commerce-operations §3, §5): every field of the campaign, the name's stripped
 * characters shown as a warning while typing, the date range as Madrid days, the products from the catalogue search
 * unless 'sin productos'. The rule is validateAiCampaign, as on the server.
 */
export function CampaignFormView({
  defaultValues,
  save,
  onError,
  label,
  submitLabel,
  afterSave,
  draftKey,
}: CampaignFormProps) {
  const { form, handleSubmit, draft } = useAppForm({
    defaultValues,
    rule,
    fieldOf,
    afterSave,
    ...(draftKey === undefined ? {} : { draftKey }),
  });
  const onSubmit = handleSubmit(
    (value: { campaign: AiCampaign }) =>
      save({ ...value.campaign, oferta_producto: value.campaign.oferta_producto ?? null }),
    { onError },
  );
  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      label={label}
      draft={draft}
      className="flex max-w-3xl flex-col gap-4"
    >
      <div className="flex flex-col gap-1">
        <TextInput<CampaignForm> name="campaign_name" label="Campaign name" />
        <NameWarning />
      </div>
      <TextInput<CampaignForm> name="title" label="Title" />
      <ChoiceGroup<CampaignForm, (typeof AI_CAMPAIGN_TYPES)[number]>
        name="type"
        legend="Type"
        options={TYPE_CHOICES}
      />
      <TextAreaInput<CampaignForm> name="description" label="Description" rows={3} />
      <TextInput<CampaignForm> name="topic" label="Topic" />
      <FieldSet name="dates" legend="Dates (Madrid)" className="flex flex-col gap-2">
        <div className="grid grid-cols-2 gap-2">
          <TextInput<CampaignForm> name="start_date" label="Start date" type="date" />
          <TextInput<CampaignForm> name="end_date" label="End date" type="date" />
        </div>
      </FieldSet>
      <TextInput<CampaignForm> name="promotion_topic" label="Promotion topic" />
      <TextAreaInput<CampaignForm> name="marketing_text" label="Marketing text" rows={3} />
      <div className="grid grid-cols-3 gap-2">
        <TextInput<CampaignForm> name="feature_badge" label="Feature badge" />
        <TextInput<CampaignForm> name="feature_value" label="Feature value" />
        <TextInput<CampaignForm> name="feature_text" label="Feature text" />
      </div>
      <TextInput<CampaignForm> name="landing_page_url" label="Landing page URL" type="url" />
      <CheckboxInput<CampaignForm> name="oferta_producto" label="Oferta producto" />
      <PromotedProducts />
      <div>
        <SubmitButton pendingLabel="Saving…">{submitLabel}</SubmitButton>
      </div>
    </Form>
  );
}
