/**
 * Messages other domains put in their own transactions when they need the customer's contacts and
 * the store's name read first (issue 31 item 4): the payment received, the device locked or unlocked.
 */
import { formatarCentavos } from "../../shared/br/dinheiro";
import { formatarData } from "../../shared/br/datas";
import { obterCliente, obterProduto } from "../cadastro";
import { obterEmpresa } from "../conta";
import type { Peca } from "../lib/db/transacao";
import { mensagemNaSaida } from "./saida";
import { variaveisDaLoja } from "./variaveis";

export interface PagamentoRecebido {
  empresaId: string;
  contratoId: string;
  clienteId: string;
  numero: number;
  qtd: number;
  valorCentavos: number;
  por: string;
}

/** 'Pagamento recebido' for an instalment: the pieces to add to the payment's transaction (none when the customer or the store cannot be read). */
export async function mensagemPagamentoRecebido(p: PagamentoRecebido): Promise<Peca[]> {
  const [cliente, empresa] = await Promise.all([obterCliente(p.empresaId, p.clienteId), obterEmpresa(p.empresaId)]);
  if (!cliente || !empresa) return [];
  return mensagemNaSaida({
    empresaId: p.empresaId,
    contratoId: p.contratoId,
    modelo: "pagamento_recebido",
    variaveis: { ...variaveisDaLoja(empresa, cliente), descricao: `parcela ${p.numero} de ${p.qtd}`, valor: formatarCentavos(p.valorCentavos) },
    para: { cliente },
    por: p.por,
  }).pecas;
}

/**
 * 'Contrato quitado' (issue 36 item 3): the payoff paid, its amount and date; the termo de quitação
 * is in the customer area (its address in the text). The pieces go in the payoff's transaction.
 */
export async function mensagemQuitacao(p: { empresaId: string; contratoId: string; clienteId: string; produtoId: string; valorCentavos: number; data: string; por: string }): Promise<Peca[]> {
  const [cliente, empresa, produto] = await Promise.all([obterCliente(p.empresaId, p.clienteId), obterEmpresa(p.empresaId), obterProduto(p.empresaId, p.produtoId)]);
  if (!cliente || !empresa) return [];
  return mensagemNaSaida({
    empresaId: p.empresaId,
    contratoId: p.contratoId,
    modelo: "quitacao",
    variaveis: { ...variaveisDaLoja(empresa, cliente), produto: produto?.nome_modelo ?? "aparelho", valor: formatarCentavos(p.valorCentavos), data: formatarData(p.data) },
    para: { cliente },
    por: p.por,
  }).pecas;
}

/** 'Aparelho bloqueado' / 'desbloqueado', once the device confirmed it: the pieces to add to the confirmation's transaction. */
export async function mensagemDoAparelho(p: { empresaId: string; contratoId: string; clienteId: string; modelo: "bloqueado" | "desbloqueado"; por: string }): Promise<Peca[]> {
  const [cliente, empresa] = await Promise.all([obterCliente(p.empresaId, p.clienteId), obterEmpresa(p.empresaId)]);
  if (!cliente || !empresa) return [];
  return mensagemNaSaida({ empresaId: p.empresaId, contratoId: p.contratoId, modelo: p.modelo, variaveis: variaveisDaLoja(empresa, cliente), para: { cliente }, por: p.por }).pecas;
}
