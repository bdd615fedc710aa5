import { LOCAL_STORAGE_KEYS } from '@rb/contracts';
import { Navigate, useNavigate } from 'react-router-dom';
import { LegalSteps } from '../components/LegalSteps';

/** /policies: the four documents as a page; Finish remembers the agreement and goes to /register. */
export default function Policies() {
  const navigate = useNavigate();
  if (localStorage.getItem(LOCAL_STORAGE_KEYS.policiesAgreed) === 'true') {
    return <Navigate to="/register" replace />;
  }
  return (
    <section className="page">
      <h1>Our Policies</h1>
      <LegalSteps
        finishLabel="Finish"
        onComplete={() => {
          localStorage.setItem(LOCAL_STORAGE_KEYS.policiesAgreed, 'true');
          navigate('/register');
        }}
        onReject={() => {
          localStorage.removeItem(LOCAL_STORAGE_KEYS.policiesAgreed);
          navigate('/');
        }}
      />
    </section>
  );
}
