import {
  HIGHLIGHT_MS,
  parseResumeMarkdown,
  resumeDataOf,
  resumeToMarkdown,
  type StoredResume,
} from '@rb/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { api } from '../../api/endpoints';
import { ApiError, messageFor } from '../../api/http';
import { ErrorAlert } from '../../components/ErrorAlert';
import { Overlay } from '../../components/Overlay';
import { PrivateHeader } from '../../components/PrivateHeader';
import { useJob } from '../../jobs/useJob';
import {
  cacheResumes,
  logActivity,
  rebuildActivity,
  resumeForEntry,
  resumeName,
} from '../../lib/localResumes';
import { getToken } from '../../session/session';
import { isTokenExpired } from '../../session/token';
import { RecentActivity } from './RecentActivity';
import { ResumeCard } from './ResumeCard';

type ListState = 'loading' | 'ready' | 'error';

export default function Dashboard() {
  const navigate = useNavigate();
  const location = useLocation();
  const job = useJob();
  const [firstLoad, setFirstLoad] = useState(true);
  const [state, setState] = useState<ListState>('loading');
  const [resumes, setResumes] = useState<StoredResume[]>([]);
  const [activity, setActivity] = useState<string[]>([]);
  // The resume form navigates here even when generating failed, passing its error along.
  const [error, setError] = useState(() => (location.state as { error?: string } | null)?.error ?? '');
  const [highlighted, setHighlighted] = useState<string | null>(null);
  const [enhancing, setEnhancing] = useState(false);
  const highlightTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const load = useCallback(async () => {
    const token = getToken();
    if (!token || isTokenExpired(token)) {
      setError('Session expired. Please log in again.');
      setState('error');
      setFirstLoad(false);
      return;
    }
    setState('loading');
    try {
      const { resumes: list } = await api.listResumes();
      cacheResumes(list);
      setActivity(rebuildActivity(list));
      setResumes(list);
      setState('ready');
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) setError('Session expired. Please log in again.');
      else
        setError(
          messageFor(err, {
            failed: 'Failed to load resumes. Please try again later.',
            unexpected: 'Something went wrong. Please try again.',
          }),
        );
      setState('error');
    } finally {
      setFirstLoad(false);
    }
  }, []);

  useEffect(() => {
    if (!getToken()) {
      navigate('/login', { replace: true });
      return;
    }
    void load();
    return () => clearTimeout(highlightTimer.current);
  }, [load, navigate]);

  const showResume = (entry: string) => {
    const target = resumeForEntry(entry, resumes);
    if (!target) return;
    document.getElementById(`resume-${target.id}`)?.scrollIntoView({ behavior: 'smooth', block: 'center' });
    setHighlighted(target.id);
    clearTimeout(highlightTimer.current);
    highlightTimer.current = setTimeout(() => setHighlighted(null), HIGHLIGHT_MS.dashboard);
  };

  /**
   * "Enhance Resume": the newest resume flattened to the shared markdown form (which the AI engines
   * and the parser both read), enhanced, parsed back and stored as a new resume.
   */
  const enhanceLatest = async () => {
    const latest = resumes[0];
    if (!latest) return;
    setEnhancing(true);
    setError('');
    try {
      const { resume } = await job.run(
        api.enhanceResumeText(resumeToMarkdown(resumeDataOf(latest))),
        (r) => ({
          resume: (r as { markdown: string }).markdown,
        }),
      );
      const parsed = typeof resume === 'string' ? parseResumeMarkdown(resume) : resume;
      const enhanced = { ...parsed, name: parsed.name || resumeName(latest) };
      await api.generateResume(enhanced, '');
      logActivity('Enhanced', enhanced.name);
      await load();
    } catch (err) {
      setError(
        messageFor(err, {
          preferServer: true,
          failed: 'Failed to enhance resume.',
          unexpected: 'Something went wrong while enhancing the resume.',
        }),
      );
    } finally {
      setEnhancing(false);
    }
  };

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
        <button type="button" onClick={enhanceLatest} disabled={resumes.length === 0 || enhancing}>
          Enhance Resume
        </button>
      </div>
      <ErrorAlert message={error} />
      <RecentActivity entries={activity} onPick={showResume} />
      <h2>Your Resumes</h2>
      {state === 'loading' && <p role="status">Loading resumes...</p>}
      {state === 'ready' && resumes.length === 0 && <p>No resumes found.</p>}
      <div className="resume-grid">
        {resumes.map((r) => (
          <ResumeCard key={r.id} resume={r} highlighted={highlighted === r.id} onChanged={load} />
        ))}
      </div>
      {enhancing && <Overlay message="Enhancing your resume..." progress={job.progress} />}
    </section>
  );
}
