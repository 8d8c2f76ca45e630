/**
 * The termo de quitação (issue 36 item 3): the store declares a contract paid off early — which
 * contract, what was paid and when, and that nothing more is owed. Staff open it from the contract
 * (GET /api/contratos/{id}/quitacao/termo) and the customer from the customer area (an opaque link,
 * functions/portal/links.ts). Only a contract settled by its payoff slip has one: 404 for what is not
 * the caller's company's, 409 for a contract not paid off. Drawn like the receipts (recibo-pdf.ts).
 */
import { cpfParcial } from "../../shared/br/cpf";
import { formatarData } from "../../shared/br/datas";
import { formatarCentavos } from "../../shared/br/dinheiro";
import { valorPorExtenso } from "../../shared/br/extenso";
import { MSG_CONTRATO } from "../../shared/vendas/contratos";
import { obterCliente, obterProduto } from "../cadastro";
import { obterEmpresa } from "../conta";
import { obterContrato, type ContratoComParcelas, type QuitacaoGravada } from "../contratos";
import { enderecoEmLinha, formatarCnpjAlfanumerico } from "../boletos";
import { conflito, naoEncontrado } from "../lib/errors";
import { arquivoPdf, type Resposta } from "../lib/http";
import type { ClienteDoDocumento, LinhaRecibo, LojaDoDocumento } from "./recibo";

export const MSG_TERMO = {
  naoQuitado: "Este contrato não foi quitado antecipadamente: não há termo de quitação",
} as const;

export interface DadosTermo {
  contrato: string;
  loja: LojaDoDocumento;
  cliente: ClienteDoDocumento;
  produto: string;
  imei: string;
  dataVenda: string;
  qtdParcelas: number;
  /** Instalments settled by the payoff, in order. */
  parcelasQuitadas: number[];
  valorQuitacaoCentavos: number;
  descontoCentavos: number;
  dataQuitacao: string;
  /** Everything received on the contract: the entry, each instalment at what was paid. */
  totalPagoCentavos: number;
}

/** "3 a 12", "12", "2, 5 e 7". */
function faixa(ns: readonly number[]): string {
  if (ns.length === 1) return String(ns[0]);
  const seguidas = ns.every((n, i) => i === 0 || n === ns[i - 1]! + 1);
  return seguidas ? `${ns[0]} a ${ns[ns.length - 1]}` : `${ns.slice(0, -1).join(", ")} e ${ns[ns.length - 1]}`;
}

export function linhasDoTermo(d: DadosTermo): LinhaRecibo[] {
  const endereco = enderecoEmLinha(d.loja);
  const parcelas = d.parcelasQuitadas.length === 1 ? `da parcela ${faixa(d.parcelasQuitadas)}` : `das parcelas ${faixa(d.parcelasQuitadas)}`;
  return [
    { texto: d.loja.nome, negrito: true, grande: true },
    { texto: `CNPJ ${formatarCnpjAlfanumerico(d.loja.cnpj)}` },
    ...(endereco ? [{ texto: endereco }] : []),
    { texto: "" },
    { texto: "TERMO DE QUITAÇÃO", negrito: true, grande: true },
    { texto: `Contrato nº ${d.contrato}`, negrito: true },
    { texto: `${d.produto} (IMEI ${d.imei}), compra em ${formatarData(d.dataVenda)}, em ${d.qtdParcelas} parcelas` },
    { texto: "" },
    {
      texto: `${d.loja.nome}, CNPJ ${formatarCnpjAlfanumerico(d.loja.cnpj)}, declara que recebeu de ${d.cliente?.nome ?? "cliente não encontrado"}, CPF ${cpfParcial(d.cliente?.cpf ?? null)}, em ${formatarData(d.dataQuitacao)}, a importância de ${formatarCentavos(d.valorQuitacaoCentavos)} (${valorPorExtenso(d.valorQuitacaoCentavos)}) pela quitação antecipada do contrato nº ${d.contrato}, ${parcelas} de ${d.qtdParcelas}${d.descontoCentavos > 0 ? `, com redução proporcional dos juros de ${formatarCentavos(d.descontoCentavos)} (CDC, art. 52, § 2º)` : ""}.`,
    },
    { texto: "" },
    { texto: `Com este pagamento o contrato está quitado e nada mais é devido pelo cliente em razão dele.`, negrito: true },
    { texto: "" },
    { texto: `Valor pago na quitação: ${formatarCentavos(d.valorQuitacaoCentavos)}` },
    { texto: `Data do pagamento: ${formatarData(d.dataQuitacao)}` },
    { texto: `Total pago no contrato: ${formatarCentavos(d.totalPagoCentavos)}` },
  ];
}

/** What the termo of a contract read says, or the reason it has none (`null`: not paid off). */
export function quitacaoPaga(lido: ContratoComParcelas & { quitacao?: QuitacaoGravada }): QuitacaoGravada | null {
  const q = lido.quitacao;
  return q?.status === "paga" && q.data_pagamento && lido.contrato.status_contrato === "liquidado" ? q : null;
}

export async function termoDaQuitacao(empresaId: string, contratoId: string): Promise<DadosTermo> {
  const lido = await obterContrato(empresaId, contratoId);
  if (!lido) throw naoEncontrado(MSG_CONTRATO.naoEncontrado);
  const q = quitacaoPaga(lido);
  if (!q) throw conflito(MSG_TERMO.naoQuitado);
  const c = lido.contrato;
  const [empresa, cliente, produto] = await Promise.all([obterEmpresa(empresaId), obterCliente(empresaId, c.cliente_id), obterProduto(empresaId, c.produto_id)]);
  if (!empresa) throw naoEncontrado(MSG_CONTRATO.naoEncontrado);
  const quitadas = lido.parcelas.filter((p) => p.status_parcela === "paga" && p.origem_pagamento === "quitacao").sort((a, b) => a.numero_parcela - b.numero_parcela);
  const pagas = lido.parcelas.filter((p) => p.status_parcela === "paga");
  return {
    contrato: c.id.slice(-8),
    loja: { nome: empresa.nome_fantasia, cnpj: empresa.cnpj, endereco: empresa.endereco ?? null, cep: empresa.cep ?? null, cidade: empresa.cidade ?? null, uf: empresa.uf ?? null },
    cliente: cliente ? { nome: cliente.nome, cpf: cliente.cpf } : null,
    produto: produto?.nome_modelo ?? "Aparelho",
    imei: c.imei,
    dataVenda: c.data_venda,
    qtdParcelas: c.qtd_parcelas,
    parcelasQuitadas: quitadas.map((p) => p.numero_parcela),
    valorQuitacaoCentavos: q.valor_pago_centavos ?? q.valor_centavos,
    descontoCentavos: quitadas.reduce((s, p) => s + Math.max(0, p.valor_parcela_centavos - (p.valor_pago_centavos ?? p.valor_parcela_centavos)), 0),
    dataQuitacao: q.data_pagamento!,
    totalPagoCentavos: c.valor_entrada_centavos + pagas.reduce((s, p) => s + (p.valor_pago_centavos ?? p.valor_parcela_centavos), 0),
  };
}

/** The termo's PDF answer (pdf-lib is a lazy chunk). */
export async function respostaTermoPdf(d: DadosTermo): Promise<Resposta> {
  const { renderizarLinhasPdf } = await import("./recibo-pdf");
  return arquivoPdf(`termo-quitacao-${d.contrato}.pdf`, await renderizarLinhasPdf(`Termo de quitação ${d.contrato}`, linhasDoTermo(d), "a4"));
}
