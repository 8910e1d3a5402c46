import { catalogueMessages, IMAGE_SLOTS, type ProductFormValues } from '@cellar/validation/catalogue';
import { TextInput } from '@/components/form';

const recordOf = (value: unknown): Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
const textOf = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/**
 * Product images (§2 'Product images'): the image of each slot per product reference, as stored. Uploading and
 * deleting belong to the Images screen, a later round: this section shows what there is.
 */
export function ProductImages({ images }: { images: unknown }) {
  const references = Object.entries(recordOf(images));
  if (references.length === 0)
    return <p className="text-sm text-slate-600">{catalogueMessages.product.noImages}</p>;
  return (
    <ul className="flex flex-col gap-3 text-sm">
      {references.map(([reference, slots]) => (
        <li key={reference} className="flex flex-col gap-1">
          <h3 className="font-mono font-medium text-slate-800">{reference}</h3>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-0.5">
            {IMAGE_SLOTS.filter((slot) => textOf(recordOf(slots)[slot]) !== '').map((slot) => (
              <div key={slot} className="contents">
                <dt className="font-mono text-slate-600">{slot}</dt>
                <dd className="break-all text-slate-800">{textOf(recordOf(slots)[slot])}</dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  );
}

/** Product video (§2 'Product video'): its address. */
export function ProductVideo() {
  return <TextInput<ProductFormValues> name="video" label="Product video" type="url" />;
}
