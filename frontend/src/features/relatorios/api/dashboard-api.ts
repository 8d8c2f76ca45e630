/** Reports: the dashboard's fetcher and query options (GET /api/dashboard). */
import { queryOptions } from "@tanstack/react-query";
import type { Dashboard } from "../../../../../shared/relatorios/dashboard";
import { requisitar } from "../../../lib/api-client";

export const relatoriosQueries = {
  todas: ["relatorios"] as const,
  // Fresh for 10 s: the sign-in prefetches it, and the screen that opens right after must not ask again.
  dashboard: () => queryOptions({ queryKey: [...relatoriosQueries.todas, "dashboard"], queryFn: () => requisitar<Dashboard>("/api/dashboard"), staleTime: 10_000 }),
};
