import { type ComponentType, lazy, Suspense } from 'react';
import { createBrowserRouter, Outlet, RouterProvider, ScrollRestoration } from 'react-router-dom';
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
      {/* A new page opens at its top (the form's scroll position carried over to the dashboard); back
          and forward return to where the user was. */}
      <ScrollRestoration />
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
