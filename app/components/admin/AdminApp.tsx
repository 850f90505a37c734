import { lazy, Suspense, useEffect } from "react";
import { useLocation } from "react-router";
import { AuthProvider, useAuth } from "~/admin/auth-context";
import { useLocale } from "~/i18n/context";
import { LOCALES, type Locale } from "~/i18n/locales";
import { switchLocale } from "~/i18n/paths";
import { LanguageSelector } from "../site/LanguageSelector";
import { adminContainer } from "../ui/styles";
import { DemoBanner } from "./DemoBanner";
import { SignIn, SignInCard } from "./SignIn";
import { Spinner } from "./Spinner";

// Signed-in staff only: the dashboard (and its chart library) and the staff view load after sign-in.
const Dashboard = lazy(() => import("./Dashboard"));
const StaffPage = lazy(() => import("./staff/StaffPage"));
const SecurityPage = lazy(() => import("./security/SecurityPage"));

/** Which page of the staff area: the dashboard (/admin), the staff view (/admin/staff) or the security settings (/admin/security). */
export type AdminPage = "dashboard" | "staff" | "security";

const TITLES = {
  signIn: "admin.meta.title",
  dashboard: "admin.dashboard.meta.title",
  staff: "admin.staff.meta.title",
  security: "admin.security.meta.title",
} as const;

/** The staff page of docs/PRODUCT.md#staff-area: a spinner while the session is looked up, then the sign-in or the page. */
function AdminGate({ page }: { page: AdminPage }) {
  const { t } = useLocale();
  const { user, loading, mustEnrol } = useAuth();
  const shown = !user ? "signIn" : page === "security" || mustEnrol ? "security" : page;
  // The tab's title names what the screen shows (the route's own title is the one a first load had).
  useEffect(() => {
    if (!loading) document.title = t(TITLES[shown]);
  }, [loading, shown, t]);
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
      {/* An account that must set up a second factor first sees the security settings alone. */}
      {shown === "security" ? (
        <SecurityPage user={user} />
      ) : shown === "staff" ? (
        <StaffPage user={user} />
      ) : (
        <Dashboard user={user} />
      )}
    </Suspense>
  );
}

/** The staff area's own way to another language: the same screen (and view) in it. */
export function StaffLanguage() {
  const { pathname } = useLocation();
  const links = Object.fromEntries(LOCALES.map((code) => [code, switchLocale(pathname, code)])) as Record<
    Locale,
    string
  >;
  return (
    <div className={`${adminContainer} flex justify-end pt-4`}>
      <LanguageSelector links={links} keepQuery />
    </div>
  );
}

export function AdminApp({ page = "dashboard" }: { page?: AdminPage }) {
  return (
    <AuthProvider>
      <main id="main" className="flex min-h-screen flex-col">
        {import.meta.env.DEV && <DemoBanner />}
        <StaffLanguage />
        <AdminGate page={page} />
      </main>
    </AuthProvider>
  );
}
