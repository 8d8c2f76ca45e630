/** Lambda entry of the `documentos` domain (contract and warranty templates; admin only). */
import { dominio } from "../lib/http";
import { atualizarModeloRota } from "./http/atualizar-modelo";
import { criarModeloRota } from "./http/criar-modelo";
import { excluirModeloRota } from "./http/excluir-modelo";
import { listarModelosRota } from "./http/listar-modelos";

export const handler = dominio("documentos", {
  "GET /api/modelos-documentos": listarModelosRota,
  "POST /api/modelos-documentos": criarModeloRota,
  "PUT /api/modelos-documentos/{id}": atualizarModeloRota,
  "DELETE /api/modelos-documentos/{id}": excluirModeloRota,
});
