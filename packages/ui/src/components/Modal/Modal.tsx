import type { ReactNode } from 'react';
import { Modal as RACModal, ModalOverlay, type ModalOverlayProps } from 'react-aria-components';
import { modal, overlay } from './Modal.css';

export type ModalSize = 'small' | 'medium' | 'large';

export type ModalProps = Omit<ModalOverlayProps, 'className' | 'children'> & {
  size?: ModalSize;
  /** A Dialog: it names the modal and traps focus inside it. */
  children: ReactNode;
};

/**
 * react-aria's ModalOverlay and Modal: Escape closes it (unless isKeyboardDismissDisabled), focus
 * stays inside while open and returns to the trigger on close. Controlled with isOpen and
 * onOpenChange, or opened by a surrounding DialogTrigger.
 */
export function Modal({ size = 'medium', children, ...props }: ModalProps) {
  return (
    <ModalOverlay {...props} className={overlay}>
      <RACModal className={modal} data-size={size}>
        {children}
      </RACModal>
    </ModalOverlay>
  );
}
