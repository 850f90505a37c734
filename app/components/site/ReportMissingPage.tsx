import { useEffect } from "react";

/** Says in the console which address was not found (an island of the 404 page, which renders nothing). */
export function ReportMissingPage({ pathname }: { pathname: string }) {
  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", pathname);
  }, [pathname]);
  return null;
}
