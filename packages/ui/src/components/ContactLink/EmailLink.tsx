import { mailtoHref } from '@plotline/domain';
import { Link } from 'react-aria-components';
import * as styles from './ContactLink.css';

export type EmailLinkProps = {
  /** The address as it is stored, e.g. 'neha.gupta@example.com'; shown as it is. */
  address: string;
};

/**
 * An email address that starts a mail to it when clicked: a link to 'mailto:…'. A line may break
 * after its @, so a table column need only be as wide as the longer half. What is not an address
 * stays plain text.
 */
export function EmailLink({ address }: EmailLinkProps) {
  const href = mailtoHref(address);
  if (href === null) return address;
  const shown = address.trim();
  const afterAt = shown.indexOf('@') + 1;
  return (
    // Named in words: browsers read the <wbr> in its text as a space.
    <Link href={href} aria-label={shown} className={styles.link}>
      {/* One box for the text, the link's only flex item, so it can break where <wbr> allows. */}
      <span>
        {shown.slice(0, afterAt)}
        <wbr />
        {shown.slice(afterAt)}
      </span>
    </Link>
  );
}
