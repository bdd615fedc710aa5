import type { Passkey } from '@rb/contracts';
import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { type FormEvent, useCallback, useEffect, useId, useState } from 'react';
import { api } from '../../api/endpoints';
import { ApiError } from '../../api/http';
import { PasswordField } from '../../components/PasswordField';
import { createPasskey, passkeyFailure } from '../../lib/passkeyCeremony';

const when = (iso: string) => new Date(iso).toLocaleString();

/** Settings → Passkeys: the account's passkeys (sign in without a password), added with the password. */
export function Passkeys() {
  const headingId = useId();
  const [passkeys, setPasskeys] = useState<Passkey[] | null>(null);
  const [adding, setAdding] = useState(false);
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const supported = browserSupportsWebAuthn();

  const load = useCallback(() => {
    api
      .listPasskeys()
      .then(({ passkeys: list }) => setPasskeys(list))
      .catch(() => setResult({ ok: false, text: 'Could not load your passkeys. Please reload the page.' }));
  }, []);
  useEffect(load, [load]);

  const explain = (err: unknown) =>
    passkeyFailure(err) ??
    (err instanceof ApiError && err.serverMessage) ??
    'Could not add the passkey. Please try again.';

  const add = async (e: FormEvent) => {
    e.preventDefault();
    setResult(null);
    setBusy(true);
    try {
      const { message } = await api.passkeyRegister(await createPasskey(password));
      setResult({ ok: true, text: message });
      setPassword('');
      setAdding(false);
      load();
    } catch (err) {
      setResult({ ok: false, text: explain(err) || 'Could not add the passkey. Please try again.' });
    } finally {
      setBusy(false);
    }
  };

  const remove = async (id: string) => {
    setResult(null);
    try {
      setResult({ ok: true, text: (await api.removePasskey(id)).message });
      load();
    } catch (err) {
      setResult({
        ok: false,
        text: (err instanceof ApiError && err.serverMessage) || 'Could not remove it.',
      });
    }
  };

  return (
    <section className="card" style={{ marginTop: '1rem' }} aria-labelledby={headingId}>
      <h2 id={headingId}>Passkeys</h2>
      <p>
        A passkey signs you in with your device's lock (fingerprint, face or PIN) instead of your password,
        and can stand in for the authenticator code.
      </p>
      {passkeys && passkeys.length > 0 && (
        <ul className="sessions" aria-label="Your passkeys">
          {passkeys.map((p) => (
            <li key={p.id}>
              <p>
                <strong>{p.device}</strong>
                <br />
                <span className="muted">
                  Added {when(p.createdAt)}
                  {p.lastUsedAt ? `, last used ${when(p.lastUsedAt)}` : ', not used yet'}
                </span>
              </p>
              <button
                type="button"
                className="secondary"
                aria-label={`Remove the passkey from ${p.device}`}
                onClick={() => remove(p.id)}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      {passkeys?.length === 0 && <p>You have no passkeys yet.</p>}
      {result && (
        <p className={result.ok ? 'success' : 'error'} role={result.ok ? 'status' : 'alert'}>
          {result.text}
        </p>
      )}
      {!supported ? (
        <p>This browser cannot create passkeys.</p>
      ) : adding ? (
        <form className="form" onSubmit={add}>
          <PasswordField
            label="Password"
            autoComplete="current-password"
            value={password}
            onChange={setPassword}
          />
          <div className="row">
            <button type="submit" disabled={busy}>
              {busy ? 'Waiting for your device...' : 'Create passkey'}
            </button>
            <button type="button" className="secondary" onClick={() => setAdding(false)} disabled={busy}>
              Cancel
            </button>
          </div>
        </form>
      ) : (
        <button type="button" onClick={() => setAdding(true)}>
          Add a passkey
        </button>
      )}
    </section>
  );
}
