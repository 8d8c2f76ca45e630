/** GET /api/empresa — the caller's company with its usage against the plan (any role). */
import { estatisticasEmpresa } from "../../../shared/empresa/planos";
import type { EmpresaDetalhe } from "../../../shared/empresa/schemas";
import { obterEmpresa } from "../../conta";
import { naoEncontrado } from "../../lib/errors";
import { ok, rotaStaff } from "../../lib/http";
import { lerUso } from "../repo";

export const obterEmpresaDetalhe = rotaStaff({}, async ({ caller }) => {
  const [empresa, uso] = await Promise.all([obterEmpresa(caller.empresaId), lerUso(caller.empresaId)]);
  if (!empresa) throw naoEncontrado("Empresa não encontrada");
  const corpo: EmpresaDetalhe = { ...empresa, estatisticas: estatisticasEmpresa(empresa, uso) };
  return ok(corpo);
});
