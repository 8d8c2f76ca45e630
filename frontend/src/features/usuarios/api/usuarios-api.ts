/** The company's staff users: fetcher, query options factory and the mutations that refresh the list. */
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { Usuario } from "../../../../../shared/conta/schemas";
import { ListaUsuarios, type AtualizarUsuarioInput, type CriarUsuarioInput } from "../../../../../shared/usuarios/schemas";
import { caminho } from "../../../../../shared/api/routes";
import { requisitar } from "../../../lib/api-client";
import { contaQueries } from "../../conta/api/conta-api";
import { empresaQueries } from "../../empresa/api/empresa-api";

export const usuariosQueries = {
  todas: ["usuarios"] as const,
  lista: () =>
    queryOptions({
      queryKey: [...usuariosQueries.todas, "lista"],
      queryFn: async () => ListaUsuarios.parse(await requisitar("/api/usuarios")).items,
    }),
};

const doUsuario = (id: string) => caminho("/api/usuarios/{id}", { id });

/** Every change refreshes the list and the company's usage figures; `sessao` also the signed-in user (own name). */
function useMutacaoUsuarios<V>(fn: (v: V) => Promise<unknown>, sessao = false) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: usuariosQueries.todas }),
        qc.invalidateQueries({ queryKey: empresaQueries.todas }),
        sessao ? qc.invalidateQueries(contaQueries.me()) : undefined,
      ]),
  });
}

export const useCriarUsuario = () =>
  useMutacaoUsuarios(async (input: CriarUsuarioInput) => Usuario.parse(await requisitar("/api/usuarios", { method: "POST", body: input })));

export const useAtualizarUsuario = () =>
  useMutacaoUsuarios(async ({ id, input }: { id: string; input: AtualizarUsuarioInput }) =>
    Usuario.parse(await requisitar(doUsuario(id), { method: "PUT", body: input })),
  true,
  );

export const useAlterarAtivoUsuario = () =>
  useMutacaoUsuarios(async ({ id, ativo }: { id: string; ativo: boolean }) =>
    Usuario.parse(await requisitar(`${doUsuario(id)}/ativo`, { method: "PATCH", body: { ativo } })),
  );

export const useExcluirUsuario = () => useMutacaoUsuarios((id: string) => requisitar<void>(doUsuario(id), { method: "DELETE" }));
