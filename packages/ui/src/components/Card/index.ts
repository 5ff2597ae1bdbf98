export { Card, type CardProps, SummaryCard, type SummaryCardProps } from './Card';
