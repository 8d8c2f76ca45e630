/**
 * GET /api/contratos/{id}/eventos — the contract's append-only audit trail, oldest first:
 * `{ items: [{ tipo, em, por, detalhes }] }`. Another company's contract is 404 (the Query is in
 * the caller's partition; the contract is checked first so an unknown id never answers `[]`).
 */
import { naoEncontrado } from "../../lib/errors";
import { ok, rotaStaff } from "../../lib/http";
import { contratoExiste, eventosDoContrato } from "../../contratos";

export const listarEventosContrato = rotaStaff({ naoEncontrado: "Contrato não encontrado" }, async ({ params, caller }) => {
  const id = params.id ?? "";
  const [existe, eventos] = await Promise.all([contratoExiste(caller.empresaId, id), eventosDoContrato(caller.empresaId, id)]);
  if (!existe) throw naoEncontrado("Contrato não encontrado");
  return ok({ items: eventos.map(({ tipo, em, por, detalhes }) => ({ tipo, em, por, detalhes })) });
});
