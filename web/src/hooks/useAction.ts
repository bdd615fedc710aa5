import { useCallback, useState } from 'react';
import { type Messages, messageFor } from '../api/http';

/** How a failure becomes the SPEC §8 text: the usual pair of messages, or a page's own mapping. */
export type FailureText = Messages | ((error: unknown) => string);

export interface Action<K extends string> {
  /** Which action is running, or null: drives the overlay text and disables the buttons. */
  busy: K | null;
  /** The last failure's message ('' when none); pages may also set their own (client checks). */
  error: string;
  setError: (message: string) => void;
  /**
   * Runs `work` as action `kind`: clears the old error, marks busy, and on a throw shows the message
   * `failure` gives for it. Resolves true when the work succeeded.
   */
  run: (kind: K, work: () => Promise<void>, failure: FailureText) => Promise<boolean>;
}

/** "Run an action with busy state and the §8 error message", written once for every screen. */
export function useAction<K extends string>(): Action<K> {
  const [busy, setBusy] = useState<K | null>(null);
  const [error, setError] = useState('');

  const run = useCallback(async (kind: K, work: () => Promise<void>, failure: FailureText) => {
    setError('');
    setBusy(kind);
    try {
      await work();
      return true;
    } catch (err) {
      setError(typeof failure === 'function' ? failure(err) : messageFor(err, failure));
      return false;
    } finally {
      setBusy(null);
    }
  }, []);

  return { busy, error, setError, run };
}
