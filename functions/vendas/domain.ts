/** Pure rules of a sale: the amounts, the contract and its instalments, and what documents show. */
import { paraCentavos } from "../../shared/br/dinheiro";
import type { DadosDocumento } from "../../shared/documentos/renderizar";
import type { EncargosAtraso } from "../../shared/boletos/encargos";
import { FINANCIADOR_PADRAO, type Financiador } from "../../shared/empresa/credito";
import { custoDoCredito, type CustoCredito } from "../../shared/regras/credito";
import { capacidadePagamento, condicoesDaOferta, type CapacidadePagamento, type LojaFinanciadora } from "../../shared/regras/divulgacao-credito";
import { calcularParcelamento, msgParcelasBoleto, planoDe, type TabelaCredito } from "../../shared/regras/parcelamento";
import { dividirSemJuros, erroEntrada } from "../../shared/regras/venda";
import { textoBuscaContrato } from "../../shared/vendas/contratos";
import { FORMA_NO_DOCUMENTO, statusAoVender, type CriarVendaInput } from "../../shared/vendas/schemas";
import { APARELHO_NOVO, BOLETO_PEDIDO, type ContratoGravado, type ParcelaGravada } from "../contratos";
import type { VendaGravada } from "./entidades";
import { erroValidacao } from "../lib/errors";
import { enderecoPorExtenso, type PartesEndereco } from "../../shared/br/endereco";

export type { ContratoGravado, ParcelaGravada } from "../contratos";
export type { VendaGravada } from "./entidades";

/** Instalment ids carry their contract and number, so one GetItem finds them. */
export const idParcela = (contratoId: string, numero: number) => `${contratoId}-${String(numero).padStart(2, "0")}`;

export function lerIdParcela(id: string): { contratoId: string; numero: number } | undefined {
  const m = /^([0-9A-Z]{26})-(\d{2})$/.exec(id);
  return m ? { contratoId: m[1]!, numero: Number(m[2]) } : undefined;
}

interface Contexto {
  empresaId: string;
  vendaId: string;
  contratoId: string;
  usuarioId: string;
  item: { id: string; imei: string; cor: string; produto_id: string; valor_unitario_centavos: number };
  /** What the contracts list searches besides the IMEI (the contract's `busca`). */
  cliente: { nome: string; cpf: string | null };
  nomeModelo: string;
  precoProduto: number;
  agora: string;
  /** The company's boleto plans and who lends (GET /api/empresa/credito), read with the sale; the shop's own credit without `financiador`. */
  tabela: TabelaCredito & { financiador?: Financiador };
  /**
   * What a boleto offer's conditions are built from (shared/regras/divulgacao-credito.ts): the day
   * it is made (its validity counts from it), the shop (the lender named when it lends its own
   * money) and the company's late charges (what the contract stipulates). The sale and its
   * simulation always pass it (partes-venda.ts); without it the disclosure has its cost only.
   */
  oferta?: { hoje: string; loja: LojaFinanciadora; encargos: EncargosAtraso };
}

export interface VendaMontada {
  venda: VendaGravada;
  contrato: ContratoGravado | null;
  parcelas: ParcelaGravada[];
  /** The cost of credit of a boleto sale (also frozen on its contract); null for any other method. */
  credito: CustoCredito | null;
  /** A boleto sale's record of the capacity to pay (also on its contract); null for any other method. */
  capacidade: CapacidadePagamento | null;
}

/**
 * Amounts, contract and instalments of a new sale; throws the spec's validation messages. The
 * sale and its simulation (POST /api/vendas/simulacao) both run this, so they cannot differ.
 */
export function montarVenda(input: CriarVendaInput, c: Contexto): VendaMontada {
  const preco = paraCentavos(c.precoProduto);
  const entrada = paraCentavos(input.entrada);
  const base = {
    id: c.vendaId,
    empresa_id: c.empresaId,
    cliente_id: input.cliente_id,
    imei_id: c.item.id,
    imei: c.item.imei,
    cor: c.item.cor,
    produto_id: c.item.produto_id,
    forma_pagamento: input.forma_pagamento,
    valor_produto_centavos: preco,
    status: statusAoVender(input.forma_pagamento),
    data_venda: input.data_venda,
    conteudo_garantia_gerado: "",
    garantia_gerada: false,
    usuario_id: c.usuarioId,
    vendedor_id: c.usuarioId,
    custo_centavos: c.item.valor_unitario_centavos,
    created_at: c.agora,
  };
  // A count not in the company's table: 400 on the field, listing the counts it offers.
  if (input.forma_pagamento === "BOLETO" && !planoDe(c.tabela, input.qtd_parcelas)) throw erroValidacao({ qtd_parcelas: msgParcelasBoleto(c.tabela) });
  // The sale screen checks the entry with the same rule, so what it accepts the API accepts.
  const erro = erroEntrada({ forma: input.forma_pagamento, precoCentavos: preco, entradaCentavos: entrada, qtdParcelas: input.qtd_parcelas, tabela: c.tabela });
  if (erro) throw erroValidacao({ entrada: erro });
  if (input.forma_pagamento !== "BOLETO") {
    const s = dividirSemJuros({ precoCentavos: preco, entradaCentavos: entrada, qtdParcelas: input.qtd_parcelas });
    return {
      venda: { ...base, valor_total_centavos: s.totalCentavos, entrada_centavos: entrada, qtd_parcelas: s.qtdParcelas, valor_parcela_centavos: s.valorParcelaCentavos, contrato_id: null },
      contrato: null,
      parcelas: [],
      credito: null,
      capacidade: null,
    };
  }
  const p = calcularParcelamento({ precoCentavos: preco, qtdParcelas: input.qtd_parcelas, entradaCentavos: entrada, dataVenda: input.data_venda, tabela: c.tabela });
  // From the very instalments written below: the disclosure and the slips cannot differ.
  const credito = custoDoCredito({
    precoCentavos: preco,
    entradaCentavos: entrada,
    dataVenda: input.data_venda,
    parcelas: p.parcelas,
    ...(c.oferta ? { condicoes: condicoesDaOferta({ financiador: c.tabela.financiador ?? FINANCIADOR_PADRAO, intervaloDias: c.tabela.intervalo_dias, ...c.oferta }) } : {}),
  });
  // CDC art. 54-D: what the seller learnt of the capacity to pay, kept with the contract (a warning, never a refusal).
  const capacidade = capacidadePagamento({
    rendaMensalCentavos: input.renda_mensal_declarada == null ? null : paraCentavos(input.renda_mensal_declarada),
    parcelasCentavos: p.parcelas.map((x) => x.valorCentavos),
    intervaloDias: c.tabela.intervalo_dias,
  });
  const venda: VendaGravada = {
    ...base,
    valor_total_centavos: p.totalCentavos,
    entrada_centavos: entrada,
    ...(entrada > 0 ? { forma_entrada: input.forma_entrada ?? "DINHEIRO" } : {}),
    qtd_parcelas: input.qtd_parcelas,
    valor_parcela_centavos: p.valorParcelaCentavos,
    contrato_id: c.contratoId,
  };
  const contrato: ContratoGravado = {
    id: c.contratoId,
    empresa_id: c.empresaId,
    venda_id: c.vendaId,
    cliente_id: input.cliente_id,
    imei_id: c.item.id,
    imei: c.item.imei,
    produto_id: c.item.produto_id,
    valor_total_centavos: p.totalCentavos,
    qtd_parcelas: input.qtd_parcelas,
    valor_entrada_centavos: entrada,
    status_contrato: "ativo",
    proximo_vencimento: p.parcelas[0]?.vencimento ?? null,
    data_venda: input.data_venda,
    conteudo_gerado: "",
    created_at: c.agora,
    ...APARELHO_NOVO,
    busca: textoBuscaContrato({ nomeCliente: c.cliente.nome, cpf: c.cliente.cpf, imei: c.item.imei, nomeModelo: c.nomeModelo }),
    divulgacao: credito,
    // The customer's answer on the lock, recorded by the seller at the sale (issue 37 item 6): only a yes enrols the phone.
    consentimento_bloqueio: input.consentimento_bloqueio === true,
    consentimento_bloqueio_por: c.usuarioId,
    consentimento_bloqueio_em: c.agora,
    capacidade_pagamento: capacidade,
  };
  const parcelas = p.parcelas.map(
    (x): ParcelaGravada => ({
      id: idParcela(c.contratoId, x.numero),
      empresa_id: c.empresaId,
      contrato_id: c.contratoId,
      numero_parcela: x.numero,
      valor_parcela_centavos: x.valorCentavos,
      data_vencimento: x.vencimento,
      status_parcela: "aberta",
      data_pagamento: null,
      link_boleto: null,
      nosso_numero: null,
      codigo_barras: null,
      linha_digitavel: null,
      ...BOLETO_PEDIDO,
    }),
  );
  return { venda, contrato, parcelas, credito, capacidade };
}

export interface Partes {
  cliente: { nome: string; cpf: string | null; telefone: string | null } & PartesEndereco;
  empresa: { nome_fantasia: string; cnpj: string; cidade?: string | null; uf?: string | null };
  produto: { nome_modelo: string; marca: string | null };
}

/**
 * `credito`: the boleto sale's cost of credit and conditions, printed by the contract's CDC art. 52
 * placeholders; `consentimentoBloqueio`: the lock clause is printed (issue 37 item 6); `capacidade`:
 * the declared income and its share (CDC art. 54-D).
 */
export function dadosDoDocumento(v: VendaGravada, partes: Partes, hoje: string, credito: CustoCredito | null = null, consentimentoBloqueio = false, capacidade: CapacidadePagamento | null = null): DadosDocumento {
  return {
    credito,
    consentimento_bloqueio: consentimentoBloqueio,
    capacidade,
    cliente: { nome: partes.cliente.nome, cpf: partes.cliente.cpf ?? "", telefone: partes.cliente.telefone ?? "", endereco: enderecoPorExtenso(partes.cliente) },
    empresa: { nome: partes.empresa.nome_fantasia, cnpj: partes.empresa.cnpj, cidade: [partes.empresa.cidade, partes.empresa.uf].filter(Boolean).join("/") },
    produto: { modelo: partes.produto.nome_modelo, marca: partes.produto.marca ?? "", imei: v.imei, cor: v.cor },
    valor_total: v.valor_total_centavos / 100,
    qtd_parcelas: v.qtd_parcelas,
    valor_parcela: v.valor_parcela_centavos / 100,
    valor_entrada: v.entrada_centavos / 100,
    data_venda: v.data_venda,
    data_atual: hoje,
    forma_pagamento: FORMA_NO_DOCUMENTO[v.forma_pagamento],
  };
}

/** Open amount of a contract (the rule lives with the contracts). */
export { emAberto } from "../contratos";
