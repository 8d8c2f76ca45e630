/**
 * The channels the configured provider can send in this stage: every one for `simulado`; for `aws`,
 * those whose settings exist (aws-config.ts: a stage may have e-mail before its WhatsApp number and
 * SMS origin are approved). A channel that does not exist here is never tried, so a message's
 * history never shows a failure on it and the next channel goes first. Read per message (the
 * environment is read once, lazily); small on purpose: every handler that writes a message has it.
 */
import { CANAIS, type Canal } from "../../../shared/mensagens/schemas";
import { ambiente } from "../../lib/env";
import { canaisConfiguradosAws, lerConfigAws } from "./aws-config";

let doAmbiente: readonly Canal[] | undefined;

export function canaisDoAmbiente(): readonly Canal[] {
  doAmbiente ??= ambiente().MENSAGENS_PROVEDOR === "aws" ? canaisConfiguradosAws(lerConfigAws()) : CANAIS;
  return doAmbiente;
}
