export { GlobalSearch } from './GlobalSearch';
export type { GlobalSearchGroup, GlobalSearchHit, GlobalSearchProps } from './GlobalSearch';
