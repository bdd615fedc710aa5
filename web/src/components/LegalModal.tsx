import { useNavigate } from 'react-router-dom';
import { LegalSteps } from './LegalSteps';
import { Modal } from './Modal';

interface LegalModalProps {
  onComplete: () => void;
  /** Runs on "I Do Not Agree"; without it the user goes to /. */
  onCancel?: () => void;
}

/** The reusable four-step legal acceptance modal (SPEC §2). */
export function LegalModal({ onComplete, onCancel }: LegalModalProps) {
  const navigate = useNavigate();
  return (
    <Modal title="Please review our policies" className="legal-modal">
      <LegalSteps
        finishLabel="Agree & Continue"
        onComplete={onComplete}
        onReject={onCancel ?? (() => navigate('/'))}
      />
    </Modal>
  );
}
