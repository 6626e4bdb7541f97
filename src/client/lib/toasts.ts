import { onlineManager } from '@tanstack/react-query';
import { toast, type ToastOptions } from 'react-toastify';
import { appText } from '../i18n/app-text';
import { errorMessage } from './api-client';

const SAVE_POSITION: ToastOptions['position'] = 'bottom-center';

/** What a save says while the browser is offline: the mutation waits (TanStack pauses it) and the draft stays. */
export const OFFLINE_SAVE_MESSAGE = appText('toasts.offline');

/**
 * spec §8: a pending → success or error notification for a save, at the bottom centre. While the
 * browser is offline the pending line says so instead of "Saving..." forever; the save itself is
 * paused by TanStack Query and goes ahead when the connection returns.
 */
export function toastSave<T>(promise: Promise<T>, success = appText('toasts.saved'), pending = appText('toasts.saving')): Promise<T> {
  const pendingText = () => (onlineManager.isOnline() ? pending : OFFLINE_SAVE_MESSAGE);
  const id = toast.loading(pendingText(), { position: SAVE_POSITION });
  const stop = onlineManager.subscribe(() => toast.update(id, { render: pendingText() }));
  promise.then(
    () => {
      stop();
      toast.update(id, { render: success, type: 'success', isLoading: false, autoClose: 5000, closeOnClick: true });
    },
    (error: unknown) => {
      stop();
      toast.update(id, { render: errorMessage(error), type: 'error', isLoading: false, autoClose: 5000, closeOnClick: true });
    },
  );
  return promise;
}
