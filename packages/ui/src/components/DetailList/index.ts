export {
  Detail,
  DetailList,
  type DetailListProps,
  type DetailListSize,
  type DetailProps,
} from './DetailList';
export { DetailSection, type DetailSectionProps } from './DetailSection';
