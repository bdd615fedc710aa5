import { HIGHLIGHT_MS, LEGAL_DOCUMENTS } from '@rb/contracts';
import { useEffect, useRef, useState } from 'react';

const sectionId = (key: string) => `legal-${key}`;

/** /legal: the ten documents in frames, a sticky nav that follows the scroll, and per-document Back to Top. */
export default function LegalDocuments() {
  const [active, setActive] = useState(LEGAL_DOCUMENTS[0]?.key ?? '');
  const [highlighted, setHighlighted] = useState<string | null>(null);
  const [navOpen, setNavOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const topRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    // The document nearest the top of the viewport is the active one.
    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries
          .filter((e) => e.isIntersecting)
          .sort((a, b) => a.boundingClientRect.top - b.boundingClientRect.top);
        const first = visible[0];
        if (first) setActive(first.target.id.replace('legal-', ''));
      },
      { rootMargin: '-80px 0px -55% 0px' },
    );
    for (const doc of LEGAL_DOCUMENTS) {
      const el = document.getElementById(sectionId(doc.key));
      if (el) observer.observe(el);
    }
    return () => {
      observer.disconnect();
      clearTimeout(timer.current);
    };
  }, []);

  const goTo = (key: string) => {
    document.getElementById(sectionId(key))?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    setActive(key);
    setHighlighted(key);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setHighlighted(null), HIGHLIGHT_MS.legal);
  };

  const backToTop = () => {
    window.scrollTo({ top: 0, behavior: 'smooth' });
    topRef.current?.focus();
  };

  return (
    <section className="page">
      <h1 ref={topRef} tabIndex={-1}>
        Legal Documents
      </h1>
      <div className="legal-layout">
        <nav className="legal-nav card" aria-label="Legal documents">
          <button
            type="button"
            className="legal-nav-toggle secondary"
            aria-expanded={navOpen}
            aria-controls="legal-nav-list"
            onClick={() => setNavOpen((o) => !o)}
          >
            {navOpen ? 'Hide Documents' : 'Show Documents'}
          </button>
          <ul id="legal-nav-list" className={navOpen ? '' : 'collapsed'}>
            {LEGAL_DOCUMENTS.map((doc) => (
              <li key={doc.key}>
                <button
                  type="button"
                  aria-current={active === doc.key ? 'true' : undefined}
                  onClick={() => goTo(doc.key)}
                >
                  {doc.title}
                </button>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          {LEGAL_DOCUMENTS.map((doc) => (
            <section
              key={doc.key}
              id={sectionId(doc.key)}
              className={`legal-doc card${highlighted === doc.key ? ' highlight' : ''}`}
              aria-labelledby={`${sectionId(doc.key)}-title`}
            >
              <h2 id={`${sectionId(doc.key)}-title`}>{doc.title}</h2>
              {/* Our own static, script-free documents from the same origin; a sandbox would also stop axe
                  and assistive tooling from reading them. */}
              <iframe title={doc.title} src={`/legal/${doc.file}`} />
              <button type="button" className="secondary" onClick={backToTop}>
                Back to Top
              </button>
            </section>
          ))}
        </div>
      </div>
    </section>
  );
}
