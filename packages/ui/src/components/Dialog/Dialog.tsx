import type { ReactNode } from 'react';
import {
  Dialog as RACDialog,
  type DialogProps as RACDialogProps,
  Heading,
} from 'react-aria-components';
import { Icon } from '../Icon';
import { IconButton } from '../IconButton/IconButton';
import { body, dialog, footer as footerStyle, header, title as titleStyle } from './Dialog.css';

export type DialogProps = Omit<RACDialogProps, 'className' | 'children'> & {
  /** The heading, which also names the dialog. */
  title: ReactNode;
  children: ReactNode;
  /** The actions; a Button with slot="close" closes the surrounding Modal. */
  footer?: ReactNode;
  /** The corner ✕. An alertdialog leaves it out so the user answers the question. */
  hasCloseButton?: boolean;
  /**
   * Nothing in the body takes focus (a details view): the body itself does, as a document, so
   * the keyboard can scroll a long one.
   */
  isReadOnly?: boolean;
};

/** react-aria's Dialog laid out as heading, scrolling body and footer of actions. */
export function Dialog({
  title,
  children,
  footer,
  hasCloseButton = true,
  isReadOnly = false,
  ...props
}: DialogProps) {
  return (
    <RACDialog {...props} className={dialog}>
      <div className={header}>
        <Heading slot="title" className={titleStyle}>
          {title}
        </Heading>
        {hasCloseButton && (
          <IconButton slot="close" aria-label="Close" icon={<Icon name="close" />} size="small" />
        )}
      </div>
      <div
        className={body}
        {...(isReadOnly && { role: 'document', tabIndex: 0, 'data-read-only': true })}
      >
        {children}
      </div>
      {footer && <div className={footerStyle}>{footer}</div>}
    </RACDialog>
  );
}
