/**
 * POST /api/webhooks/boletos/{provider}: a provider's payment notices (public: the provider signs
 * them, no token). Unknown or not configured provider → 404; a notice that is not authentic → 401 and nothing is
 * read or written. Each `pago` event goes guard → instalment → pagarParcela with the event id in the
 * same transaction (a repeated notice is applied once; one for an instalment already paid changes
 * nothing), then 200 at once. A charge this app does not know is answered 200 (logged), so the
 * provider does not retry it forever; the signature is checked over the exact raw body.
 */
import { ErroApi, erroValidacao, naoEncontrado } from "../../lib/errors";
import { ok, rotaPublica, type EventoHttp } from "../../lib/http";
import { logger } from "../../lib/logger";
import { guardaDoBoleto } from "../../contratos";
import { pagarParcela } from "../pagar-parcela";
import { pagarQuitacao } from "../pagar-quitacao";
import { provedorDoWebhook } from "../provedores";

export const MSG_WEBHOOK = {
  provedorDesconhecido: "Provedor de boletos não encontrado",
  naoAutentico: "Aviso sem assinatura válida",
  corpoGrande: "Aviso grande demais",
  corpoInvalido: "Aviso em formato inválido",
} as const;

/** Far above any notice a provider sends (a few KB); refused before the signature is computed. */
export const CORPO_MAXIMO_WEBHOOK = 64 * 1024;

const corpoBruto = (e: EventoHttp): string => (e.body ? (e.isBase64Encoded ? Buffer.from(e.body, "base64").toString("utf8") : e.body) : "");

export const receberWebhook = rotaPublica({ naoEncontrado: MSG_WEBHOOK.provedorDesconhecido }, async ({ params, evento }) => {
  const provedor = provedorDoWebhook(params.provider!);
  if (!provedor) throw naoEncontrado(MSG_WEBHOOK.provedorDesconhecido);
  const corpo = corpoBruto(evento);
  if (Buffer.byteLength(corpo, "utf8") > CORPO_MAXIMO_WEBHOOK) throw erroValidacao({ _: MSG_WEBHOOK.corpoGrande }, MSG_WEBHOOK.corpoGrande);
  let eventos;
  try {
    eventos = await provedor.lerWebhook({ headers: evento.headers ?? {}, corpo });
  } catch (erro) {
    logger.warn("aviso autêntico ilegível", { provedor: provedor.nome, erro: (erro as Error).name });
    throw erroValidacao({ _: MSG_WEBHOOK.corpoInvalido }, MSG_WEBHOOK.corpoInvalido);
  }
  if (!eventos) {
    logger.warn("aviso de boleto recusado: assinatura inválida", { provedor: provedor.nome });
    throw new ErroApi(401, "UNAUTHENTICATED", MSG_WEBHOOK.naoAutentico);
  }
  for (const e of eventos) {
    if (e.tipo !== "pago") {
      logger.info("aviso de boleto ignorado", { provedor: provedor.nome, evento: e.eventoId, descricao: e.descricao });
      continue;
    }
    const g = await guardaDoBoleto(provedor.nome, e.idProvedor);
    if (!g) {
      logger.warn("pagamento de cobrança desconhecida", { provedor: provedor.nome, idProvedor: e.idProvedor, evento: e.eventoId });
      continue;
    }
    // numero_parcela 0: the contract's payoff slip (functions/contratos/quitacao.ts).
    const r = g.numero_parcela === 0
      ? await pagarQuitacao(g.empresa_id, g.contrato_id, { data: e.dataPagamento, valorCentavos: e.valorPagoCentavos }, { provedor: provedor.nome, eventoId: e.eventoId })
      : await pagarParcela(
      g.empresa_id,
      g.contrato_id,
      g.numero_parcela,
      { data: e.dataPagamento, valorCentavos: e.valorPagoCentavos, origem: "banco" },
      { provedor: provedor.nome, eventoId: e.eventoId },
      { por: `banco:${provedor.nome}` },
    );
    logger.info("aviso de pagamento aplicado", { provedor: provedor.nome, evento: e.eventoId, parcela: g.parcela_id, resultado: r.resultado });
  }
  return ok({ recebido: true });
});
