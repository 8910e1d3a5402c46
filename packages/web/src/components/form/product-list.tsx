import { productPickerMessages } from '@cellar/validation/catalogue';
import { clsx } from 'clsx';
import type { ProductRows } from './product-lookup';
import { ProductLine, ProductThumbnail } from './product-reference-picker';

/**
 * Product references as staff read them: each with its anv800 thumbnail, name, vintage and format once `rows` (one
 * `useProductRows` lookup for the whole screen) names it, the bare reference until then, and a reference the
 * catalogue does not have flagged in the picker's words.
 */
export function ProductList({
  label,
  references,
  rows,
  className,
}: {
  label: string;
  references: readonly string[];
  rows: ProductRows | undefined;
  className?: string;
}) {
  if (references.length === 0) return null;
  return (
    <ul aria-label={label} className={clsx('flex flex-col gap-1 text-sm', className)}>
      {references.map((reference) => {
        const row = rows?.[reference];
        return (
          <li key={reference}>
            {row ? (
              <ProductLine reference={row} />
            ) : (
              <span className="flex items-center gap-2">
                <ProductThumbnail reference={null} />
                <span className="font-mono">{reference}</span>
                {row === null ? (
                  <span className="text-rose-700">{productPickerMessages.unknownReference(reference)}</span>
                ) : null}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
