import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { fetchSession, signIn, signOut } from "./api";
import type { SecondFactorMethod, SignedIn, StaffUser } from "./types";

/** The auth context of docs/PRODUCT.md#data, with the sign-in itself beside it. */
export interface AuthContextValue {
  user: StaffUser | null;
  /** True until the first answer about the session (or its failure). */
  loading: boolean;
  login(email: string, password: string): Promise<void>;
  /** After a right password of an account with a second factor: the second step, with the methods it offers; else null. */
  secondStepMethods: SecondFactorMethod[] | null;
  /** The second step succeeded (signed in), or was abandoned (null: back to the password). */
  secondStepDone(signedIn: SignedIn | null): void;
  /** Whether the account may do nothing but set up a second factor (one is required of everyone). */
  mustEnrol: boolean;
  /** Asks the server again whether the account must set up a second factor (after one was added). */
  recheckEnrolment(): Promise<void>;
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
  const [secondStepMethods, setSecondStepMethods] = useState<SecondFactorMethod[] | null>(null);
  const [mustEnrol, setMustEnrol] = useState(false);
  const signedIn = useCallback((found: SignedIn | null) => {
    setUser(found?.user ?? null);
    setMustEnrol(found?.mustEnrol ?? false);
  }, []);

  useEffect(() => {
    let current = true;
    fetchSession()
      .then((found) => current && signedIn(found))
      .catch(() => current && setUser(null))
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [signedIn]);

  const login = useCallback(
    async (email: string, password: string) => {
      const answer = await signIn(email, password);
      if ("secondFactor" in answer) setSecondStepMethods(answer.secondFactor.methods);
      else signedIn(answer);
      setEndedBecause(null);
    },
    [signedIn],
  );
  const secondStepDone = useCallback(
    (found: SignedIn | null) => {
      setSecondStepMethods(null);
      if (found) signedIn(found);
    },
    [signedIn],
  );
  const recheckEnrolment = useCallback(async () => signedIn(await fetchSession()), [signedIn]);
  const logout = useCallback(async () => {
    await signOut();
    setUser(null);
    setEndedBecause(null);
  }, []);
  const sessionEnded = useCallback((code: string) => {
    // A second factor became required: the session stays, for setting one up.
    if (code === "auth/second-factor-required") return setMustEnrol(true);
    setUser(null);
    setEndedBecause(code);
  }, []);

  const value = useMemo(
    () => ({
      user,
      loading,
      login,
      secondStepMethods,
      secondStepDone,
      mustEnrol,
      recheckEnrolment,
      logout,
      sessionEnded,
      endedBecause,
    }),
    [
      user,
      loading,
      login,
      secondStepMethods,
      secondStepDone,
      mustEnrol,
      recheckEnrolment,
      logout,
      sessionEnded,
      endedBecause,
    ],
  );
  return <AuthContext value={value}>{children}</AuthContext>;
}

/** Whether the signed-in account is an admin: the staff page shows what only admins may do to them alone. */
export const useIsAdmin = () => useAuth().user?.role === "admin";

/**
 * What ends access to the figures when the server refuses it: on a shared link's page its own handler (a revoked
 * link, a wrong password), else the session's end (`sessionEnded`).
 */
export const AccessEndedContext = createContext<((code: string) => void) | null>(null);

export function useAccessEnded(): (code: string) => void {
  const own = useContext(AccessEndedContext);
  const auth = useContext(AuthContext);
  if (own) return own;
  if (!auth) throw new Error("useAccessEnded must be used within an AuthProvider or an AccessEndedContext");
  return auth.sessionEnded;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error("useAuth must be used within an AuthProvider");
  return value;
}
