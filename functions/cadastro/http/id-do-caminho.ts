/** The `{id}` of a path. Ids are ULIDs; anything else cannot exist, so it is a plain 404 (and never an oversized key). */
import { MSG_CADASTRO as M, type RecursoCadastro } from "../../../shared/cadastro/mensagens";
import { naoEncontrado } from "../../lib/errors";

const ID = /^[0-9A-Za-z_-]{1,64}$/;

export function idDoCaminho(params: Record<string, string>, recurso: RecursoCadastro): string {
  const id = params.id ?? "";
  if (!ID.test(id)) throw naoEncontrado(M.naoEncontrado(recurso));
  return id;
}
