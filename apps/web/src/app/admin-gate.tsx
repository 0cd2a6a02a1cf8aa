import { lazy, Suspense, useSyncExternalStore, type ComponentType } from 'react';

import { isAdminAreaRefused, subscribeToSession } from '../lib/session';

// Only an administrator kept out ever sees it: it comes in its own chunk then.
const SecondStepRequired = lazy(() => import('../features/two-factor/second-step-required'));

/**
 * An admin tool behind the second sign-in step: once the API has refused this session the admin
 * area for want of it (a public site), every tool shows how to get in instead of its own error.
 */
function AdminGate({ page: Page }: { page: ComponentType }) {
  const refused = useSyncExternalStore(subscribeToSession, isAdminAreaRefused);
  if (!refused) return <Page />;
  return (
    <Suspense fallback={null}>
      <SecondStepRequired />
    </Suspense>
  );
}

/** The page component of an admin tool, behind AdminGate. */
export function behindAdminGate(Page: ComponentType): ComponentType {
  return function GatedAdminPage() {
    return <AdminGate page={Page} />;
  };
}
