import { PAGE_SIZES, type PageSize } from '@plotline/domain';
import { Select } from '../../components/Select';

const PAGE_SIZE_ITEMS = PAGE_SIZES.map((size) => ({ id: size, label: String(size) }));

export type PageSizeFilterProps = { value: PageSize; onChange: (pageSize: PageSize) => void };

/** How many rows a page of the list holds. */
export function PageSizeFilter({ value, onChange }: PageSizeFilterProps) {
  return (
    <Select
      label="Page Size"
      items={PAGE_SIZE_ITEMS}
      value={value}
      onChange={(key) => onChange(key as PageSize)}
    />
  );
}
