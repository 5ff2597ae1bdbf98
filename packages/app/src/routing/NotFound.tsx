import { NOT_FOUND_TITLE } from '@plotline/domain';
import { Link } from 'wouter';

/** What an address outside the routes of docs/product/screens.md shows, signed in or not. */
export function NotFound() {
  return (
    <main>
      <h1>{NOT_FOUND_TITLE}</h1>
      <p>There is no page at this address.</p>
      <Link href="/">Go to Dashboard</Link>
    </main>
  );
}
