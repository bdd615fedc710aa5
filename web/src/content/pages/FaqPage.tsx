/** /help-center/faq: six categories, each with an info modal and accordion answers. */
import '../content.css';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { FaqAccordion } from '../components/FaqAccordion';
import { InfoModal } from '../components/InfoModal';
import { FAQ_CATEGORIES } from '../faq';

export default function FaqPage() {
  const [infoFor, setInfoFor] = useState<string | null>(null);
  return (
    <div className="content-page faq">
      <title>Frequently Asked Questions | Help Center</title>
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <ol>
          <li>
            <Link to="/">Home</Link>
          </li>
          <li>
            <Link to="/help-center">Help Center</Link>
          </li>
          <li aria-current="page">FAQ</li>
        </ol>
      </nav>
      <h1>Frequently Asked Questions</h1>
      {FAQ_CATEGORIES.map((category) => (
        <section key={category.id} aria-labelledby={`faq-${category.id}`} className="faq__category">
          <div className="section-head">
            <h2 id={`faq-${category.id}`}>{category.title}</h2>
            <button
              type="button"
              className="faq__info"
              aria-haspopup="dialog"
              onClick={() => setInfoFor(category.id)}
            >
              About {category.title}
            </button>
          </div>
          <FaqAccordion items={category.items} />
          {infoFor === category.id && (
            <InfoModal
              title={category.info.title}
              paragraphs={category.info.paragraphs}
              onClose={() => setInfoFor(null)}
            />
          )}
        </section>
      ))}
    </div>
  );
}
