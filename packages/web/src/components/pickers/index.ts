export {
  foundUsersText,
  USER_SEARCH_LIMIT,
  USER_SEARCH_TEXT,
  userSearchKeys,
  userSearchQuery,
  useUserSearch,
} from './search-users';
export type { ShopSelectProps } from './shop-select';
export { ShopSelect } from './shop-select';
export type { UserSearchProps } from './user-search';
export { UserSearch } from './user-search';
