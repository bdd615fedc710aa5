import { type ComponentType, lazy, Suspense, useLayoutEffect } from 'react';
import {
  createBrowserRouter,
  Outlet,
  RouterProvider,
  useLocation,
  useNavigationType,
} from 'react-router-dom';
import { Navbar } from './components/Navbar';
import { contentRoutes } from './content/routes';
import Home from './pages/Home';
import { RequireAdmin, RequireAuth } from './routes/guards';
import { SessionWatcher } from './session/SessionWatcher';

/** Every page but Home loads on demand, so the first screen carries only the shell. */
const page = (load: () => Promise<{ default: ComponentType }>) => {
  const Page = lazy(load);
  return (
    <Suspense
      fallback={
        <p className="page-loading" role="status">
          Loading...
        </p>
      }
    >
      <Page />
    </Suspense>
  );
};

/**
 * A page reached by a link or a redirect opens at its top: the form's scroll position used to carry over
 * to the dashboard. Back and forward are left to the browser. (React Router's ScrollRestoration would
 * keep positions in session storage, which must hold nothing after a logout.)
 */
function ScrollToTop() {
  const { pathname } = useLocation();
  const navigation = useNavigationType();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs for each new page, which the path names
  useLayoutEffect(() => {
    if (navigation !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigation]);
  return null;
}

function Layout() {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Navbar />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <SessionWatcher />
      <ScrollToTop />
    </>
  );
}

const router = createBrowserRouter([
  {
    element: <Layout />,
    children: [
      { path: '/', element: <Home /> },
      { path: '/login', element: page(() => import('./pages/Login')) },
      { path: '/register', element: page(() => import('./pages/Register')) },
      { path: '/forgot-password', element: page(() => import('./pages/ForgotPassword')) },
      { path: '/reset-password', element: page(() => import('./pages/ResetPassword')) },
      { path: '/verify-email', element: page(() => import('./pages/VerifyEmail')) },
      { path: '/policies', element: page(() => import('./pages/Policies')) },
      { path: '/legal', element: page(() => import('./pages/LegalDocuments')) },
      ...contentRoutes,
      {
        element: <RequireAuth />,
        children: [
          { path: '/dashboard', element: page(() => import('./pages/dashboard/Dashboard')) },
          { path: '/resume-form', element: page(() => import('./pages/resumeForm/ResumeForm')) },
          { path: '/resume-form/:id', element: page(() => import('./pages/resumeForm/ResumeForm')) },
          { path: '/resume-editor', element: page(() => import('./pages/editor/ResumeEditor')) },
          { path: '/generate-cover-letter', element: page(() => import('./pages/coverLetter/CoverLetter')) },
          { path: '/settings', element: page(() => import('./pages/Settings')) },
        ],
      },
      {
        element: <RequireAdmin />,
        children: [
          { path: '/admin', element: page(() => import('./pages/admin/AdminPanel')) },
          { path: '/admin/operations', element: page(() => import('./pages/admin/Operations')) },
          { path: '/admin/audit', element: page(() => import('./pages/admin/AuditLog')) },
        ],
      },
      { path: '*', element: page(() => import('./pages/NotFound')) },
    ],
  },
]);

export function App() {
  return <RouterProvider router={router} />;
}
