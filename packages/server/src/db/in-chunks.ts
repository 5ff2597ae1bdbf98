/**
 * The items in runs of at most `size`, in their order: rows written or ids read so many to a
 * statement, as a statement takes at most 65,535 values.
 */
export function inChunks<Item>(items: readonly Item[], size: number): Item[][] {
  const chunks: Item[][] = [];
  for (let start = 0; start < items.length; start += size) {
    chunks.push(items.slice(start, start + size));
  }
  return chunks;
}
