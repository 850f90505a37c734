import { lazy, Suspense } from "react";
import { AuthProvider, useAuth } from "~/admin/auth-context";
import { useLocale } from "~/i18n/context";
import { DemoBanner } from "./DemoBanner";
import { SignIn, SignInCard } from "./SignIn";
import { Spinner } from "./Spinner";

// Signed-in staff only: the dashboard (and its chart library) loads after sign-in.
const Dashboard = lazy(() => import("./Dashboard"));

/** SPEC §4's staff page: a spinner while the session is looked up, then the sign-in or the dashboard. */
function AdminGate() {
  const { t } = useLocale();
  const { user, loading } = useAuth();
  if (loading) {
    return (
      <SignInCard>
        <Spinner label={t("admin.loading")} />
        <noscript>
          <p className="text-center text-amber-200">{t("admin.noscript")}</p>
        </noscript>
      </SignInCard>
    );
  }
  if (!user) return <SignIn />;
  return (
    <Suspense fallback={<Spinner label={t("admin.loadingData")} />}>
      <Dashboard user={user} />
    </Suspense>
  );
}

export function AdminApp() {
  return (
    <AuthProvider>
      <main id="main" className="flex min-h-screen flex-col">
        {import.meta.env.DEV && <DemoBanner />}
        <AdminGate />
      </main>
    </AuthProvider>
  );
}
