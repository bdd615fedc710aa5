import { dateRange, MAX_CERTIFICATIONS_SHOWN, type StoredResume } from '@rb/contracts';
import type { ReactNode } from 'react';
import { resumeName } from '../../../lib/localResumes';
import { safeHref } from '../../../lib/safeUrl';

const shownExperience = (r: StoredResume) => r.experience.filter((e) => e.company && e.role && e.start_date);

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
  return (
    <>
      <div className="card-head">
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
        <p>{resume.summary}</p>
      </Part>
      <Part title="Experience" show={experience.length > 0}>
        {experience.map((e, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id and never reorder
          <div key={i}>
            <strong>
              {e.company} — {e.role}
            </strong>
            <div className="muted">{dateRange(e.start_date, e.end_date)}</div>
            <ul>
              {e.responsibilities.map((item, j) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: plain text items, fixed order
                <li key={j}>{item}</li>
              ))}
            </ul>
          </div>
        ))}
      </Part>
      <Part title="Education" show={resume.education.length > 0}>
        <ul>
          {resume.education.map((e, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id and never reorder
            <li key={i}>{[e.degree, e.institution, e.graduation_year].filter(Boolean).join(', ')}</li>
          ))}
        </ul>
      </Part>
      <Part title="Skills" show={resume.skills.length > 0}>
        <ul className="chips">
          {resume.skills.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ul>
      </Part>
      <Part title="Certifications" show={resume.certifications.length > 0}>
        <ul>
          {resume.certifications.slice(0, MAX_CERTIFICATIONS_SHOWN).map((c, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id and never reorder
            <li key={i}>{[c.name, c.year].filter(Boolean).join(' — ')}</li>
          ))}
        </ul>
      </Part>
    </>
  );
}
