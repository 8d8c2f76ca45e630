/**
 * A new screen opens at its top. Declarative routes (router.tsx: no data router, so no
 * <ScrollRestoration>) keep the window's scroll across a navigation: after the long sign-up form,
 * submitted from its bottom, the dashboard opened scrolled down, its title off-screen (issue 30).
 * Back and Forward (POP) keep the browser's own restoration.
 */
import { useLayoutEffect } from "react";
import { useLocation, useNavigationType } from "react-router-dom";

export function RolarAoTopo() {
  const { pathname } = useLocation();
  const tipo = useNavigationType();
  useLayoutEffect(() => {
    if (tipo !== "POP") window.scrollTo(0, 0);
  }, [pathname, tipo]);
  return null;
}
