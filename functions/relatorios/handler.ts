/** Lambda entry of the `relatorios` domain (dashboard and reports). */
import { dominio } from "../lib/http";
import { obterDashboard } from "./http/obter-dashboard";
import { relatorioEstoque } from "./http/relatorio-estoque";
import { relatorioInadimplencia } from "./http/relatorio-inadimplencia";
import { relatorioRecebiveis } from "./http/relatorio-recebiveis";
import { relatorioVendas } from "./http/relatorio-vendas";

export const handler = dominio("relatorios", {
  "GET /api/dashboard": obterDashboard,
  "GET /api/relatorios/vendas": relatorioVendas,
  "GET /api/relatorios/recebiveis": relatorioRecebiveis,
  "GET /api/relatorios/inadimplencia": relatorioInadimplencia,
  "GET /api/relatorios/estoque": relatorioEstoque,
});
