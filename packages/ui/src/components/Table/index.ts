export { Table } from './Table';
export type { SortDescriptor, TableColumn, TableColumnAlign, TableProps, TableRow } from './Table';
