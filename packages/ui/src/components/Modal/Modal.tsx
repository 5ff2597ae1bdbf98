import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Modal as RACModal, ModalOverlay, type ModalOverlayProps } from 'react-aria-components';
import { modalOpenerOf, rememberModalOpener, returnFocusToOpener } from './modal-opener';
import { modal, overlay } from './Modal.css';

export type ModalSize = 'small' | 'medium' | 'large';

export type ModalProps = Omit<ModalOverlayProps, 'className' | 'children'> & {
  size?: ModalSize;
  /** A Dialog: it names the modal and traps focus inside it. */
  children: ReactNode;
};

/**
 * react-aria's ModalOverlay and Modal: Escape closes it (unless isKeyboardDismissDisabled), focus
 * stays inside while open and returns to the trigger on close, or to what stands in its place
 * now (modal-opener). Controlled with isOpen and onOpenChange, or opened by a surrounding
 * DialogTrigger.
 */
export function Modal({ size = 'medium', children, ...props }: ModalProps) {
  const modalRef = useRef<HTMLDivElement>(null);
  return (
    <ModalOverlay {...props} className={overlay}>
      <RACModal ref={modalRef} className={modal} data-size={size}>
        <ReturnsFocusToOpener modalRef={modalRef} />
        {children}
      </RACModal>
    </ModalOverlay>
  );
}

/**
 * Mounted with the modal's content: it notes what had the focus as the content first renders,
 * before anything inside takes it (as react-aria does), and once the content has gone puts the
 * focus back there if react-aria could not. react-aria restores on the next animation frame;
 * this checks on one too, and whichever runs second finds the focus placed and leaves it.
 */
function ReturnsFocusToOpener({ modalRef }: { modalRef: RefObject<HTMLDivElement | null> }) {
  const [opener] = useState(() => modalOpenerOf(document.activeElement));
  // Not a layout effect: the modal's element is not in its ref yet when its children's run.
  useEffect(() => {
    if (modalRef.current) rememberModalOpener(modalRef.current, opener);
    return () => {
      requestAnimationFrame(() => returnFocusToOpener(opener));
    };
  }, [modalRef, opener]);
  return null;
}
