import { UNEXPECTED_ERROR_TITLE } from '@plotline/domain';
import { Link } from 'react-aria-components';
import * as styles from './ErrorPage.css';

export type ErrorPageProps = {
  /** What went wrong, when the router has an error to tell. */
  message?: string;
};

/** The router's default error page. */
export function ErrorPage({ message }: ErrorPageProps) {
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{UNEXPECTED_ERROR_TITLE}</h1>
      {message ? <pre className={styles.message}>{message}</pre> : null}
      <Link href="/" className={styles.link}>
        Go to Dashboard
      </Link>
    </div>
  );
}
