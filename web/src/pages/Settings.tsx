import { changePasswordRequestSchema } from '@rb/contracts';
import { type FormEvent, useState } from 'react';
import { api } from '../api/endpoints';
import { ApiError } from '../api/http';
import { PasswordField } from '../components/PasswordField';
import { PrivateHeader } from '../components/PrivateHeader';
import { schemaRefusal } from '../lib/schemaRefusal';
import { replaceToken, useSession } from '../session/session';
import { DeleteAccount } from './settings/DeleteAccount';
import { DownloadMyData } from './settings/DownloadMyData';
import { EmailAddress } from './settings/EmailAddress';
import { Passkeys } from './settings/Passkeys';
import { Sessions } from './settings/Sessions';
import { TwoFactor } from './settings/TwoFactor';
import { useAccountStatus } from './settings/useAccountStatus';

const empty = { current: '', next: '', confirm: '' };

export default function Settings() {
  const { user } = useSession();
  const account = useAccountStatus();
  const [values, setValues] = useState(empty);
  const [updating, setUpdating] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setResult(null);
    if (values.next !== values.confirm) {
      setResult({ ok: false, text: 'New passwords do not match.' });
      return;
    }
    setUpdating(true);
    const request = { currentPassword: values.current, newPassword: values.next };
    try {
      const { message, token } = await api.changePassword(request);
      // The change revokes every older token, this page's included; keep the session on the new one.
      if (token) replaceToken(token);
      setResult({ ok: true, text: message || 'Password updated successfully.' });
      setValues(empty);
    } catch (err) {
      setResult({
        ok: false,
        text:
          err instanceof ApiError
            ? ((err.status === 400 ? schemaRefusal(changePasswordRequestSchema, request) : null) ??
              err.serverMessage ??
              'Failed to change password.')
            : 'Network error occurred.',
      });
    } finally {
      setUpdating(false);
    }
  };

  return (
    <section className="page narrow">
      <PrivateHeader title="Settings" />
      <section className="card">
        <h2>Your Info</h2>
        <p>
          Username:{' '}
          <strong className="break-anywhere" data-testid="username">
            {user}
          </strong>
        </p>
      </section>
      <EmailAddress status={account.status} failed={account.failed} />
      <section className="card" style={{ marginTop: '1rem' }}>
        <h2>Change Password</h2>
        <form className="form" onSubmit={submit}>
          <PasswordField
            label="Current Password"
            autoComplete="current-password"
            value={values.current}
            onChange={(current) => setValues((v) => ({ ...v, current }))}
          />
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
          {result && (
            <p className={result.ok ? 'success' : 'error'} role={result.ok ? 'status' : 'alert'}>
              {result.text}
            </p>
          )}
          <button type="submit" disabled={updating}>
            {updating ? 'Updating...' : 'Update Password'}
          </button>
        </form>
      </section>
      <section className="card" style={{ marginTop: '1rem' }}>
        <h2>Preferences</h2>
        <ul>
          <li>Auto-save — coming soon</li>
          <li>Resume template — coming soon</li>
        </ul>
      </section>
      <TwoFactor enabled={account.status?.twoFactor} onChange={account.reload} />
      <Passkeys />
      <Sessions />
      <DownloadMyData />
      <DeleteAccount twoFactor={account.status?.twoFactor ?? false} />
    </section>
  );
}
