import {
  Text,
  UNSTABLE_Toast as RACToast,
  UNSTABLE_ToastContent as RACToastContent,
  UNSTABLE_ToastRegion as RACToastRegion,
} from 'react-aria-components';
import { Icon, type IconName } from '../Icon';
import { IconButton } from '../IconButton/IconButton';
import { type ToastKind, type ToastQueue, toast as appToasts } from './toast-queue';
import { content, detail, kindIcon, loadingIcon, region, toast as toastStyle } from './Toaster.css';

/** Each kind's mark. Decoration only: the message says what happened. */
const KIND_ICONS: Readonly<Record<ToastKind, IconName>> = {
  success: 'circleCheck',
  error: 'circleAlert',
  info: 'circleInfo',
  loading: 'spinner',
};

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
            <Icon
              name={KIND_ICONS[toast.content.kind]}
              size={18}
              className={toast.content.kind === 'loading' ? loadingIcon : undefined}
            />
          </span>
          <RACToastContent className={content}>
            <Text slot="title">{toast.content.message}</Text>
            {toast.content.detail && (
              <Text slot="description" className={detail}>
                {toast.content.detail}
              </Text>
            )}
          </RACToastContent>
          <IconButton slot="close" aria-label="Close" icon={<Icon name="close" />} size="small" />
        </RACToast>
      )}
    </RACToastRegion>
  );
}
