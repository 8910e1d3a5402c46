import { catalogueMessages, type ProductFormValues } from '@cellar/validation/catalogue';
import { GRAPE_TAG_TYPE } from '@cellar/validation/site';
import { useWatch } from 'react-hook-form';
import { SelectInput, TextAreaInput, TextInput } from '@/components/form';
import { choicesWith, GrapeShares, PICKER_LANGUAGE } from '@/components/pickers/grape-shares';
import { useZonas } from '@/components/pickers/list-pickers';
import { ProductNamesFields } from '@/components/pickers/product-names';

/** Product details (§2 'Product details'): names, type, alcohol, region, labels, grapes with their percentage. */
export function ProductDetails({ tags }: { tags: Readonly<Record<string, unknown>> }) {
  return (
    <div className="flex flex-col gap-6">
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <TextInput<ProductFormValues> name="nombre" label="Name" />
        <TextInput<ProductFormValues>
          name="tipo"
          label="Type"
          hint="/vi wine, /de spirit, /pk pack, /co complement"
        />
        <TextInput<ProductFormValues> name="graduacion" label="Alcohol" inputMode="decimal" />
        <RegionSelect />
        <TextAreaInput<ProductFormValues> name="labels" label="Labels" hint="One label per line" rows={3} />
      </div>
      <ProductNamesFields<ProductFormValues> />
      <GrapeShares<ProductFormValues> name="grapes" />
      <OtherTags tags={tags} />
    </div>
  );
}

/** The product's region: a zone of /zonas/ (`@list-id-zonas`), stored as its path. */
function RegionSelect() {
  const region = useWatch<ProductFormValues, 'region'>({ name: 'region' });
  const zonas = useZonas(PICKER_LANGUAGE).data?.zonas ?? [];
  const choices = zonas.map((zona) => ({ value: zona.path, label: `${zona.name} (${zona.type})` }));
  return (
    <SelectInput<ProductFormValues, string>
      name="region"
      label="Region"
      options={choicesWith(choices, region)}
      placeholder="No region"
    />
  );
}

/** The product's other tag categories, as they are (this tab edits the grapes only). */
function OtherTags({ tags }: { tags: Readonly<Record<string, unknown>> }) {
  const categories = Object.entries(tags).filter(([category]) => category !== GRAPE_TAG_TYPE);
  if (categories.length === 0) return null;
  return (
    <section aria-label={catalogueMessages.product.otherTags} className="flex flex-col gap-1 text-sm">
      <h3 className="font-medium text-slate-700">{catalogueMessages.product.otherTags}</h3>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        {categories.map(([category, list]) => (
          <div key={category} className="contents">
            <dt className="font-mono text-slate-600">{category}</dt>
            <dd className="text-slate-800">
              {(Array.isArray(list) ? list : [])
                .map((tag) =>
                  typeof tag === 'object' && tag !== null ? String((tag as { id?: unknown }).id) : '',
                )
                .filter(Boolean)
                .join(', ')}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
