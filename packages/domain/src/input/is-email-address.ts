/**
 * Whether text looks like an email address: something@domain.tld with no spaces, non-empty domain
 * labels and a top-level domain of at least two characters. Surrounding spaces are ignored
 * because forms trim what they send. Deliverability is the mail server's business, not ours.
 */
const EMAIL_ADDRESS = /^[^\s@]+@(?:[^\s@.]+\.)+[^\s@.]{2,}$/;

export function isEmailAddress(text: string): boolean {
  return EMAIL_ADDRESS.test(text.trim());
}
