import { skeleton } from './Skeleton.css';

export type SkeletonProps = {
  /** Any CSS length; the whole width of its place by default. */
  width?: string;
  /** Any CSS length, e.g. a line of text or a chart's height. */
  height?: string;
};

/**
 * A grey shape where content is about to be, so a page keeps its layout while it loads. Hidden
 * from screen readers: the section around it says it is busy (aria-busy) and names what loads.
 */
export function Skeleton({ width = '100%', height = '1em' }: SkeletonProps) {
  return <span aria-hidden="true" className={skeleton} style={{ width, height }} />;
}
