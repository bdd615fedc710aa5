/** Renders any tutorial module: breadcrumb, title, sections with help notes, how the product helps, CTA. */
import '../content.css';
import { Link } from 'react-router-dom';
import { catalogEntry, TUTORIAL_CATALOG, type TutorialSlug } from '../catalog';
import type { Tutorial } from '../tutorials/types';
import { Breadcrumb } from './Breadcrumb';
import { CtaButton } from './CtaButton';
import { HelpNote } from './HelpNote';
import { HelpNoteGroup } from './HelpNoteGroup';
import { TopButton } from './TopButton';
import { TutorialBlockView } from './TutorialBlockView';

function slugify(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export function TutorialPage({ slug, tutorial }: { slug: TutorialSlug; tutorial: Tutorial }) {
  const entry = catalogEntry(slug);
  const related = TUTORIAL_CATALOG.filter((item) => item.section === entry.section && item.slug !== slug);
  return (
    <HelpNoteGroup>
      <title>{`${entry.title} | Help Center`}</title>
      <div className="content-page tutorial">
        <Breadcrumb section={entry.section} title={entry.title} />
        <header className="tutorial__header">
          <h1>{entry.title}</h1>
          <p className="tutorial__audience">{tutorial.audience}</p>
          <p className="tutorial__intro">{tutorial.intro}</p>
        </header>
        {tutorial.sections.map((section) => {
          const headingId = `section-${slugify(section.heading)}`;
          return (
            <section key={section.heading} aria-labelledby={headingId} className="tutorial__section">
              <div className="section-head">
                <h2 id={headingId}>{section.heading}</h2>
                {section.note && <HelpNote note={section.note} />}
              </div>
              {section.blocks.map((block, position) => (
                // Blocks are static content in a fixed order, so the position is a stable key.
                // biome-ignore lint/suspicious/noArrayIndexKey: static, never reordered
                <TutorialBlockView key={position} block={block} />
              ))}
            </section>
          );
        })}
        <section aria-labelledby="product-helps" className="tutorial__section product-helps">
          <h2 id="product-helps">How this product helps</h2>
          <ul>
            {tutorial.productHelps.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
        {tutorial.cta && <CtaButton cta={tutorial.cta} />}
        {related.length > 0 && (
          <nav aria-label="Related tutorials" className="related">
            <h2>Related tutorials</h2>
            <ul>
              {related.map((item) => (
                <li key={item.slug}>
                  <Link to={`/help-center/${item.slug}`}>{item.title}</Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
        {tutorial.topButton && <TopButton />}
      </div>
    </HelpNoteGroup>
  );
}
