import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { Alert } from './components/alert';
import { AuditPage } from './pages/audit-page';
import { DefinitionPage } from './pages/definition-page';
import { DefinitionsPage } from './pages/definitions-page';
import { DraftPage } from './pages/draft-page';
import { NotFoundPage } from './pages/not-found-page';
import { PasswordPage } from './pages/password-page';
import { SignInPage } from './pages/sign-in-page';
import { StaffPage } from './pages/staff-page';
import { SessionProvider, useSession } from './session/session-context';
import { StudioShell } from './shell/studio-shell';

// Split out with their report components, so the studio's first load does not carry them.
const AnalyticsPage = lazy(() => import('./pages/analytics-page').then((module) => ({ default: module.AnalyticsPage })));
const ExperimentsPage = lazy(() => import('./pages/experiments-page').then((module) => ({ default: module.ExperimentsPage })));
const ExperimentPage = lazy(() => import('./pages/experiment-page').then((module) => ({ default: module.ExperimentPage })));
const loading = <p role="status" className="text-slate-700">Loading…</p>;
const analytics = (
  <Suspense fallback={loading}>
    <AnalyticsPage />
  </Suspense>
);
const experiments = (
  <Suspense fallback={loading}>
    <ExperimentsPage />
  </Suspense>
);

function SignedInRoutes() {
  return (
    <Routes>
      <Route path="/studio" element={<StudioShell />}>
        <Route index element={<DefinitionsPage />} />
        <Route path="definitions/:id" element={<DefinitionPage />} />
        <Route path="drafts/:draftId" element={<DraftPage />} />
        <Route path="audit" element={<AuditPage />} />
        <Route path="analytics" element={analytics} />
        <Route path="analytics/:flowId" element={analytics} />
        <Route path="experiments" element={experiments} />
        <Route path="experiments/:flowId" element={experiments} />
        <Route
          path="experiments/run/:id"
          element={
            <Suspense fallback={loading}>
              <ExperimentPage />
            </Suspense>
          }
        />
        <Route path="staff" element={<StaffPage />} />
        <Route path="password" element={<PasswordPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

function SessionGate() {
  const { state } = useSession();
  if (state.status === 'loading') return <p className="p-8 text-slate-700" role="status">Loading the studio…</p>;
  if (state.status === 'unavailable') {
    return (
      <main className="mx-auto mt-16 max-w-lg px-4">
        <h1 className="mb-4 text-2xl font-bold">Studio unavailable</h1>
        <Alert tone="error">{state.message}</Alert>
      </main>
    );
  }
  if (state.status === 'signed-out') return <SignInPage notice={state.notice} />;
  return <SignedInRoutes />;
}

/** The staff studio: the session decides between the sign-in page and the signed-in routes. */
export function StudioApp() {
  return (
    <BrowserRouter>
      <SessionProvider>
        <SessionGate />
      </SessionProvider>
    </BrowserRouter>
  );
}
