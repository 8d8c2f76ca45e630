/**
 * POST /api/modelos-documentos (admin) — `{ nome, tipo, conteudo, ativo }` → 201 with the template.
 * The HTML is stored sanitised; an active template displaces the type's previous active one.
 */
import { ModeloDocumentoInput } from "../../../shared/documentos/schemas";
import { criado, rotaStaff } from "../../lib/http";
import { prepararConteudo } from "../domain";
import { criarModelo } from "../repo";

export const criarModeloRota = rotaStaff({ body: ModeloDocumentoInput }, async ({ body, caller }) =>
  criado(await criarModelo(caller.empresaId, { ...body, conteudo: await prepararConteudo(body.conteudo) })),
);
