import { registerRequestSchema } from '@rb/contracts';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../api/endpoints';
import { ApiError } from '../api/http';
import { ErrorAlert } from '../components/ErrorAlert';
import { LegalModal } from '../components/LegalModal';
import { Overlay } from '../components/Overlay';
import { TextField } from '../components/TextField';
import { schemaRefusal } from '../lib/schemaRefusal';
import { saveSession } from '../session/session';

const empty = { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' };
type Field = keyof typeof empty;

const fields: { name: Field; label: string; type: string; autoComplete: string }[] = [
  { name: 'firstName', label: 'First Name', type: 'text', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last Name', type: 'text', autoComplete: 'family-name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'new-password' },
  { name: 'confirmPassword', label: 'Confirm Password', type: 'password', autoComplete: 'new-password' },
];

/**
 * Why the server refused, beneath SPEC §8's "Registration failed. Try again.": its own text for a
 * taken e-mail or a throttle, and for a 400 the same contracts schema's messages (password too short…).
 */
function refusalReason(err: ApiError, request: unknown): string | null {
  return err.status === 400 ? schemaRefusal(registerRequestSchema, request) : err.serverMessage;
}

/** Register: the legal modal first, then the form; on success the four agreements are recorded. */
export default function Register() {
  const navigate = useNavigate();
  const [accepted, setAccepted] = useState(false);
  const [values, setValues] = useState(empty);
  const [error, setError] = useState('');
  const [reason, setReason] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError('');
    setReason(null);
    if (values.password !== values.confirmPassword) {
      setError('Passwords do not match.');
      return;
    }
    setSubmitting(true);
    const { firstName, lastName, email, password } = values;
    const request = { firstName, lastName, email, password };
    try {
      const result = await api.register(request);
      if (!result.token) throw new ApiError(500, null, null);
      saveSession(result.token, email.trim());
      await api.agreeToAll();
      navigate('/login', { replace: true });
    } catch (err) {
      if (err instanceof ApiError) {
        setError('Registration failed. Try again.');
        setReason(refusalReason(err, request));
      } else setError('Something went wrong. Please try again.');
    } finally {
      setSubmitting(false);
    }
  };

  if (!accepted) return <LegalModal onComplete={() => setAccepted(true)} />;

  return (
    <section className="page narrow">
      <h1>Create your account</h1>
      <form onSubmit={submit} className="form">
        {fields.map((f) => (
          <TextField
            key={f.name}
            label={f.label}
            name={f.name}
            type={f.type}
            autoComplete={f.autoComplete}
            required
            value={values[f.name]}
            onChange={(value) => setValues((v) => ({ ...v, [f.name]: value }))}
          />
        ))}
        <p className="hint">Passwords need at least 8 characters.</p>
        <ErrorAlert message={error} detail={reason} />
        <button type="submit">Register</button>
      </form>
      {submitting && <Overlay message="Creating your account..." />}
    </section>
  );
}
