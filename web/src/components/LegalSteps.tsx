import { ACCEPTANCE_DOCUMENTS } from '@rb/contracts';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { loadLegalBody } from '../lib/legalDocument';

interface LegalStepsProps {
  /** The last step's button: "Agree & Continue" in the modal, "Finish" on /policies. */
  finishLabel: string;
  onComplete: () => void;
  onReject: () => void;
}

type Doc = { state: 'loading' } | { state: 'error' } | { state: 'ready'; html: string };

/** The four acceptance documents, one at a time; each step needs its box ticked (SPEC §4, §5). */
export function LegalSteps({ finishLabel, onComplete, onReject }: LegalStepsProps) {
  const [index, setIndex] = useState(0);
  const [agreed, setAgreed] = useState(false);
  const [doc, setDoc] = useState<Doc>({ state: 'loading' });
  const viewRef = useRef<HTMLElement>(null);
  const checkboxId = useId();
  const step = ACCEPTANCE_DOCUMENTS[index] ?? ACCEPTANCE_DOCUMENTS[0];
  const last = index === ACCEPTANCE_DOCUMENTS.length - 1;

  useEffect(() => {
    if (!step) return;
    const controller = new AbortController();
    setDoc({ state: 'loading' });
    viewRef.current?.scrollTo({ top: 0 });
    loadLegalBody(step.file, controller.signal).then(
      (html) => setDoc({ state: 'ready', html }),
      () => {
        if (!controller.signal.aborted) setDoc({ state: 'error' });
      },
    );
    return () => controller.abort();
  }, [step]);

  const advance = () => {
    if (!agreed) return;
    if (last) return onComplete();
    setAgreed(false);
    setIndex((i) => i + 1);
  };

  // SPEC §4: Enter or Tab on the ticked box also advances.
  const onCheckboxKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if ((e.key === 'Enter' || (e.key === 'Tab' && !e.shiftKey)) && agreed) {
      e.preventDefault();
      advance();
    }
  };

  if (!step) return null;
  return (
    <div className="legal-steps">
      <p className="step-count">
        Step {index + 1} of {ACCEPTANCE_DOCUMENTS.length}: {step.title}
      </p>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be keyboard-reachable */}
      <section className="legal-view" ref={viewRef} tabIndex={0} aria-label={`${step.title} text`}>
        {doc.state === 'loading' && <p>Loading...</p>}
        {doc.state === 'error' && <p className="error">Error loading document.</p>}
        {doc.state === 'ready' && (
          // The HTML is our own legal document, sanitised with DOMPurify in loadLegalBody.
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised above
          <div dangerouslySetInnerHTML={{ __html: doc.html }} />
        )}
      </section>
      <div className="agree-line">
        <input
          id={checkboxId}
          type="checkbox"
          checked={agreed}
          // Agreeing to a document that is not on screen means nothing: wait until it is shown.
          disabled={doc.state !== 'ready'}
          onChange={(e) => setAgreed(e.target.checked)}
          onKeyDown={onCheckboxKey}
        />
        <label htmlFor={checkboxId}>I have read and agree to the {step.title}</label>
      </div>
      <div className="actions">
        <button type="button" disabled={!agreed} onClick={advance}>
          {last ? finishLabel : 'Next'}
        </button>
        <button type="button" className="secondary" onClick={onReject}>
          I Do Not Agree
        </button>
      </div>
    </div>
  );
}
