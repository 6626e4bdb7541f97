import { toast, type ToastOptions } from 'react-toastify';
import { errorMessage } from './api-client';

const SAVE_POSITION: ToastOptions['position'] = 'bottom-center';

/** spec §8: a pending → success or error notification for a save, at the bottom centre. */
export function toastSave<T>(promise: Promise<T>, success = 'Successfully saved!', pending = 'Saving...'): Promise<T> {
  return toast.promise<T>(
    promise,
    {
      pending,
      success,
      error: { render: ({ data }) => errorMessage(data) },
    },
    { position: SAVE_POSITION },
  );
}
