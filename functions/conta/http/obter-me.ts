/** GET /api/me — the signed-in staff user, their company and its first steps (shared/empresa/primeiros-passos.ts). */
import { primeirosPassos } from "../../../shared/empresa/primeiros-passos";
import { ok, rotaStaff } from "../../lib/http";
import { naoAutenticado } from "../../lib/errors";
import { obterEmpresaGravada, obterUsuario } from "../repo";

export const obterMe = rotaStaff({}, async ({ caller }) => {
  const [usuario, empresa] = await Promise.all([obterUsuario(caller.empresaId, caller.usuarioId), obterEmpresaGravada(caller.empresaId)]);
  if (!usuario || !empresa) throw naoAutenticado();
  const { id, nome, email, tipo_acesso, ativo } = usuario;
  const { id: eid, nome_fantasia, cnpj, plano, endereco, whatsapp } = empresa;
  return ok({
    usuario: { id, nome, email, tipo_acesso, ativo },
    empresa: { id: eid, nome_fantasia, cnpj, plano, endereco, whatsapp, primeiros_passos: primeirosPassos(empresa) },
  });
});
