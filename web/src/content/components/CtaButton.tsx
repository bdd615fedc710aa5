/** Call-to-action from a tutorial into the resume form (the route guard sends visitors to log in first). */
import { Link } from 'react-router-dom';
import type { TutorialCta } from '../tutorials/types';

export function CtaButton({ cta }: { cta: TutorialCta }) {
  return (
    <aside className="cta" aria-label="Next step">
      <p>{cta.lead}</p>
      <Link className="cta__button" to="/resume-form">
        {cta.label}
      </Link>
    </aside>
  );
}
