/** Lambda entry of the `vendas` domain (sales, their status and warranty). */
import { dominio } from "../lib/http";
import { criarVenda } from "./http/criar-venda";
import { listarVendas } from "./http/listar-vendas";
import { mudarStatus } from "./http/mudar-status";
import { obterGarantia } from "./http/obter-garantia";
import { obterVenda } from "./http/obter-venda";

export const handler = dominio("vendas", {
  "POST /api/vendas": criarVenda,
  "GET /api/vendas": listarVendas,
  "GET /api/vendas/{id}": obterVenda,
  "PATCH /api/vendas/{id}/status": mudarStatus,
  "GET /api/vendas/{id}/garantia": obterGarantia,
});
