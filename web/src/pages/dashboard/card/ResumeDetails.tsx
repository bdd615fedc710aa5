import {
  dateRange,
  type FindingPlace,
  MAX_CERTIFICATIONS_SHOWN,
  type OutlineSection,
  resumeOutline,
  type StoredResume,
} from '@rb/contracts';
import type { ReactNode } from 'react';
import { findingAnchor } from '../../../lib/findingAnchor';
import { resumeName } from '../../../lib/localResumes';
import { safeHref } from '../../../lib/safeUrl';

/**
 * Every entry the user gave anything for is shown; what it lacks is named instead of hiding it. Each
 * keeps its index in the resume, which the review's findings point at.
 */
const shownExperience = (r: StoredResume) =>
  r.experience
    .map((e, index) => ({ ...e, index }))
    .filter((e) => e.company || e.role || e.start_date || e.responsibilities.length > 0);

function Missing({ fields }: { fields: [string, string | null | undefined][] }) {
  const missing = fields.filter(([, value]) => !value?.trim()).map(([label]) => label);
  return missing.length > 0 ? <span className="muted"> (missing: {missing.join(', ')})</span> : null;
}

/** The card's own sections; the outline's others (projects, awards…) are listed generically below. */
const CARD_SECTIONS = new Set(['Summary', 'Experience', 'Education', 'Skills', 'Certifications']);

function OutlinePart({ section }: { section: OutlineSection }) {
  return (
    <Part title={section.title} show>
      {section.kind === 'text' ? (
        <p>{section.text}</p>
      ) : section.kind === 'inline' ? (
        <p>{section.items.join(' · ')}</p>
      ) : (
        <ul>
          {section.kind === 'bullets'
            ? section.items.map((item, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: plain text items, fixed order
                <li key={i}>{item}</li>
              ))
            : section.entries.map((e, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id and never reorder
                <li key={i}>{[e.title, e.when, ...e.details].filter(Boolean).join(', ')}</li>
              ))}
        </ul>
      )}
    </Part>
  );
}

/** A titled part of the card, left out when it has nothing to show. */
function Part({ title, show, children }: { title: string; show: boolean; children: ReactNode }) {
  if (!show) return null;
  return (
    <section>
      <h4>{title}</h4>
      {children}
    </section>
  );
}

/** SPEC §2: what a card shows of its resume (read only). */
export function ResumeDetails({ resume }: { resume: StoredResume }) {
  const name = resumeName(resume);
  const linkedin = safeHref(resume.linkedin);
  const portfolio = safeHref(resume.portfolio);
  const experience = shownExperience(resume);
  const at = (place: FindingPlace) => findingAnchor(resume.id, place);
  return (
    <>
      <div className="card-head" id={at({ section: 'contact' })}>
        <span className="avatar" aria-hidden="true">
          {name.charAt(0).toUpperCase()}
        </span>
        <div>
          <h3>{name}</h3>
          {resume.email && <div>{resume.email}</div>}
          {resume.phone && <div>{resume.phone}</div>}
        </div>
      </div>
      <div className="actions">
        {portfolio && (
          <a href={portfolio} target="_blank" rel="noopener noreferrer">
            Portfolio
          </a>
        )}
        {linkedin && (
          <a href={linkedin} target="_blank" rel="noopener noreferrer">
            LinkedIn
          </a>
        )}
      </div>
      <Part title="Summary" show={Boolean(resume.summary)}>
        <p id={at({ section: 'summary' })}>{resume.summary}</p>
      </Part>
      <Part title="Experience" show={experience.length > 0}>
        {experience.map((e) => (
          <div key={e.index} id={at({ section: 'experience', entry: e.index })}>
            <strong>{[e.company, e.role].filter(Boolean).join(' — ')}</strong>
            <Missing
              fields={[
                ['company', e.company],
                ['role', e.role],
                ['start date', e.start_date],
              ]}
            />
            <div className="muted">
              {[dateRange(e.start_date, e.end_date), e.location].filter(Boolean).join(' · ')}
            </div>
            <ul>
              {e.responsibilities.map((item, j) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: plain text items, fixed order
                <li key={j} id={at({ section: 'experience', entry: e.index, line: j })}>
                  {item}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </Part>
      <Part title="Education" show={resume.education.length > 0}>
        <ul>
          {resume.education.map((e, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id and never reorder
            <li key={i} id={at({ section: 'education', entry: i })}>
              {[e.degree, e.institution, e.graduation_year, e.gpa && `GPA ${e.gpa}`, e.honors]
                .filter(Boolean)
                .join(', ')}
              <Missing
                fields={[
                  ['degree', e.degree],
                  ['institution', e.institution],
                  ['graduation year', e.graduation_year],
                ]}
              />
            </li>
          ))}
        </ul>
      </Part>
      <Part title="Skills" show={resume.skills.length > 0}>
        <ul className="chips">
          {resume.skills.map((s, i) => (
            <li key={s} id={at({ section: 'skills', line: i })}>
              {s}
            </li>
          ))}
        </ul>
      </Part>
      <Part title="Certifications" show={resume.certifications.length > 0}>
        <ul>
          {resume.certifications.slice(0, MAX_CERTIFICATIONS_SHOWN).map((c, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id and never reorder
            <li key={i} id={at({ section: 'certifications', entry: i })}>
              {[c.name, c.issuer, c.year].filter(Boolean).join(' — ')}
            </li>
          ))}
        </ul>
      </Part>
      {resumeOutline(resume)
        .filter((section) => !CARD_SECTIONS.has(section.title))
        .map((section, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: custom sections may share a title; order is fixed
          <OutlinePart key={`${i}-${section.title}`} section={section} />
        ))}
    </>
  );
}
