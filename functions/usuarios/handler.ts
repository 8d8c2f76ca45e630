/** Lambda entry of the `usuarios` domain (the company's staff users; admin only). */
import { dominio } from "../lib/http";
import { alterarAtivoUsuario } from "./http/alterar-ativo-usuario";
import { atualizarUsuario } from "./http/atualizar-usuario";
import { criarUsuario } from "./http/criar-usuario";
import { excluirUsuario } from "./http/excluir-usuario";
import { listarUsuariosRota } from "./http/listar-usuarios";

export const handler = dominio("usuarios", {
  "GET /api/usuarios": listarUsuariosRota,
  "POST /api/usuarios": criarUsuario,
  "PUT /api/usuarios/{id}": atualizarUsuario,
  "DELETE /api/usuarios/{id}": excluirUsuario,
  "PATCH /api/usuarios/{id}/ativo": alterarAtivoUsuario,
});
