/**
 * POST /api/vendas — one atomic write per sale: the sale, the device `vendido` (only if still
 * `em_estoque`), for BOLETO the contract and its instalments, the generated contract and warranty
 * from the active templates (the contract, without one, from the default). Nothing in it is shared with another sale of the company: the
 * dashboard and stock aggregates follow from the stream, and the stream consumer (functions/fluxo)
 * queues each new instalment's slip job, so no commit can lose its slips (docs/estilo.md, DynamoDB 10);
 * a boleto sale's welcome message to the customer leaves the same way (functions/mensagens).
 */
import { hojeBrasil } from "../../../shared/br/datas";
import type { DadosDocumento } from "../../../shared/documentos/renderizar";
import { contratoEmVigor } from "../../../shared/documentos/modelos-padrao";
import type { TipoDocumento } from "../../../shared/documentos/placeholders";
import { CriarVendaInput, MSG_VENDA } from "../../../shared/vendas/schemas";
import { descreverParcelas, divulgacaoEmReais, formatarPercentual, type CustoCredito } from "../../../shared/regras/credito";
import { mascararCnpj } from "../../../shared/br/cnpj";
import { capacidadeEmReais } from "../../../shared/regras/divulgacao-credito";
import { naoEncontrado } from "../../lib/errors";
import { criado, rotaStaff } from "../../lib/http";
import { auditoria } from "../../lib/logger";
import { contratoParaApi, mensagemNaSaida, modeloAtivo, moverItem, novoContrato, parcelaParaApi, usarCliente, variaveisDaLoja } from "../dependencias";
import { formatarCentavos } from "../../../shared/br/dinheiro";
import { formatarData } from "../../../shared/br/datas";
import { dadosDoDocumento } from "../domain";
import { aparelhoIndisponivel, lerPartesDaVenda, montarDasPartes } from "../partes-venda";
import { transacao } from "../../lib/db/transacao";
import { novaVenda } from "../repo";
import { vendaParaApi } from "./respostas";

/**
 * A document from its template, or "" without one. sanitize-html and postcss are a lazy chunk:
 * only a sale with an active template loads them, not the cold start of every vendas route.
 */
async function gerarDocumento(modelo: { conteudo: string } | null | undefined, tipo: TipoDocumento, dados: DadosDocumento): Promise<string> {
  if (!modelo) return "";
  const { renderizarDocumento } = await import("../../../shared/documentos/renderizar");
  return renderizarDocumento(modelo.conteudo, tipo, dados).html;
}

/** What the welcome repeats of the disclosure: the frequency in words, the rates and who lends (CNPJ masked). */
function boasVindasDoCredito(c: CustoCredito): Record<string, string> {
  return {
    ...(c.periodicidade ? { periodicidade: c.periodicidade } : {}),
    ...(c.taxa_mensal_percentual !== null && c.cet_anual_percentual !== null ? { taxa_mensal: formatarPercentual(c.taxa_mensal_percentual), cet_anual: formatarPercentual(c.cet_anual_percentual) } : {}),
    ...(c.financiador ? { financiador: `${c.financiador.nome} (CNPJ ${mascararCnpj(c.financiador.cnpj)})` } : {}),
  };
}

export const criarVenda = rotaStaff({ body: CriarVendaInput }, async ({ body, caller }) => {
  const { empresaId } = caller;
  // The active templates depend on nothing read here: fetched with the rest, not one round trip later.
  const partes = await lerPartesDaVenda(empresaId, body, () =>
    Promise.all([modeloAtivo(empresaId, "garantia"), body.forma_pagamento === "BOLETO" ? modeloAtivo(empresaId, "contrato") : null]),
  );
  const { item, cliente, produto, empresa, outros } = partes;
  const [modeloGarantia, modeloContrato] = outros;

  const { venda, contrato, parcelas, credito, capacidade } = montarDasPartes(body, partes, caller);

  // Documents from the active templates. No active warranty leaves the warranty empty (spec section 4);
  // a contract is never left empty: without an active template it is the default one (contratoEmVigor).
  const dados = dadosDoDocumento(venda, { cliente, empresa, produto: { nome_modelo: produto.nome_modelo, marca: produto.marca?.nome ?? null } }, hojeBrasil(), credito, contrato?.consentimento_bloqueio === true, capacidade);
  venda.conteudo_garantia_gerado = await gerarDocumento(modeloGarantia, "garantia", dados);
  venda.garantia_gerada = Boolean(venda.conteudo_garantia_gerado);
  if (contrato) contrato.conteudo_gerado = await gerarDocumento(contratoEmVigor(modeloContrato), "contrato", dados);

  // The welcome (issue 31 item 4): the contract's summary and its first slip (linha digitável and Pix,
  // read when the message leaves: the slip is issued by its job), in the sale's own transaction.
  const primeira = parcelas[0];
  const boasVindas =
    contrato && primeira
      ? mensagemNaSaida({
          empresaId,
          contratoId: contrato.id,
          modelo: "boas_vindas",
          variaveis: {
            ...variaveisDaLoja(empresa, cliente),
            produto: produto.nome_modelo,
            entrada: venda.entrada_centavos > 0 ? formatarCentavos(venda.entrada_centavos) : "",
            parcelas: `${descreverParcelas(parcelas.map((p) => p.valor_parcela_centavos))}, a primeira em ${formatarData(primeira.data_vencimento)}`,
            valor_total: formatarCentavos(contrato.valor_total_centavos),
            ...(credito ? boasVindasDoCredito(credito) : {}),
          },
          para: { cliente },
          parcelas: [primeira.numero_parcela],
          por: caller.usuarioId,
        })
      : null;

  // Two sales of the same device at once: the item's condition lets exactly one through.
  await transacao([
    ...(boasVindas?.pecas ?? []),
    novaVenda(venda),
    ...(contrato ? novoContrato(contrato, parcelas) : []),
    ...moverItem(empresaId, item, "em_estoque", "vendido", { receitaCentavos: venda.valor_total_centavos, vendaId: venda.id, seFalhar: aparelhoIndisponivel }),
    { item: usarCliente(empresaId, cliente.id, +1), seFalhar: () => naoEncontrado(MSG_VENDA.naoEncontrado) },
  ]);

  auditoria("venda_criada", { empresaId, vendaId: venda.id, usuarioId: caller.usuarioId, forma: venda.forma_pagamento, contratoId: contrato?.id ?? null, consentimentoBloqueio: contrato?.consentimento_bloqueio ?? null });
  return criado({
    venda: vendaParaApi(venda),
    divulgacao: credito ? divulgacaoEmReais(credito) : null,
    capacidade_pagamento: capacidade ? capacidadeEmReais(capacidade) : null,
    ...(contrato ? { contrato: contratoParaApi(contrato), parcelas: parcelas.map((p) => parcelaParaApi(p)) } : {}),
  });
});
