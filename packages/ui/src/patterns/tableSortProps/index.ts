export { tableSortProps, type ListSort } from './tableSortProps';
