/** Lambda entry of the `relatorios` domain (dashboard and reports). */
import { dominio } from "../lib/http";
import { obterDashboard } from "./http/obter-dashboard";

export const handler = dominio("relatorios", {
  "GET /api/dashboard": obterDashboard,
});
