/** GET /api/me — the signed-in staff user and their company. */
import { ok, rotaStaff } from "../../lib/http";
import { naoAutenticado } from "../../lib/errors";
import { obterEmpresa, obterUsuario } from "../repo";

export const obterMe = rotaStaff({}, async ({ caller }) => {
  const [usuario, empresa] = await Promise.all([obterUsuario(caller.empresaId, caller.usuarioId), obterEmpresa(caller.empresaId)]);
  if (!usuario || !empresa) throw naoAutenticado();
  const { id, nome, email, tipo_acesso, ativo } = usuario;
  const { id: eid, nome_fantasia, cnpj, plano, endereco, whatsapp } = empresa;
  return ok({ usuario: { id, nome, email, tipo_acesso, ativo }, empresa: { id: eid, nome_fantasia, cnpj, plano, endereco, whatsapp } });
});
