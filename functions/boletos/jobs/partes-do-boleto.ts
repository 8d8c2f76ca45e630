/**
 * The store and the payer of any slip this app issues (an instalment's or a payoff's), checked as
 * the provider needs them: both found and the payer with a CPF — otherwise a definitive failure
 * (retrying will not create them) — and shaped as the provider's request takes them.
 */
import type { ConfigCobranca } from "../../../shared/empresa/cobranca";
import { FalhaDefinitiva } from "../../lib/provedores";
import type { PedidoEmissao } from "../provedores/porta";
import { lojaEPagador, type ClienteDoBoleto, type EmpresaDoBoleto } from "../repo";

export interface PartesDoBoleto {
  empresa: EmpresaDoBoleto;
  cliente: ClienteDoBoleto & { cpf: string };
  cobranca: ConfigCobranca;
  /** The request's store and payer. */
  pedido: Pick<PedidoEmissao, "empresa" | "pagador">;
}

export async function partesDoBoleto(empresaId: string, clienteId: string): Promise<PartesDoBoleto> {
  const { empresa, cliente, cobranca } = await lojaEPagador(empresaId, clienteId);
  if (!empresa) throw new FalhaDefinitiva("Empresa não encontrada");
  if (!cliente) throw new FalhaDefinitiva("Cliente não encontrado");
  const cpf = cliente.cpf?.replace(/\D/g, "") ?? "";
  if (cpf.length !== 11) throw new FalhaDefinitiva("Cliente sem CPF: o boleto exige o CPF do pagador");
  return {
    empresa,
    cliente: { ...cliente, cpf },
    cobranca,
    pedido: {
      empresa: { id: empresaId, nome: empresa.nome_fantasia, cnpj: empresa.cnpj, endereco: empresa.endereco, cep: empresa.cep, cidade: empresa.cidade, uf: empresa.uf },
      pagador: { id: cliente.id, nome: cliente.nome, cpf, email: cliente.email, telefone: cliente.telefone, endereco: cliente.endereco, cep: cliente.cep, cidade: cliente.cidade, uf: cliente.uf },
    },
  };
}
