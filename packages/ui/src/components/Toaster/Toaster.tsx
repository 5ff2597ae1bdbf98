import {
  Text,
  UNSTABLE_Toast as RACToast,
  UNSTABLE_ToastContent as RACToastContent,
  UNSTABLE_ToastRegion as RACToastRegion,
} from 'react-aria-components';
import { IconButton } from '../IconButton/IconButton';
import { CloseIcon } from '../../icons';
import { ToastKindIcon } from './icons';
import { type ToastQueue, toast as appToasts } from './toast-queue';
import { content, detail, kindIcon, region, toast as toastStyle } from './Toaster.css';

export type ToasterProps = {
  /** Whose toasts to show; the app's `toast` queue by default. */
  queue?: ToastQueue;
};

/**
 * react-aria's toast region at the top right: a landmark F6 reaches, each toast announced and
 * closable, timers paused while hovered or focused. A toast's detail is its description, so a
 * screen reader reads it after the message.
 */
export function Toaster({ queue = appToasts }: ToasterProps) {
  return (
    <RACToastRegion queue={queue.toasts} className={region}>
      {({ toast }) => (
        <RACToast toast={toast} className={toastStyle} data-kind={toast.content.kind}>
          <span className={kindIcon}>
            <ToastKindIcon kind={toast.content.kind} />
          </span>
          <RACToastContent className={content}>
            <Text slot="title">{toast.content.message}</Text>
            {toast.content.detail && (
              <Text slot="description" className={detail}>
                {toast.content.detail}
              </Text>
            )}
          </RACToastContent>
          <IconButton slot="close" aria-label="Close" icon={<CloseIcon />} size="small" />
        </RACToast>
      )}
    </RACToastRegion>
  );
}
