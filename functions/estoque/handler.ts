/** Lambda entry of the `estoque` domain (stock entries, items by IMEI, position). */
import { dominio } from "../lib/http";
import { criarEntrada } from "./http/criar-entrada";
import { listarEntradas } from "./http/listar-entradas";
import { listarItens } from "./http/listar-itens";
import { obterEntrada } from "./http/obter-entrada";
import { obterPosicao } from "./http/obter-posicao";

export const handler = dominio("estoque", {
  "POST /api/estoque/entradas": criarEntrada,
  "GET /api/estoque/entradas": listarEntradas,
  "GET /api/estoque/entradas/{id}": obterEntrada,
  "GET /api/estoque/itens": listarItens,
  "GET /api/estoque/posicao": obterPosicao,
});
