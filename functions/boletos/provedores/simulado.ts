/**
 * The `simulado` provider: a bank that keeps its slips in the table (simulado-repo.ts), numbers
 * nosso número per company account, issues FEBRABAN-valid barcodes and linhas digitáveis (bank
 * 999, which no real bank holds) with a Pix copy-and-paste, and pays and notifies like a real
 * bank: `pagar` (the bank's side, used by the local bank and the tests) records the payment and
 * returns its notice, signed (functions/lib/aviso-assinado.ts), which the bank delivers at least once to
 * POST /api/webhooks/boletos/simulado.
 *
 * Notice (one event per notice), body as JSON:
 *   { "id": "<event id>", "tipo": "COBRANCA_PAGA", "criado_em": "<ISO>",
 *     "cobranca": { "id", "nosso_numero", "linha_digitavel", "data_pagamento": "YYYY-MM-DD", "valor_pago_centavos" } }
 * headers `x-simulado-timestamp: <unix s>` and `x-simulado-assinatura: v1=<hex HMAC-SHA256(segredo, "<timestamp>.<body>")>`.
 */
import * as z from "zod/mini";
import { BANCO_SIMULADO, CARTEIRA_SIMULADA, cidadePix, montarPixCopiaECola, numerarBoletoSimulado } from "../../../shared/boletos";
import { hojeBrasil } from "../../../shared/br/datas";
import { ambiente } from "../../lib/env";
import { novoId } from "../../lib/ids";
import { assinarAviso, avisoAutentico } from "../../lib/aviso-assinado";
import {
  cobrancaPorIdempotencia,
  cobrancaPorLinha,
  contaDaEmpresa,
  encerrarCobranca,
  gravarCobranca,
  IdempotenciaUsada,
  obterCobranca,
  proximoSequencial,
  ultimasCobrancas,
  type CobrancaSimuladaGravada,
} from "./simulado-repo";
import { FalhaDefinitiva, type BoletoEmitido, type EventoProvedor, type PedidoEmissao, type ProvedorBoletos } from "./porta";
import { preguicoso } from "../../../shared/preguicoso";
import { agora as agoraDoNegocio } from "../../../shared/relogio";

export const NOME_BANCO_SIMULADO = "Banco Simulado";
export const TIPO_AVISO_PAGO = "COBRANCA_PAGA";

export const AvisoSimulado = preguicoso(() => z.object({
  id: z.string().check(z.minLength(1), z.maxLength(64)),
  tipo: z.string().check(z.minLength(1), z.maxLength(40)),
  criado_em: z.string().check(z.maxLength(40)),
  cobranca: z.object({
    id: z.string().check(z.minLength(1), z.maxLength(64)),
    nosso_numero: z.string().check(z.maxLength(20)),
    linha_digitavel: z.string().check(z.maxLength(60)),
    data_pagamento: z.nullable(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))),
    valor_pago_centavos: z.nullable(z.number().check(z.int(), z.positive(), z.lte(9_999_999_999))),
  }),
}));
export type AvisoSimulado = z.infer<typeof AvisoSimulado>;

export interface AvisoAssinado {
  corpo: string;
  headers: Record<string, string>;
}

export interface ResultadoPagamentoBanco {
  cobranca: CobrancaSimuladaGravada;
  /** False when it was already paid: the notice is the same event again. */
  pagoAgora: boolean;
  aviso: AvisoAssinado;
}

export interface OpcoesSimulado {
  segredo?: () => string;
  agora?: () => Date;
}

export type ProvedorSimulado = ProvedorBoletos & {
  pagar(linhaDigitavel: string, opcoes?: { dataPagamento?: string; valorPagoCentavos?: number }): Promise<ResultadoPagamentoBanco | null>;
  listar(limite?: number): Promise<CobrancaSimuladaGravada[]>;
  avisoDe(c: CobrancaSimuladaGravada): AvisoAssinado;
};

const IDEMPOTENCIA = /^[\w:.-]{1,100}$/;

function emitido(c: CobrancaSimuladaGravada): BoletoEmitido {
  return {
    provedor: "simulado",
    idProvedor: c.id,
    nossoNumero: c.nosso_numero,
    nossoNumeroFormatado: c.nosso_numero_formatado,
    banco: { codigo: BANCO_SIMULADO, nome: NOME_BANCO_SIMULADO },
    agenciaCodigoBeneficiario: `${c.agencia} / ${c.conta}`,
    carteira: CARTEIRA_SIMULADA,
    codigoBarras: c.codigo_barras,
    linhaDigitavel: c.linha_digitavel,
    pixCopiaECola: c.pix_copia_e_cola,
    vencimento: c.vencimento,
    valorCentavos: c.valor_centavos,
  };
}

export function criarProvedorSimulado(opcoes: OpcoesSimulado = {}): ProvedorSimulado {
  const segredo = opcoes.segredo ?? (() => ambiente().BOLETOS_SIMULADO_SEGREDO);
  const agora = opcoes.agora ?? agoraDoNegocio;

  const avisoDe = (c: CobrancaSimuladaGravada): AvisoAssinado => {
    const aviso: AvisoSimulado = {
      id: c.evento_pagamento_id ?? `sem-evento-${c.id}`,
      tipo: TIPO_AVISO_PAGO,
      criado_em: agora().toISOString(),
      cobranca: { id: c.id, nosso_numero: c.nosso_numero, linha_digitavel: c.linha_digitavel, data_pagamento: c.data_pagamento, valor_pago_centavos: c.valor_pago_centavos },
    };
    const corpo = JSON.stringify(aviso);
    return { corpo, headers: { "content-type": "application/json", ...assinarAviso(segredo(), corpo) } };
  };

  async function emitir(p: PedidoEmissao): Promise<BoletoEmitido> {
    if (!IDEMPOTENCIA.test(p.idempotencia)) throw new FalhaDefinitiva("Chave de idempotência inválida");
    const existente = await cobrancaPorIdempotencia(p.idempotencia);
    if (existente) return emitido(existente);
    // A bank does not register a slip due in the past (nor one without an amount).
    if (p.vencimento < hojeBrasil(agora())) throw new FalhaDefinitiva(`Vencimento no passado: ${p.vencimento}`);
    if (!Number.isInteger(p.valorCentavos) || p.valorCentavos <= 0) throw new FalhaDefinitiva(`Valor inválido: ${p.valorCentavos}`);
    const conta = contaDaEmpresa(p.empresa.id);
    let c: CobrancaSimuladaGravada;
    try {
      const slip = numerarBoletoSimulado({ conta, sequencial: await proximoSequencial(p.empresa.id), vencimento: p.vencimento, valorCentavos: p.valorCentavos });
      const pix = montarPixCopiaECola({
        chave: p.empresa.cnpj,
        nomeRecebedor: p.empresa.nome,
        cidadeRecebedor: cidadePix(p.empresa.cidade),
        valorCentavos: p.valorCentavos,
        txid: slip.nossoNumero,
      });
      c = {
        id: novoId(),
        idempotencia: p.idempotencia,
        empresa_id: p.empresa.id,
        ...conta,
        nosso_numero: slip.nossoNumero,
        nosso_numero_formatado: slip.nossoNumeroFormatado,
        codigo_barras: slip.codigoBarras,
        linha_digitavel: slip.linhaDigitavel,
        pix_copia_e_cola: pix,
        vencimento: p.vencimento,
        valor_centavos: p.valorCentavos,
        pagador_nome: p.pagador.nome.slice(0, 200),
        descricao: p.descricao ?? `Parcela ${p.parcela.numero}/${p.parcela.total}`,
        situacao: "pendente",
        data_pagamento: null,
        valor_pago_centavos: null,
        evento_pagamento_id: null,
        criado_em: agora().toISOString(),
      };
    } catch (erro) {
      // The rules refuse what no bank would register (amount over the field, bad Pix data).
      if (erro instanceof RangeError) throw new FalhaDefinitiva(erro.message);
      throw erro;
    }
    try {
      await gravarCobranca(c);
      return emitido(c);
    } catch (erro) {
      if (!(erro instanceof IdempotenciaUsada)) throw erro;
      // Another call with the same key won the race: its charge is the one.
      const vencedora = await cobrancaPorIdempotencia(p.idempotencia);
      if (!vencedora) throw erro;
      return emitido(vencedora);
    }
  }

  return {
    nome: "simulado",
    emitir,
    avisoDe,
    async baixar({ empresaId, idProvedor }) {
      await encerrarCobranca(idProvedor, { situacao: "cancelada" }, empresaId);
    },
    async consultar({ empresaId, idProvedor }) {
      const c = await obterCobranca(idProvedor);
      if (!c || c.empresa_id !== empresaId) return { situacao: "desconhecida" };
      if (c.situacao === "paga") return { situacao: "paga", dataPagamento: c.data_pagamento ?? "", valorPagoCentavos: c.valor_pago_centavos ?? 0 };
      return { situacao: c.situacao };
    },
    async lerWebhook(req): Promise<EventoProvedor[] | null> {
      if (!avisoAutentico(segredo(), req.headers, req.corpo)) return null;
      const aviso = AvisoSimulado.parse(JSON.parse(req.corpo));
      const { cobranca: c } = aviso;
      if (aviso.tipo === TIPO_AVISO_PAGO && c.data_pagamento && c.valor_pago_centavos) {
        return [{ tipo: "pago", eventoId: aviso.id, idProvedor: c.id, dataPagamento: c.data_pagamento, valorPagoCentavos: c.valor_pago_centavos }];
      }
      return [{ tipo: "outro", eventoId: aviso.id, idProvedor: c.id, descricao: aviso.tipo }];
    },
    async pagar(linhaDigitavel, op = {}) {
      const c = await cobrancaPorLinha(linhaDigitavel);
      if (!c || c.situacao === "cancelada") return null;
      if (c.situacao === "pendente") {
        const pagamento = {
          situacao: "paga" as const,
          dataPagamento: op.dataPagamento ?? hojeBrasil(agora()),
          valorPagoCentavos: op.valorPagoCentavos ?? c.valor_centavos,
          eventoId: `evt_${novoId()}`,
        };
        if (await encerrarCobranca(c.id, pagamento)) {
          const paga = { ...c, situacao: "paga" as const, data_pagamento: pagamento.dataPagamento, valor_pago_centavos: pagamento.valorPagoCentavos, evento_pagamento_id: pagamento.eventoId };
          return { cobranca: paga, pagoAgora: true, aviso: avisoDe(paga) };
        }
      }
      // Paid already (now or by a concurrent payment): the same event again, or null if it was written off meanwhile.
      const atual = await obterCobranca(c.id);
      return atual?.situacao === "paga" ? { cobranca: atual, pagoAgora: false, aviso: avisoDe(atual) } : null;
    },
    listar: (limite = 100) => ultimasCobrancas(limite),
  };
}
