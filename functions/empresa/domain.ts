/** Pure rules of the company data edit (spec section 5, "Company data edit"). */
import type { Empresa } from "../../shared/conta/schemas";
import type { AtualizarEmpresaInput } from "../../shared/empresa/schemas";

export const MENSAGEM_CONCORRENCIA =
  "Os dados da empresa foram alterados por outra pessoa ao mesmo tempo. Recarregue a página e tente novamente.";

/** The company as it will be stored: id and registration date never change. */
export function aplicarEdicao(atual: Empresa, input: AtualizarEmpresaInput): Empresa {
  return {
    ...atual,
    nome_fantasia: input.nome_fantasia,
    cnpj: input.cnpj,
    plano: input.plano,
    endereco: input.endereco,
    cep: input.cep,
    cidade: input.cidade,
    uf: input.uf,
    whatsapp: input.whatsapp,
  };
}
