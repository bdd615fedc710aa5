/** /help-center: the five sections of the SPEC, each linking its tutorials, plus the FAQ. */
import '../content.css';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { HELP_SECTIONS, TUTORIAL_CATALOG } from '../catalog';

export default function HelpCenterPage() {
  const { hash } = useLocation();
  // Breadcrumbs link to a section by its hash; the router does not scroll to it by itself.
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);

  return (
    <div className="content-page help-center">
      <title>Help Center</title>
      <header>
        <h1>Help Center</h1>
        <p className="tutorial__intro">
          Step-by-step guides to writing a resume that gets read, and to using every part of this product.
          Looking for a quick answer? Try the <Link to="/help-center/faq">frequently asked questions</Link>.
        </p>
      </header>
      <div id="tutorials" className="help-center__sections">
        {HELP_SECTIONS.map((section) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
            <h2 id={`${section.id}-title`}>{section.title}</h2>
            <ul className="help-center__list">
              {TUTORIAL_CATALOG.filter((entry) => entry.section === section.id).map((entry) => (
                <li key={entry.slug}>
                  <Link to={`/help-center/${entry.slug}`}>{entry.title}</Link>
                  <p>{entry.blurb}</p>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}
