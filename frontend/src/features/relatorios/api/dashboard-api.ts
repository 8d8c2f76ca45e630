/** Reports: the dashboard's fetcher and query options (GET /api/dashboard). */
import { queryOptions } from "@tanstack/react-query";
import type { Dashboard } from "../../../../../shared/relatorios/dashboard";
import { requisitar } from "../../../lib/api-client";

export const relatoriosQueries = {
  todas: ["relatorios"] as const,
  dashboard: () => queryOptions({ queryKey: [...relatoriosQueries.todas, "dashboard"], queryFn: () => requisitar<Dashboard>("/api/dashboard") }),
};
