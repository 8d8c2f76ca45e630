/**
 * Which messaging provider runs: configuration (`MENSAGENS_PROVEDOR`, set per stage by
 * infra/config.ts `mensagens.provedor`; `simulado` by default locally and in tests), never code
 * (functions/lib/provedores.ts). `aws`: End User Messaging Social (WhatsApp), End User Messaging
 * SMS and SES v2 (aws.ts), its settings from the environment (aws-config.ts).
 */
import { ambiente } from "../../lib/env";
import { registroDeProvedores } from "../../lib/provedores";
import { criarProvedorMensagensAws } from "./aws";
import type { NomeProvedorMensagens, ProvedorMensagens } from "./porta";
import { criarProvedorMensagensSimulado } from "./simulado";

export * from "./porta";

const registro = registroDeProvedores<NomeProvedorMensagens, ProvedorMensagens>(
  "mensagens",
  { simulado: () => criarProvedorMensagensSimulado(), aws: () => criarProvedorMensagensAws() },
  () => ambiente().MENSAGENS_PROVEDOR,
);

export const provedorMensagensPorNome = registro.porNome;
export const provedorMensagens = registro.configurado;

/** The configured provider, when it sends signed HTTP notices (`aws` does not: its status comes through SNS, so its webhook is 404). */
export function provedorMensagensDoWebhook(nome: string): (ProvedorMensagens & Required<Pick<ProvedorMensagens, "lerWebhook">>) | undefined {
  const p = registro.doWebhook(nome);
  return p?.lerWebhook ? (p as ProvedorMensagens & Required<Pick<ProvedorMensagens, "lerWebhook">>) : undefined;
}
