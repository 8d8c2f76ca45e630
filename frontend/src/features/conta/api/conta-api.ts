/** Company sign-up and the signed-in user: fetchers, the query options factory and mutations. */
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { MeResposta, CriarEmpresaResposta, type CriarEmpresaInput } from "../../../../../shared/conta/schemas";
import { MSG } from "../../../../../shared/mensagens";
import { entrarCognito, sairCognito, temSessao } from "../../../app/auth/amplify";
import { ErroApi, requisitar } from "../../../lib/api-client";

/** null = nobody signed in (or the session is no longer accepted). */
async function buscarMe(): Promise<MeResposta | null> {
  if (!(await temSessao())) return null;
  try {
    return MeResposta.parse(await requisitar("/api/me"));
  } catch (erro) {
    if (erro instanceof ErroApi && erro.status === 401) {
      await sairCognito();
      return null;
    }
    throw erro;
  }
}

export const contaQueries = {
  todas: ["conta"] as const,
  me: () => queryOptions({ queryKey: [...contaQueries.todas, "me"], queryFn: buscarMe, staleTime: 60_000, retry: false }),
};

/** Sign-in succeeds only for an active user of an existing company (spec section 5). */
async function entrar(email: string, senha: string): Promise<MeResposta> {
  await entrarCognito(email, senha);
  const me = await buscarMe();
  if (!me) throw new ErroApi(401, "UNAUTHENTICATED", MSG.loginIncorreto);
  return me;
}

export function useEntrar() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ email, senha }: { email: string; senha: string }) => entrar(email, senha),
    onSuccess: (me) => qc.setQueryData(contaQueries.me().queryKey, me),
  });
}

export function useCadastrarEmpresa() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (input: CriarEmpresaInput) => {
      CriarEmpresaResposta.parse(await requisitar("/api/empresas", { method: "POST", body: input, publica: true }));
      return entrar(input.admin.email, input.admin.senha);
    },
    onSuccess: (me) => qc.setQueryData(contaQueries.me().queryKey, me),
  });
}

export function useSair() {
  const qc = useQueryClient();
  return async () => {
    await sairCognito();
    qc.clear();
    qc.setQueryData(contaQueries.me().queryKey, null);
  };
}
