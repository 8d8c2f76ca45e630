/**
 * The `simulado` messaging provider (local and tests; never in AWS): it keeps each message in an
 * inbox per destination (simulado-repo.ts) and, later, the local loop (scripts/local/mensageiro.ts)
 * decides its delivery and tells the app at least once through a signed notice, the same scheme
 * as the simulated bank's (functions/lib/aviso-assinado.ts, its own secret MENSAGENS_SIMULADO_SEGREDO):
 * - a phone whose last four digits are `0000` or an e-mail at `falha.invalid` fails delivery
 *   (so failures and the fallback to the next channel can be tried); anything else is delivered.
 *
 * Notice body: { "id": "<event id>", "mensagem_id": "<provider id>", "status": "entregue" | "falhou", "motivo": string | null, "em": "<ISO>" }
 */
import * as z from "zod/mini";
import { preguicoso } from "../../../shared/preguicoso";
import { assinarAviso, avisoAutentico } from "../../lib/aviso-assinado";
import { ambiente } from "../../lib/env";
import { novoId } from "../../lib/ids";
import { FalhaDefinitiva, type EventoEntrega, type ProvedorMensagens } from "./porta";
import { caixaDe, decidir, entregasPendentes, JaRecebida, marcarAvisada, obterSimulada, receberSimulada, type MensagemSimuladaGravada } from "./simulado-repo";
import { agora as agoraDoNegocio } from "../../../shared/relogio";

export const AvisoEntrega = preguicoso(() => z.object({
  id: z.string().check(z.minLength(1), z.maxLength(80)),
  mensagem_id: z.string().check(z.minLength(1), z.maxLength(80)),
  status: z.enum(["entregue", "lida", "falhou"]),
  motivo: z.nullable(z.string().check(z.maxLength(200))),
  em: z.string().check(z.maxLength(40)),
}));
export type AvisoEntrega = z.infer<typeof AvisoEntrega>;

/** Destinations that never receive (issue 31: failures must be triable). */
export function destinoQueFalha(destino: string): string | null {
  if (destino.includes("@")) return destino.endsWith("@falha.invalid") ? "Endereço de e-mail inexistente" : null;
  return destino.endsWith("0000") ? "Número não recebe mensagens" : null;
}

export interface AvisoAssinado {
  corpo: string;
  headers: Record<string, string>;
}

export type ProvedorMensagensSimulado = ProvedorMensagens & {
  /** A destination's inbox, newest first (the local page and API). */
  caixa(destino: string, limite?: number): Promise<MensagemSimuladaGravada[]>;
  /** Messages whose status the app has not taken yet (the local loop). */
  pendentes(limite?: number): Promise<MensagemSimuladaGravada[]>;
  /** Decides the delivery (once) and returns the signed notice to deliver. */
  entregar(m: MensagemSimuladaGravada): Promise<AvisoAssinado>;
  /** The app answered 200. */
  avisada(m: MensagemSimuladaGravada): Promise<void>;
};

export function criarProvedorMensagensSimulado(opcoes: { segredo?: () => string; agora?: () => Date } = {}): ProvedorMensagensSimulado {
  const segredo = opcoes.segredo ?? (() => ambiente().MENSAGENS_SIMULADO_SEGREDO);
  const agora = opcoes.agora ?? agoraDoNegocio;
  return {
    nome: "simulado",
    async enviar(p) {
      if (!p.destino || p.texto.length > 4096) throw new FalhaDefinitiva("Mensagem inválida (destino ou texto)");
      const existente = await obterSimulada(p.destino, p.idempotencia);
      if (existente) return { idProvedor: existente.id };
      const m: MensagemSimuladaGravada = {
        id: `sim_${novoId()}`,
        idempotencia: p.idempotencia,
        canal: p.canal,
        destino: p.destino,
        modelo: p.modelo,
        texto: p.texto,
        assunto: p.assunto,
        em: agora().toISOString(),
        status: "recebida",
        motivo: null,
        avisada: false,
      };
      try {
        await receberSimulada(m);
        return { idProvedor: m.id };
      } catch (erro) {
        if (!(erro instanceof JaRecebida)) throw erro;
        const vencedora = await obterSimulada(p.destino, p.idempotencia);
        if (!vencedora) throw erro;
        return { idProvedor: vencedora.id };
      }
    },
    async lerWebhook(req): Promise<EventoEntrega[] | null> {
      if (!avisoAutentico(segredo(), req.headers, req.corpo)) return null;
      const a = AvisoEntrega.parse(JSON.parse(req.corpo));
      return [{ eventoId: a.id, idProvedor: a.mensagem_id, status: a.status, motivo: a.motivo }];
    },
    caixa: (destino, limite = 100) => caixaDe(destino, limite),
    pendentes: (limite = 25) => entregasPendentes(limite),
    async entregar(m) {
      const falha = destinoQueFalha(m.destino);
      const decidida = m.status === "recebida" ? await decidir(m, falha ? "falhou" : "entregue", falha) : m;
      const aviso: AvisoEntrega = { id: `evt_${decidida.id}`, mensagem_id: decidida.id, status: decidida.status === "falhou" ? "falhou" : "entregue", motivo: decidida.motivo, em: agora().toISOString() };
      const corpo = JSON.stringify(aviso);
      return { corpo, headers: { "content-type": "application/json", ...assinarAviso(segredo(), corpo) } };
    },
    avisada: (m) => marcarAvisada(m),
  };
}
