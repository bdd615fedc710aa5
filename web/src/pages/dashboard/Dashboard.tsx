import { HIGHLIGHT_MS } from '@rb/contracts';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ErrorAlert } from '../../components/ErrorAlert';
import { Overlay } from '../../components/Overlay';
import { PrivateHeader } from '../../components/PrivateHeader';
import { activityEntries } from '../../lib/activity';
import { logActivity, resumeName } from '../../lib/localResumes';
import { getToken } from '../../session/session';
import { Applications } from './Applications';
import type { DashboardArrival } from './arrival';
import { ResumeCard } from './card/ResumeCard';
import { EnhancePicker } from './EnhancePicker';
import { JsonResumeImport } from './JsonResumeImport';
import { LinkedInImport } from './LinkedInImport';
import { RecentActivity } from './RecentActivity';
import { ResumeFileImport } from './ResumeFileImport';
import { useEnhanceCopy } from './useEnhanceCopy';
import { useResumeList } from './useResumeList';

const savedNotice = ({ name, version }: NonNullable<DashboardArrival['saved']>) =>
  version ? `Resume "${name}" saved as version ${version}.` : `Resume "${name}" saved.`;

export default function Dashboard() {
  const navigate = useNavigate();
  const arrival = (useLocation().state as DashboardArrival | null) ?? {};
  const action = useEnhanceCopy(async (message, id) => {
    setNotice(message);
    setFocusId(id);
    await load();
  });
  const { state, resumes, activity, firstLoad, load } = useResumeList(action.setError);
  const [notice, setNotice] = useState(arrival.saved ? savedNotice(arrival.saved) : '');
  /** A resume to bring into view once the list shows it (just generated or enhanced). */
  const [focusId, setFocusId] = useState<string | null>(arrival.saved?.id ?? null);
  const [highlighted, setHighlighted] = useState<string | null>(null);
  const [picking, setPicking] = useState(false);
  /** Bumped when a card records an application, so the list reloads. */
  const [applicationsKey, setApplicationsKey] = useState(0);
  const highlightTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // Mount only: the form's error arrives with the navigation (SPEC §4).
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once on arrival
  useEffect(() => {
    if (arrival.error) action.setError(arrival.error);
  }, []);

  useEffect(() => {
    if (!getToken()) {
      navigate('/login', { replace: true });
      return;
    }
    void load();
    return () => clearTimeout(highlightTimer.current);
  }, [load, navigate]);

  /**
   * Brings a card's top (its name) into view: centring a card taller than the window put its name above
   * the fold. An arrival jumps there at once; a click in Recent Activity scrolls smoothly.
   */
  const showResume = (id: string, behavior: ScrollBehavior = 'smooth') => {
    document.getElementById(`resume-${id}`)?.scrollIntoView({ behavior, block: 'start' });
    setHighlighted(id);
    clearTimeout(highlightTimer.current);
    highlightTimer.current = setTimeout(() => setHighlighted(null), HIGHLIGHT_MS.dashboard);
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: showResume only touches the DOM and timers
  useEffect(() => {
    if (focusId && resumes.some((r) => r.id === focusId)) {
      showResume(focusId, 'instant');
      setFocusId(null);
    }
  }, [focusId, resumes]);

  if (firstLoad) {
    return (
      <p className="page-loading" role="status">
        Loading dashboard...
      </p>
    );
  }

  return (
    <section className="page">
      <PrivateHeader title="Dashboard" />
      <h2>Welcome to your Dashboard</h2>
      <div className="actions">
        <button type="button" onClick={() => navigate('/resume-form')}>
          Resume Form
        </button>
        <button
          type="button"
          onClick={() => setPicking(true)}
          disabled={resumes.length === 0 || action.busy !== null}
        >
          Enhance Resume
        </button>
      </div>
      <div className="file-imports">
        <ResumeFileImport />
        <LinkedInImport />
        <JsonResumeImport
          onImported={(resume) => {
            setNotice(`Resume "${resumeName(resume)}" imported.`);
            setFocusId(resume.id);
            void load();
          }}
        />
      </div>
      <ErrorAlert message={action.error} />
      {notice && (
        <p className="success" role="status">
          {notice}
        </p>
      )}
      <RecentActivity entries={activityEntries(activity, resumes)} onPick={showResume} />
      <h2>Your Resumes</h2>
      {state === 'loading' && <p role="status">Loading resumes...</p>}
      {state === 'ready' && resumes.length === 0 && <p>No resumes found.</p>}
      <div className="resume-grid">
        {resumes.map((r) => (
          <ResumeCard
            key={r.id}
            resume={r}
            highlighted={highlighted === r.id}
            onChanged={load}
            onApplied={() => {
              logActivity('Applied with', resumeName(r));
              setApplicationsKey((k) => k + 1);
              void load();
            }}
          />
        ))}
      </div>
      <Applications refreshKey={applicationsKey} />
      {picking && (
        <EnhancePicker
          resumes={resumes}
          onPick={(source) => {
            setPicking(false);
            setNotice('');
            action.enhanceCopy(source);
          }}
          onCancel={() => setPicking(false)}
        />
      )}
      {action.busy && <Overlay message="Enhancing your resume..." progress={action.progress} />}
    </section>
  );
}
