import { resetPasswordRequestSchema } from '@rb/contracts';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { api } from '../api/endpoints';
import { ApiError } from '../api/http';
import { ErrorAlert } from '../components/ErrorAlert';
import { PasswordField } from '../components/PasswordField';
import { takeMailedToken } from '../lib/mailedToken';
import { schemaRefusal } from '../lib/schemaRefusal';

/** Where the mailed reset link leads: a new password, then every session is signed out. */
export default function ResetPassword() {
  const [token] = useState(takeMailedToken);
  const [values, setValues] = useState({ next: '', confirm: '' });
  const [done, setDone] = useState('');
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError('');
    if (values.next !== values.confirm) {
      setError('New passwords do not match.');
      return;
    }
    setSaving(true);
    const request = { token, newPassword: values.next };
    try {
      setDone((await api.resetPassword(request)).message);
    } catch (err) {
      setError(
        err instanceof ApiError
          ? ((err.status === 400 ? schemaRefusal(resetPasswordRequestSchema, request) : null) ??
              err.serverMessage ??
              'Something went wrong. Please try again.')
          : 'Something went wrong. Please try again.',
      );
    } finally {
      setSaving(false);
    }
  };

  if (done)
    return (
      <section className="page narrow">
        <h1>Password reset</h1>
        <p className="success" role="status">
          {done}
        </p>
        <p>
          <Link to="/login">Go to login</Link>
        </p>
      </section>
    );

  return (
    <section className="page narrow">
      <h1>Choose a new password</h1>
      {token ? (
        <form onSubmit={submit} className="form">
          <PasswordField
            label="New Password"
            autoComplete="new-password"
            value={values.next}
            onChange={(next) => setValues((v) => ({ ...v, next }))}
          />
          <PasswordField
            label="Confirm New Password"
            autoComplete="new-password"
            value={values.confirm}
            onChange={(confirm) => setValues((v) => ({ ...v, confirm }))}
          />
          <p className="hint">Passwords need at least 8 characters. Saving signs you out everywhere.</p>
          <ErrorAlert message={error} />
          <button type="submit" disabled={saving}>
            {saving ? 'Saving...' : 'Reset password'}
          </button>
        </form>
      ) : (
        <p className="error" role="alert">
          This page opens from the link in a password-reset e-mail.
        </p>
      )}
      <p>
        <Link to="/forgot-password">Ask for a new link</Link>
      </p>
    </section>
  );
}
