export { RecordLink, type RecordLinkProps } from './RecordLink';
