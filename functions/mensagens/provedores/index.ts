/**
 * Which messaging provider runs: configuration (`MENSAGENS_PROVEDOR`, set per stage by
 * infra/config.ts; `simulado` by default locally and in tests), never code (functions/lib/provedores.ts).
 * `aws` (End User Messaging Social / SMS, SES v2) is not built yet: configuring it fails loudly.
 */
import { ambiente } from "../../lib/env";
import { registroDeProvedores } from "../../lib/provedores";
import type { NomeProvedorMensagens, ProvedorMensagens } from "./porta";
import { criarProvedorMensagensSimulado } from "./simulado";

export * from "./porta";

const registro = registroDeProvedores<NomeProvedorMensagens, ProvedorMensagens>("mensagens", { simulado: () => criarProvedorMensagensSimulado() }, () => ambiente().MENSAGENS_PROVEDOR);

export const provedorMensagensPorNome = registro.porNome;
export const provedorMensagensDoWebhook = registro.doWebhook;
export const provedorMensagens = registro.configurado;
