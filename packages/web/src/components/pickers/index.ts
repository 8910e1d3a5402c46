export type { ProductPickerProps } from './product-picker';
export { ProductInput, ProductPicker } from './product-picker';
export { productSearchQuery, useProductSearch } from './search-products';
export type { ShopSelectProps } from './shop-select';
export { ShopSelect } from './shop-select';
