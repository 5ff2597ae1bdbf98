export {
  section as commission,
  loading,
  actions,
  part,
  partHeading,
  muted,
  note,
  stacked,
  strong,
  nowrap,
} from '../../payments/money-section.css';
