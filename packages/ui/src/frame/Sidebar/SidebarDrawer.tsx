import { PRODUCT_NAME } from '@plotline/domain';
import { Button, Dialog, Modal, ModalOverlay } from 'react-aria-components';
import { Icon } from '../../components/Icon';
import { Navigation, type NavigationProps } from './Navigation';
import * as styles from './Sidebar.css';

export type SidebarDrawerProps = Omit<NavigationProps, 'onNavigate'> & {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
};

/** The sidebar on a narrow screen: a modal drawer sliding over the content, closed by a link. */
export function SidebarDrawer({ isOpen, onOpenChange, ...navigation }: SidebarDrawerProps) {
  const handleClose = () => onOpenChange(false);
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable
      className={styles.overlay}
    >
      <Modal className={styles.drawer}>
        <Dialog aria-label="Navigation" className={styles.dialog}>
          <div className={styles.header}>
            <span className={styles.title}>{PRODUCT_NAME}</span>
            <Button
              aria-label="Close navigation"
              onPress={handleClose}
              className={styles.closeButton}
            >
              <Icon name="close" size={20} />
            </Button>
          </div>
          <Navigation {...navigation} onNavigate={handleClose} />
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
