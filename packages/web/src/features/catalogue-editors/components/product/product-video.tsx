import type { ProductFormValues } from '@cellar/validation/catalogue';
import { TextInput } from '@/components/form';

/** Product video (§2 'Product video'): its address. */
export function ProductVideo() {
  return <TextInput<ProductFormValues> name="video" label="Product video" type="url" />;
}
