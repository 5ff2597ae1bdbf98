export { EmailLink, type EmailLinkProps } from './EmailLink';
export { PhoneLink, type PhoneLinkProps } from './PhoneLink';
