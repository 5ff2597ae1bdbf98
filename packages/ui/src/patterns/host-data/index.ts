export { choicesOf, type ChoiceSource } from './choice-source';
export type { EditWatch } from './edit-watch';
export { useInMemoryRecord } from './in-memory-record';
export { loaded, NOT_LOADED, type Loadable } from './loadable';
export type { OpenedRecord } from './opened-record';
