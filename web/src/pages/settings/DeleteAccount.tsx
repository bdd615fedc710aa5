import { deleteAccountRequestSchema } from '@rb/contracts';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { api } from '../../api/endpoints';
import { ApiError } from '../../api/http';
import { PasswordField } from '../../components/PasswordField';
import { TextField } from '../../components/TextField';
import { schemaRefusal } from '../../lib/schemaRefusal';
import { leaveWithNotice } from '../../session/farewell';

/**
 * Settings → Delete account. The first button only opens the confirmation, which asks for the
 * password: nothing irreversible happens on one click or with a token alone.
 */
export function DeleteAccount({ twoFactor }: { twoFactor: boolean }) {
  const headingId = useId();
  const [confirming, setConfirming] = useState(false);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [deleting, setDeleting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const returnFocus = useRef(false);
  // Opening puts the keyboard in the password field; Cancel gives it back to the button that opened it.
  useEffect(() => {
    if (confirming) form.current?.querySelector('input')?.focus();
    else if (returnFocus.current) opener.current?.focus();
  }, [confirming]);

  const cancel = () => {
    returnFocus.current = true;
    setConfirming(false);
    setPassword('');
    setCode('');
    setError(null);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const request = twoFactor ? { password, code } : { password };
    setDeleting(true);
    try {
      const { message } = await api.deleteAccount(request);
      leaveWithNotice(message);
    } catch (err) {
      setError(
        err instanceof ApiError
          ? ((err.status === 400 ? schemaRefusal(deleteAccountRequestSchema, request) : null) ??
              err.serverMessage ??
              'Failed to delete the account.')
          : 'Network error occurred.',
      );
      setDeleting(false);
    }
  };

  return (
    <section className="card" style={{ marginTop: '1rem' }} aria-labelledby={headingId}>
      <h2 id={headingId}>Delete account</h2>
      <p>
        Deleting your account removes your resumes with all their versions, your applications and cover
        letters, your downloads and jobs in progress, and signs you out everywhere. It cannot be undone.
        Records that you accepted our legal documents and the security log are kept without your name or
        e-mail.
      </p>
      {confirming ? (
        <form ref={form} className="form" onSubmit={submit} aria-describedby={`${headingId}-confirm`}>
          <p id={`${headingId}-confirm`}>
            Enter your password{twoFactor ? ' and a code from your authenticator app' : ''} to confirm.
          </p>
          <PasswordField
            label="Password"
            autoComplete="current-password"
            value={password}
            onChange={setPassword}
          />
          {twoFactor && (
            <TextField
              label="Code from your app, or a recovery code"
              autoComplete="one-time-code"
              required
              value={code}
              onChange={setCode}
            />
          )}
          {error && (
            <p className="error" role="alert">
              {error}
            </p>
          )}
          <div className="row">
            <button type="submit" className="danger" disabled={deleting}>
              {deleting ? 'Deleting...' : 'Delete my account permanently'}
            </button>
            <button type="button" className="secondary" onClick={cancel} disabled={deleting}>
              Cancel
            </button>
          </div>
        </form>
      ) : (
        <button ref={opener} type="button" className="danger" onClick={() => setConfirming(true)}>
          Delete account
        </button>
      )}
    </section>
  );
}
