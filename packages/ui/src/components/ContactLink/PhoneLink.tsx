import { telHref } from '@plotline/domain';
import { Link } from 'react-aria-components';
import * as styles from './ContactLink.css';

export type PhoneLinkProps = {
  /** The number as it is stored, e.g. '9876543210' or '+91 98765 43210'; shown as it is. */
  number: string;
};

/**
 * A phone number that dials when clicked: a link to 'tel:+91…', the number's global form
 * (telHref). What is not a whole number, e.g. a masked 'Last 5 digits: 43210', stays plain text.
 */
export function PhoneLink({ number }: PhoneLinkProps) {
  const href = telHref(number);
  if (href === null) return number;
  return (
    <Link href={href} className={styles.link}>
      {number}
    </Link>
  );
}
