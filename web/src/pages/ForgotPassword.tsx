import { forgotPasswordRequestSchema } from '@rb/contracts';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { api } from '../api/endpoints';
import { ApiError } from '../api/http';
import { ErrorAlert } from '../components/ErrorAlert';
import { TextField } from '../components/TextField';
import { schemaRefusal } from '../lib/schemaRefusal';

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
export default function ForgotPassword() {
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState('');
  const [error, setError] = useState('');
  const [sending, setSending] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError('');
    setSent('');
    setSending(true);
    try {
      setSent((await api.forgotPassword({ email })).message);
    } catch (err) {
      setError(
        err instanceof ApiError
          ? ((err.status === 400 ? schemaRefusal(forgotPasswordRequestSchema, { email }) : null) ??
              err.serverMessage ??
              'Something went wrong. Please try again.')
          : 'Something went wrong. Please try again.',
      );
    } finally {
      setSending(false);
    }
  };

  return (
    <section className="page narrow">
      <h1>Forgot your password?</h1>
      <p>Enter the e-mail address of your account and we will send you a link to choose a new password.</p>
      <form onSubmit={submit} className="form">
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={setEmail}
        />
        <ErrorAlert message={error} />
        {sent && (
          <p className="success" role="status">
            {sent}
          </p>
        )}
        <button type="submit" disabled={sending}>
          {sending ? 'Sending...' : 'Send reset link'}
        </button>
      </form>
      <p>
        <Link to="/login">Back to login</Link>
      </p>
    </section>
  );
}
