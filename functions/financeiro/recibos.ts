/**
 * What a receipt says, read from what was paid (recibo.ts): a paid instalment (issue 27 item 6) or
 * a sale paid at the counter (item 7: PIX, cash or card; a boleto sale is paid instalment by
 * instalment, each with its own receipt). Both throw the API's errors: 404 for what is not the
 * caller's company's (or does not exist), 409 for what is not paid. The routes answer the PDF
 * (http/recibo-parcela.ts, http/recibo-venda.ts) and 'Enviar recibo' sends the text
 * (http/enviar-recibo.ts).
 */
import { lerIdParcela } from "../../shared/api/parametros";
import { MSG_CONTRATO } from "../../shared/vendas/contratos";
import { MSG_RECIBO, recusaReciboVenda, type FormatoRecibo } from "../../shared/vendas/pagamento-balcao";
import { MSG_VENDA } from "../../shared/vendas/schemas";
import { obterCliente, obterProduto } from "../cadastro";
import { obterEmpresa, obterUsuario } from "../conta";
import { obterContrato, type ContratoGravado, type ParcelaGravada } from "../contratos";
import { conflito, naoEncontrado } from "../lib/errors";
import { arquivoPdf, type Resposta } from "../lib/http";
import { obterVenda, type VendaGravada } from "../vendas";
import type { DadosRecibo } from "./recibo";
import { numeroDoReciboDaVenda } from "./repo";

type Empresa = NonNullable<Awaited<ReturnType<typeof obterEmpresa>>>;
type Cliente = NonNullable<Awaited<ReturnType<typeof obterCliente>>>;

const lojaDoRecibo = (e: Empresa): DadosRecibo["loja"] => ({
  nome: e.nome_fantasia,
  cnpj: e.cnpj,
  endereco: e.endereco ?? null,
  cep: e.cep ?? null,
  cidade: e.cidade ?? null,
  uf: e.uf ?? null,
});

export interface ReciboDaParcela {
  dados: DadosRecibo;
  contrato: ContratoGravado;
  parcela: ParcelaGravada;
  /** The customer's record (its channels, for 'Enviar recibo'); undefined when it is gone. */
  cliente: Cliente | undefined;
  empresa: Empresa;
}

/** The receipt of a paid instalment (`<contrato>-NN`): who received it is the user of 'Marcar Paga', otherwise the bank. */
export async function reciboDaParcela(empresaId: string, parcelaId: string): Promise<ReciboDaParcela> {
  const alvo = lerIdParcela(parcelaId);
  if (!alvo) throw naoEncontrado(MSG_CONTRATO.parcelaNaoEncontrada);
  const lido = await obterContrato(empresaId, alvo.contratoId);
  const p = lido?.parcelas.find((x) => x.numero_parcela === alvo.numero);
  if (!lido || !p) throw naoEncontrado(MSG_CONTRATO.parcelaNaoEncontrada);
  if (p.status_parcela !== "paga" || !p.data_pagamento) throw conflito(MSG_RECIBO.naoPaga);
  const c = lido.contrato;
  const [empresa, cliente, produto, usuario] = await Promise.all([
    obterEmpresa(empresaId),
    obterCliente(empresaId, c.cliente_id),
    obterProduto(empresaId, c.produto_id),
    p.recebido_por ? obterUsuario(empresaId, p.recebido_por) : Promise.resolve(undefined),
  ]);
  if (!empresa) throw naoEncontrado(MSG_CONTRATO.parcelaNaoEncontrada);
  const recebidoPor = usuario?.nome ?? (p.origem_pagamento === "manual" ? "equipe da loja" : p.origem_pagamento === "quitacao" ? "banco (quitação antecipada)" : "banco (boleto)");
  const dados: DadosRecibo = {
    numero: p.id,
    loja: lojaDoRecibo(empresa),
    cliente: cliente ? { nome: cliente.nome, cpf: cliente.cpf } : null,
    referente: `à parcela ${p.numero_parcela} de ${c.qtd_parcelas} do contrato ${c.id.slice(-8)} — ${produto?.nome_modelo ?? "aparelho"} (IMEI ${c.imei})`,
    valorCentavos: p.valor_pago_centavos ?? p.valor_parcela_centavos,
    forma: p.forma_pagamento ?? "BOLETO",
    data: p.data_pagamento,
    recebidoPor,
  };
  return { dados, contrato: c, parcela: p, cliente, empresa };
}

export interface ReciboDaVenda {
  dados: DadosRecibo;
  venda: VendaGravada;
}

/**
 * The receipt of a sale paid at the counter: the whole amount, on the sale's day, received by the
 * seller. A boleto sale's is its entry's (issue 36 item 12): the entry, how it was paid, the
 * contract it opened and the purchase's goods apart from its cost of financing (issue 37) — each
 * paid instalment has its own receipt. An unpaid or cancelled sale, and a
 * boleto sale without entry, have none: 409 with the reason.
 */
export async function reciboDaVenda(empresaId: string, vendaId: string): Promise<ReciboDaVenda> {
  const venda = await obterVenda(empresaId, vendaId);
  if (!venda) throw naoEncontrado(MSG_VENDA.vendaNaoEncontrada);
  const recusa = recusaReciboVenda(venda, venda.entrada_centavos);
  if (recusa) throw conflito(recusa);
  const vendedor = venda.vendedor_id ?? venda.usuario_id;
  const [empresa, cliente, produto, usuario] = await Promise.all([
    obterEmpresa(empresaId),
    obterCliente(empresaId, venda.cliente_id),
    obterProduto(empresaId, venda.produto_id),
    obterUsuario(empresaId, vendedor),
  ]);
  if (!empresa) throw naoEncontrado(MSG_VENDA.vendaNaoEncontrada);
  const dados: DadosRecibo = {
    // A number people read and file (issue 36 item 12), the company's own sequence, not the sale's id.
    numero: await numeroDoReciboDaVenda(empresaId, venda.id),
    loja: lojaDoRecibo(empresa),
    cliente: cliente ? { nome: cliente.nome, cpf: cliente.cpf } : null,
    ...(venda.forma_pagamento === "BOLETO"
      ? {
          referente: `à entrada da compra de ${produto?.nome_modelo ?? "aparelho"}, cor ${venda.cor} (IMEI ${venda.imei}), no boleto em ${venda.qtd_parcelas}x pelo contrato ${(venda.contrato_id ?? "").slice(-8)}`,
          valorCentavos: venda.entrada_centavos,
          forma: venda.forma_entrada ?? null,
          // The sale's own figures: the cash price it was sold at and the interest its total adds.
          compra: { mercadoriaCentavos: venda.valor_produto_centavos, jurosCentavos: venda.valor_total_centavos - venda.valor_produto_centavos },
        }
      : {
          referente: `à compra de ${produto?.nome_modelo ?? "aparelho"}, cor ${venda.cor} (IMEI ${venda.imei})`,
          valorCentavos: venda.valor_total_centavos,
          forma: venda.forma_pagamento,
        }),
    // A credit card may split the price (shared/regras/venda.ts dividirSemJuros): the card company pays the shop.
    ...(venda.forma_pagamento === "CARTAO_CREDITO" && venda.qtd_parcelas > 1 ? { vezesNoCartao: venda.qtd_parcelas } : {}),
    data: venda.data_venda,
    recebidoPor: usuario?.nome ?? "equipe da loja",
  };
  return { dados, venda };
}

/** The receipt's PDF answer (pdf-lib is a lazy chunk: only these routes load it). */
export async function respostaReciboPdf(dados: DadosRecibo, formato: FormatoRecibo | undefined): Promise<Resposta> {
  const { renderizarReciboPdf } = await import("./recibo-pdf");
  return arquivoPdf(`recibo-${dados.numero}.pdf`, await renderizarReciboPdf(dados, formato ?? "a4"));
}
