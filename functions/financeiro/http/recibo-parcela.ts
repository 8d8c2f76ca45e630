/**
 * GET /api/parcelas/{parcelaId}/recibo?formato=a4|80mm — the receipt of a paid instalment as a PDF
 * (issue 27 item 6; functions/financeiro/recibo-pdf.ts): the store, the customer (CPF masked), the
 * item and instalment, the amount in figures and in words, how and when it was paid and who received
 * it (the user for 'Marcar Paga'; the bank otherwise). An unpaid instalment is a 409; another
 * company's id is 404.
 */
import { lerIdParcela } from "../../../shared/api/parametros";
import { MSG_CONTRATO } from "../../../shared/vendas/contratos";
import { ConsultaRecibo, MSG_RECIBO } from "../../../shared/vendas/pagamento-balcao";
import { obterCliente, obterProduto } from "../../cadastro";
import { obterEmpresa, obterUsuario } from "../../conta";
import { obterContrato } from "../../contratos";
import { conflito, naoEncontrado } from "../../lib/errors";
import { arquivoPdf, rotaStaff } from "../../lib/http";

/** A4, or the 80 mm roll of a thermal printer. Here, not in recibo-pdf.ts: that one loads pdf-lib, a lazy chunk. */


export const reciboParcela = rotaStaff({ query: ConsultaRecibo, naoEncontrado: MSG_CONTRATO.parcelaNaoEncontrada }, async ({ params, query, caller }) => {
  const { empresaId } = caller;
  const alvo = lerIdParcela(params.parcelaId ?? "");
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
  // pdf-lib is a lazy chunk: only the PDF routes load it.
  const { renderizarReciboPdf } = await import("../recibo-pdf");
  const bytes = await renderizarReciboPdf(
    {
      numero: p.id,
      loja: { nome: empresa.nome_fantasia, cnpj: empresa.cnpj, endereco: empresa.endereco ?? null, cep: empresa.cep ?? null, cidade: empresa.cidade ?? null, uf: empresa.uf ?? null },
      cliente: cliente ? { nome: cliente.nome, cpf: cliente.cpf } : null,
      referente: `parcela ${p.numero_parcela} de ${c.qtd_parcelas} do contrato ${c.id.slice(-8)} — ${produto?.nome_modelo ?? "aparelho"} (IMEI ${c.imei})`,
      valorCentavos: p.valor_pago_centavos ?? p.valor_parcela_centavos,
      forma: p.forma_pagamento ?? "BOLETO",
      data: p.data_pagamento,
      recebidoPor,
    },
    query.formato ?? "a4",
  );
  return arquivoPdf(`recibo-${p.id}.pdf`, bytes);
});
