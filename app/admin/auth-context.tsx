import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { fetchSession, signIn, signOut } from "./api";
import type { StaffUser } from "./types";

/** SPEC §3's auth context, with the sign-in itself beside it. */
export interface AuthContextValue {
  user: StaffUser | null;
  /** True until the first answer about the session (or its failure). */
  loading: boolean;
  login(email: string, password: string): Promise<void>;
  /** Ends the session on the server; throws (and stays signed in) when that fails. */
  logout(): Promise<void>;
  /** The server has ended the session (expired, revoked or disabled): back to the sign-in form, saying why. */
  sessionEnded(code: string): void;
  /** Why the last session ended (its error code), for the sign-in form to say; null after a logout. */
  endedBecause: string | null;
}

const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<StaffUser | null>(null);
  const [loading, setLoading] = useState(true);
  const [endedBecause, setEndedBecause] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    fetchSession()
      .then((found) => current && setUser(found))
      .catch(() => current && setUser(null))
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, []);

  const login = useCallback(async (email: string, password: string) => {
    setUser(await signIn(email, password));
    setEndedBecause(null);
  }, []);
  const logout = useCallback(async () => {
    await signOut();
    setUser(null);
    setEndedBecause(null);
  }, []);
  const sessionEnded = useCallback((code: string) => {
    setUser(null);
    setEndedBecause(code);
  }, []);

  const value = useMemo(
    () => ({ user, loading, login, logout, sessionEnded, endedBecause }),
    [user, loading, login, logout, sessionEnded, endedBecause],
  );
  return <AuthContext value={value}>{children}</AuthContext>;
}

/** Whether the signed-in account is an admin: the staff page shows what only admins may do to them alone. */
export const useIsAdmin = () => useAuth().user?.role === "admin";

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error("useAuth must be used within an AuthProvider");
  return value;
}
