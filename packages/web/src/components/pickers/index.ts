export type { ProductPickerProps } from './product-picker';
export { ProductInput, ProductPicker } from './product-picker';
export { productSearchQuery, useProductSearch } from './search-products';
