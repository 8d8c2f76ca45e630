/** Lambda entry of the `vendas` domain (sales, their status and warranty). */
import { dominio } from "../lib/http";
import { criarVenda } from "./http/criar-venda";
import { listarVendas } from "./http/listar-vendas";
import { mudarStatus } from "./http/mudar-status";
import { obterGarantia } from "./http/obter-garantia";
import { obterVenda } from "./http/obter-venda";
import { simularVenda } from "./http/simular-venda";

export const handler = dominio("vendas", {
  "POST /api/vendas": criarVenda,
  "POST /api/vendas/simulacao": simularVenda,
  "GET /api/vendas": listarVendas,
  "GET /api/vendas/{id}": obterVenda,
  "PATCH /api/vendas/{id}/status": mudarStatus,
  "GET /api/vendas/{id}/garantia": obterGarantia,
});
