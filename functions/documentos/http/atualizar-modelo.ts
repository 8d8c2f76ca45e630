/**
 * PUT /api/modelos-documentos/{id} (admin) — `{ nome, tipo, conteudo, ativo }` → the template with a
 * new updated_at. A foreign or missing id answers 404.
 */
import { ModeloDocumentoInput } from "../../../shared/documentos/schemas";
import { ok, rotaStaff } from "../../lib/http";
import { prepararConteudo } from "../domain";
import { atualizarModelo } from "../repo";
import { MSG_MODELOS } from "../../../shared/documentos/schemas";

export const atualizarModeloRota = rotaStaff({ body: ModeloDocumentoInput, naoEncontrado: MSG_MODELOS.naoEncontrado }, async ({ body, params, caller }) =>
  ok(await atualizarModelo(caller.empresaId, params.id ?? "", { ...body, conteudo: await prepararConteudo(body.conteudo) })),
);
