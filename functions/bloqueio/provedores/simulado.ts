/**
 * The `simulado` lock provider: answers like Knox Guard or PayJoy — a command is accepted now and
 * the device confirms it LATER — with its devices kept in the table (simulado-repo.ts):
 * - enrolment is exclusive across companies: one holder contract per IMEI; another contract's
 *   enrolment, lock or unlock is refused with `matriculado_por_outro`, naming no one;
 * - `liberar` by the holder frees the device (after it unlocks);
 * - the local devices loop (scripts/local/aparelhos.ts, never in AWS) makes each accepted command
 *   act on its device and delivers the signed notice, at least once, to
 *   POST /api/webhooks/bloqueio/simulado.
 *
 * Notice (one event per notice), body as JSON:
 *   { "id": "<event id>", "tipo": "COMANDO_CONFIRMADO" | "COMANDO_FALHOU", "criado_em": "<ISO>",
 *     "comando": { "id", "acao", "imei", "bloqueado": boolean, "em": "<ISO>" } }
 * headers `x-simulado-timestamp: <unix s>` and `x-simulado-assinatura: v1=<hex HMAC-SHA256(segredo, "<timestamp>.<body>")>`
 * (the same scheme as the simulated bank's, with the lock provider's own secret BLOQUEIO_SIMULADO_SEGREDO).
 */
import * as z from "zod/mini";
import { ACOES_COMANDO } from "../../../shared/bloqueio/schemas";
import { assinarAviso, avisoAutentico } from "../../lib/aviso-assinado";
import { ambiente } from "../../lib/env";
import { novoId } from "../../lib/ids";
import {
  aceitarComando,
  aplicarComando,
  ComandoExistente,
  confirmacoesPendentes,
  listarAparelhos,
  marcarEntregue,
  mudarSinal,
  obterAparelho,
  obterComando,
  registrarRecusa,
  VinculoDiferente,
  type AparelhoSimuladoGravado,
  type ComandoSimuladoGravado,
} from "./simulado-repo";
import {
  FalhaDefinitiva,
  IDEMPOTENCIA_BLOQUEIO,
  MOTIVOS_RECUSA,
  type EventoBloqueio,
  type MotivoRecusa,
  type PedidoComando,
  type ProvedorBloqueio,
  type RespostaComando,
} from "./porta";
import { preguicoso } from "../../../shared/preguicoso";
import { agora as agoraDoNegocio } from "../../../shared/relogio";

export const TIPO_CONFIRMADO = "COMANDO_CONFIRMADO";
export const TIPO_FALHOU = "COMANDO_FALHOU";

export const AvisoAparelho = preguicoso(() => z.object({
  id: z.string().check(z.minLength(1), z.maxLength(80)),
  tipo: z.enum([TIPO_CONFIRMADO, TIPO_FALHOU]),
  criado_em: z.string().check(z.maxLength(40)),
  comando: z.object({
    id: z.string().check(z.minLength(1), z.maxLength(80)),
    acao: z.enum(ACOES_COMANDO),
    imei: z.string().check(z.regex(/^\d{15}$/)),
    bloqueado: z.boolean(),
    em: z.string().check(z.maxLength(40)),
  }),
}));
export type AvisoAparelho = z.infer<typeof AvisoAparelho>;

export interface AvisoAssinado {
  corpo: string;
  headers: Record<string, string>;
}

export interface OpcoesSimulado {
  segredo?: () => string;
  agora?: () => Date;
}

export type ProvedorBloqueioSimulado = ProvedorBloqueio & {
  /** The device as its screen shows it (the local devices page); undefined when never enrolled. */
  aparelho(imei: string): Promise<AparelhoSimuladoGravado | undefined>;
  aparelhos(limite?: number): Promise<AparelhoSimuladoGravado[]>;
  /** Accepted commands the app has not taken the confirmation of, oldest first (the local loop). */
  pendentes(limite?: number): Promise<ComandoSimuladoGravado[]>;
  /** The device acts on the command now; returns the signed notice to deliver. */
  aplicar(c: ComandoSimuladoGravado): Promise<AvisoAssinado>;
  /** The app answered 200 to the notice of `c`. */
  entregue(c: ComandoSimuladoGravado): Promise<void>;
  /** Out of coverage or back (local switch); false for a phone never enrolled. */
  sinal(imei: string, semSinal: boolean): Promise<boolean>;
};

export function criarProvedorBloqueioSimulado(opcoes: OpcoesSimulado = {}): ProvedorBloqueioSimulado {
  const segredo = opcoes.segredo ?? (() => ambiente().BLOQUEIO_SIMULADO_SEGREDO);
  const agora = opcoes.agora ?? agoraDoNegocio;

  const resposta = (c: ComandoSimuladoGravado): RespostaComando =>
    c.resultado === "aceito"
      ? { resultado: "aceito", provedor: "simulado", idProvedor: c.id, descricao: "Comando aceito; o aparelho confirmará." }
      : { resultado: "recusado", provedor: "simulado", motivo: (c.motivo ?? "invalido") as MotivoRecusa, descricao: MOTIVOS_RECUSA[(c.motivo ?? "invalido") as MotivoRecusa] };

  /** Why the device's condition failed, as the provider says it (never naming the holder). */
  async function motivoDaRecusa(p: PedidoComando): Promise<MotivoRecusa> {
    const a = await obterAparelho(p.imei);
    if (a?.contrato_id && a.contrato_id !== p.contratoId) return "matriculado_por_outro";
    return "nao_matriculado";
  }

  async function comando(acao: ComandoSimuladoGravado["acao"], p: PedidoComando, tela: string | null): Promise<RespostaComando> {
    if (!IDEMPOTENCIA_BLOQUEIO.test(p.idempotencia) || !/^\d{15}$/.test(p.imei)) throw new FalhaDefinitiva("Comando inválido (chave ou IMEI)");
    const existente = await obterComando(p.imei, p.idempotencia);
    if (existente) return resposta(existente);
    const c: ComandoSimuladoGravado = {
      id: `cmd_${novoId()}`,
      idempotencia: p.idempotencia,
      imei: p.imei,
      acao,
      empresa_id: p.empresaId,
      contrato_id: p.contratoId,
      tela,
      resultado: "aceito",
      motivo: null,
      aceito_em: agora().toISOString(),
      situacao: "aguardando",
      confirmacao: null,
      bloqueado_depois: null,
      evento_id: null,
      confirmado_em: null,
    };
    try {
      await aceitarComando(c);
      return resposta(c);
    } catch (erro) {
      if (erro instanceof ComandoExistente) {
        const vencedor = await obterComando(p.imei, p.idempotencia);
        if (vencedor) return resposta(vencedor);
      }
      if (!(erro instanceof VinculoDiferente)) throw erro;
    }
    const recusa: ComandoSimuladoGravado = { ...c, resultado: "recusado", motivo: await motivoDaRecusa(p) };
    try {
      await registrarRecusa(recusa);
      return resposta(recusa);
    } catch (erro) {
      if (!(erro instanceof ComandoExistente)) throw erro;
      const vencedor = await obterComando(p.imei, p.idempotencia);
      if (!vencedor) throw erro;
      return resposta(vencedor);
    }
  }

  const avisoDe = (c: ComandoSimuladoGravado): AvisoAssinado => {
    const aviso: AvisoAparelho = {
      id: c.evento_id ?? `evt_${c.id}`,
      tipo: c.confirmacao === "falhou" ? TIPO_FALHOU : TIPO_CONFIRMADO,
      criado_em: agora().toISOString(),
      comando: { id: c.id, acao: c.acao, imei: c.imei, bloqueado: c.bloqueado_depois ?? false, em: c.confirmado_em ?? agora().toISOString() },
    };
    const corpo = JSON.stringify(aviso);
    return { corpo, headers: { "content-type": "application/json", ...assinarAviso(segredo(), corpo) } };
  };

  return {
    nome: "simulado",
    matricular: (p) => comando("matricular", p, null),
    bloquear: (p) => comando("bloquear", p, p.tela.texto),
    desbloquear: (p) => comando("desbloquear", p, null),
    liberar: (p) => comando("liberar", p, null),
    avisar: (p) => comando("avisar", p, p.tela.texto),
    async status(p) {
      const a = await obterAparelho(p.imei);
      if (!a?.contrato_id) return { vinculo: "livre", bloqueado: null };
      if (a.contrato_id !== p.contratoId || a.empresa_id !== p.empresaId) return { vinculo: "de_outro", bloqueado: null };
      return { vinculo: "deste_contrato", bloqueado: a.bloqueado };
    },
    async lerWebhook(req): Promise<EventoBloqueio[] | null> {
      if (!avisoAutentico(segredo(), req.headers, req.corpo)) return null;
      const aviso = AvisoAparelho.parse(JSON.parse(req.corpo));
      return [
        {
          eventoId: aviso.id,
          idProvedor: aviso.comando.id,
          resultado: aviso.tipo === TIPO_CONFIRMADO ? "confirmado" : "falhou",
          bloqueado: aviso.comando.bloqueado,
          em: aviso.comando.em,
          descricao: aviso.tipo === TIPO_CONFIRMADO ? `Aparelho confirmou: ${aviso.comando.acao}` : `Aparelho não executou: ${aviso.comando.acao}`,
        },
      ];
    },
    aparelho: (imei) => obterAparelho(imei),
    aparelhos: (limite = 200) => listarAparelhos(limite),
    pendentes: (limite = 25) => confirmacoesPendentes(limite),
    async aplicar(c) {
      return avisoDe(await aplicarComando(c, agora().toISOString()));
    },
    entregue: (c) => marcarEntregue(c),
    sinal: (imei, semSinal) => mudarSinal(imei, semSinal),
  };
}
