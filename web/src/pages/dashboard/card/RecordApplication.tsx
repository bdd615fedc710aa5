import { type FormEvent, useState } from 'react';
import { api } from '../../../api/endpoints';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { TextField } from '../../../components/TextField';
import { useAction } from '../../../hooks/useAction';

interface RecordApplicationProps {
  resumeId: string;
  version: number;
  onRecorded: () => void;
}

/** "I applied with this version": company and role, added to the dashboard's applications. */
export function RecordApplication({ resumeId, version, onRecorded }: RecordApplicationProps) {
  const [company, setCompany] = useState('');
  const [role, setRole] = useState('');
  const [done, setDone] = useState(false);
  const action = useAction<'record'>();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!company.trim() || !role.trim()) return action.setError('Enter the company and the job title.');
    void action.run(
      'record',
      async () => {
        await api.recordApplication(resumeId, version, company.trim(), role.trim());
        setDone(true);
        onRecorded();
      },
      { failed: 'Failed to record the application.', unexpected: 'Something went wrong while recording.' },
    );
  };

  if (done) return <p role="status">Application recorded with version {version}.</p>;
  return (
    <form className="record-application" onSubmit={submit} aria-label="Record an application">
      <TextField label="Applied to (company)" value={company} onChange={setCompany} />
      <TextField label="Job title applied for" value={role} onChange={setRole} />
      <button type="submit" disabled={action.busy !== null}>
        Record application
      </button>
      <ErrorAlert message={action.error} />
    </form>
  );
}
