import { useState } from 'react';
import { api } from '../api/endpoints';
import { ApiError } from '../api/http';

/** Mails a new verification link to the signed-in account's address, and says what happened. */
export function ResendVerification() {
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const [sending, setSending] = useState(false);

  const resend = async () => {
    setSending(true);
    setResult(null);
    try {
      setResult({ ok: true, text: (await api.resendVerification()).message });
    } catch (err) {
      setResult({
        ok: false,
        text:
          (err instanceof ApiError && err.serverMessage) || 'Could not send the e-mail. Please try again.',
      });
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="resend-verification">
      <button type="button" className="secondary" onClick={resend} disabled={sending}>
        {sending ? 'Sending...' : 'Resend verification e-mail'}
      </button>
      {result && (
        <p className={result.ok ? 'success' : 'error'} role={result.ok ? 'status' : 'alert'}>
          {result.text}
        </p>
      )}
    </div>
  );
}
