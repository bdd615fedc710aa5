import { totpDisableRequestSchema, totpEnableRequestSchema, totpSetupRequestSchema } from '@rb/contracts';
import { type FormEvent, useId, useState } from 'react';
import { api } from '../../api/endpoints';
import { ApiError } from '../../api/http';
import { PasswordField } from '../../components/PasswordField';
import { TextField } from '../../components/TextField';
import { schemaRefusal } from '../../lib/schemaRefusal';

type Setup = { secret: string; qrCode: string };

/** The refusal in the schema's words for a 400 the schema explains, else the server's own text. */
function refusal(err: unknown, schema: Parameters<typeof schemaRefusal>[0], request: unknown): string {
  if (!(err instanceof ApiError)) return 'Network error occurred.';
  return (
    (err.status === 400 ? schemaRefusal(schema, request) : null) ??
    err.serverMessage ??
    'Something went wrong.'
  );
}

/**
 * Settings → Two-factor authentication: set up an authenticator app (the password, then a QR code and
 * a first code), keep the recovery codes shown once, or turn it off with the password and a code.
 */
export function TwoFactor({ enabled, onChange }: { enabled: boolean | undefined; onChange: () => void }) {
  const headingId = useId();
  const [step, setStep] = useState<'idle' | 'password' | 'scan' | 'codes'>('idle');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [setup, setSetup] = useState<Setup | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[]>([]);
  const [message, setMessage] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const attempt = async (work: () => Promise<void>, explain: (err: unknown) => string) => {
    setError('');
    setBusy(true);
    try {
      await work();
    } catch (err) {
      setError(explain(err));
    } finally {
      setBusy(false);
    }
  };

  const start = (e: FormEvent) => {
    e.preventDefault();
    const request = { password };
    void attempt(
      async () => {
        setSetup(await api.totpSetup(request));
        setPassword('');
        setStep('scan');
      },
      (err) => refusal(err, totpSetupRequestSchema, request),
    );
  };

  const turnOn = (e: FormEvent) => {
    e.preventDefault();
    const request = { code };
    void attempt(
      async () => {
        const reply = await api.totpEnable(request);
        setRecoveryCodes(reply.recoveryCodes);
        setMessage(reply.message);
        setCode('');
        setStep('codes');
      },
      (err) => refusal(err, totpEnableRequestSchema, request),
    );
  };

  const turnOff = (e: FormEvent) => {
    e.preventDefault();
    const request = { password, code };
    void attempt(
      async () => {
        setMessage((await api.totpDisable(request)).message);
        setPassword('');
        setCode('');
        onChange();
      },
      (err) => refusal(err, totpDisableRequestSchema, request),
    );
  };

  const finish = () => {
    setStep('idle');
    setSetup(null);
    setRecoveryCodes([]);
    setMessage('');
    onChange();
  };

  const errorLine = error && (
    <p className="error" role="alert">
      {error}
    </p>
  );

  let body: React.ReactNode;
  if (step === 'codes') {
    body = (
      <>
        <p className="success" role="status">
          {message}
        </p>
        <p>Each recovery code signs you in once in place of a code, if you lose your phone.</p>
        <ul className="recovery-codes" aria-label="Recovery codes">
          {recoveryCodes.map((c) => (
            <li key={c}>
              <code>{c}</code>
            </li>
          ))}
        </ul>
        <button type="button" onClick={finish}>
          I have saved my recovery codes
        </button>
      </>
    );
  } else if (enabled === undefined) {
    body = null;
  } else if (enabled) {
    body = (
      <>
        <p data-testid="two-factor-state">Two-factor authentication is on: signing in asks for a code.</p>
        <form className="form" onSubmit={turnOff}>
          <PasswordField
            label="Password"
            autoComplete="current-password"
            value={password}
            onChange={setPassword}
          />
          <TextField
            label="Code from your app, or a recovery code"
            autoComplete="one-time-code"
            required
            value={code}
            onChange={setCode}
          />
          {errorLine}
          <button type="submit" className="secondary" disabled={busy}>
            Turn off two-factor authentication
          </button>
        </form>
      </>
    );
  } else if (step === 'scan' && setup) {
    body = (
      <form className="form" onSubmit={turnOn}>
        <p>Scan this code with an authenticator app, then enter the 6-digit code it shows.</p>
        <img
          src={setup.qrCode}
          alt="QR code to add this account to an authenticator app"
          width={240}
          height={240}
        />
        <p>
          Cannot scan? Enter this key:{' '}
          <code className="break-anywhere" data-testid="totp-secret">
            {setup.secret}
          </code>
        </p>
        <TextField
          label="6-digit code"
          inputMode="numeric"
          autoComplete="one-time-code"
          required
          value={code}
          onChange={setCode}
        />
        {errorLine}
        <button type="submit" disabled={busy}>
          Turn on
        </button>
      </form>
    );
  } else if (step === 'password') {
    body = (
      <form className="form" onSubmit={start}>
        <PasswordField
          label="Password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
        />
        {errorLine}
        <button type="submit" disabled={busy}>
          Continue
        </button>
      </form>
    );
  } else {
    body = (
      <>
        <p data-testid="two-factor-state">
          Two-factor authentication is off. With it on, signing in also asks for a code from an app on your
          phone.
        </p>
        {message && (
          <p className="success" role="status">
            {message}
          </p>
        )}
        <button type="button" onClick={() => setStep('password')}>
          Set up two-factor authentication
        </button>
      </>
    );
  }

  return (
    <section className="card" style={{ marginTop: '1rem' }} aria-labelledby={headingId}>
      <h2 id={headingId}>Two-factor authentication</h2>
      {body}
    </section>
  );
}
