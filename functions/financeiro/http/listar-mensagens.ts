/**
 * GET /api/contratos/{id}/mensagens — every message to the contract's customer, oldest first, with
 * its delivery status: `{ items: [{ id, canal, destino, modelo, texto, status, motivo, em, atualizada_em }] }`
 * (issue 31 item 5). Another company's contract is 404 (the Query is in the caller's partition;
 * the contract is checked first so an unknown id never answers `[]`).
 */
import { contratoExiste } from "../../contratos";
import { naoEncontrado } from "../../lib/errors";
import { ok, rotaStaff } from "../../lib/http";
import { mensagensDoContrato } from "../../mensagens";

const NAO_ENCONTRADO = "Contrato não encontrado";

export const listarMensagensContrato = rotaStaff({ naoEncontrado: NAO_ENCONTRADO }, async ({ params, caller }) => {
  const id = params.id ?? "";
  const [existe, items] = await Promise.all([contratoExiste(caller.empresaId, id), mensagensDoContrato(caller.empresaId, id)]);
  if (!existe) throw naoEncontrado(NAO_ENCONTRADO);
  return ok({ items });
});
