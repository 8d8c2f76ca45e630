/** A contract's messages as the API shows them (GET /api/contratos/{id}/mensagens), oldest first. */
import type { MensagemDto } from "../../shared/mensagens/schemas";
import { destinoAtual, type MensagemGravada } from "./entidades";
import { mensagensDoContrato as lerDoContrato } from "./repo";

export function mensagemParaApi(m: MensagemGravada): MensagemDto {
  const d = destinoAtual(m) ?? m.destinos.at(-1) ?? null;
  return { id: m.id, canal: d?.canal ?? null, destino: d?.destino ?? null, modelo: m.modelo, texto: m.texto, status: m.status, motivo: m.motivo, em: m.em, atualizada_em: m.atualizada_em };
}

export const mensagensDoContrato = async (empresaId: string, contratoId: string): Promise<MensagemDto[]> => (await lerDoContrato(empresaId, contratoId)).map(mensagemParaApi);
