/**
 * The contracts domain: the one owner of boleto contracts and their instalments (no Lambda or
 * routes of its own). Sales, finance, boletos, the lock, the portal and the daily routine change
 * them only through these pieces, which they put in their own transactions (as estoque.moverItem):
 * - novoContrato(contrato, parcelas) — a sale's contract and instalments;
 * - mudarParcela(p, para, { dataPagamento?, seFalhar }) — aberta → vencida / paga / cancelada,
 *   vencida → paga / cancelada, conditioned on the status read;
 * - mudarContrato(c, para, parcelasDepois, seFalhar) — ativo → inadimplente / liquidado /
 *   cancelado…, recomputing the next due date for the contracts-by-due-date index;
 * - seguirVenda(contratoComParcelas, para, seFalhar, por?) — the contract following its sale's status
 *   (cancelling cancels every instalment still to pay; cancellation or payoff releases the device).
 * - registrarPagamento(contratoComParcelas, numero, pagamento, seFalhar, evento?) — an instalment paid
 *   (bank or 'Marcar Paga'), the contract liquidated when nothing is left or back to ativo when nothing
 *   is overdue (the caller settles the sale); the device unlocked or released in the same transaction
 *   (aparelho-pagamento.ts);
 * - registrarLembrete / lembretesDaParcela — a reminder recorded once per instalment and kind (lembretes.ts);
 * - pedirNovoBoleto(p, seFalhar) — 'Reenviar boletos': an open instalment's slip version + 1 and
 *   `emitindo` (the stream's outbox queues the job), conditioned on the version and status read.
 * - atualizarBuscaDoCliente(empresaId, clienteId, { nome, cpf }) — the stream consumer keeps the
 *   contracts' `busca` current when their customer's name or CPF changes; atualizarBuscaDoProduto(
 *   empresaId, produtoId, nomeAntigo, nomeNovo) likewise for a product model's name.
 * - reservarEmissao / registrarEmissao / marcarFalhaEmissao — the slip job: claim a version by a
 *   condition, record the issued slip with its provider guard, or mark it failed.
 * - eventoContrato(novo) — an append-only audit event, as a piece of the change's own transaction.
 * - the device (aparelho.ts): pedirComando / novoComando + camposDoAparelho (merged into mudarContrato
 *   when the same transaction changes the contract) / mudarAparelho / eventoDoComando; comandosDoContrato.
 * Reads: eventosDoContrato (oldest first), contratoExiste, contratosPorStatus, contratosDoCliente, parcelasEmAberto,
 * parcelasAVencerNoShard (+ shardsVencimento from lib/db/keys), proximosVencimentos (the routine's owner
 * test), guardaDoBoleto; the contracts list:
 * paginarIdsContratos(empresaId, { status?, termo?, limite, cursor? }) (GSI4, a bounded read per
 * request) and contratosComParcelas(empresaId, ids) (the page's contracts by key).
 */
export { marcarFalhaEmissao, registrarEmissao, reservarEmissao, type SlipEmitido } from "./emissao";
export {
  atualizarBuscaDoCliente,
  atualizarBuscaDoProduto,
  contratosDoCliente,
  contratosPorStatus,
  guardaDoBoleto,
  mudarContrato,
  mudarParcela,
  novoContrato,
  obterContrato,
  parcelasAVencerNoShard,
  proximosVencimentos,
  parcelaComoLida,
  parcelasEmAberto,
  pedirNovoBoleto,
  registrarPagamento,
  seguirVenda,
  TransicaoInvalida,
  type MudancaAparelho,
  type ContratoComParcelas,
  type Pagamento,
} from "./repo";
export { camposDoAparelho, comandosDoContrato, eventoDoComando, mudarAparelho, novoComando, pedirComando, type NovoComando } from "./aparelho";
export { contratoExiste, eventoContrato, eventosDoContrato, type NovoEvento } from "./eventos";
export { lembretesDaParcela, registrarLembrete, type LembreteGravado, type NovoLembrete } from "./lembretes";
export { marcarFalhaQuitacao, pedirQuitacao, quitacoesEmitidasNoShard, registrarEmissaoQuitacao, registrarQuitacao, reservarEmissaoQuitacao, vencimentoDoBoletoQuitacao, type QuitacaoGravada } from "./quitacao";
export { aparelhoTravado, temMatricula } from "./aparelho-pagamento";
export { contratosComParcelas, paginarIdsContratos, CONSULTAS_POR_PAGINA, type PedidoListaContratos } from "./repo-lista";
export { contratoPodeIr, emAberto, parcelaPodeIr, proximoVencimento } from "./domain";
export { APARELHO_NOVO, ComandoAparelho, type ComandoAparelhoGravado } from "./entidades";
export { BOLETO_PEDIDO, emAbertoStatus, EventoContrato, Contrato, GuardaBoleto, Parcela, type ContratoGravado, type GuardaBoletoGravada, type ParcelaGravada } from "./entidades";
export { boletoOferecido, contratoParaApi, devidoCentavos, parcelaParaApi, parcelasParaApi, quitacaoParaApi } from "./respostas";
export { contribuicoesContrato } from "./agregados";
