/** Company sign-up and the signed-in user: fetchers, the query options factory and sign-out. */
import { queryOptions, useQueryClient } from "@tanstack/react-query";
import { MeResposta, CriarEmpresaResposta, type CriarEmpresaInput } from "../../../../../shared/conta/schemas";
import { MSG } from "../../../../../shared/mensagens";
import { entrar as entrarCognito, sair, temSessao } from "../../../app/auth/sessao";
import { ErroApi, requisitar } from "../../../lib/api-client";

/** null = nobody signed in (or the session is no longer accepted). */
export async function buscarMe(): Promise<MeResposta | null> {
  if (!(await temSessao("equipe"))) return null;
  try {
    return MeResposta.parse(await requisitar("/api/me"));
  } catch (erro) {
    if (erro instanceof ErroApi && erro.status === 401) {
      await sair("equipe");
      return null;
    }
    throw erro;
  }
}

export const contaQueries = {
  todas: ["conta"] as const,
  me: () => queryOptions({ queryKey: [...contaQueries.todas, "me"], queryFn: buscarMe, staleTime: 60_000, retry: false }),
};

/** Cognito's sign-in alone; the caller then reads /api/me (spec section 5: active user of an existing company). */
export const entrarNoCognito = (email: string, senha: string) => entrarCognito("equipe", email, senha);

/** The user as /api/me answers after a sign-in; a user the API does not accept counts as a wrong login. */
export async function meDepoisDeEntrar(): Promise<MeResposta> {
  const me = await buscarMe();
  if (!me) throw new ErroApi(401, "UNAUTHENTICATED", MSG.loginIncorreto);
  return me;
}

export async function cadastrarEmpresa(input: CriarEmpresaInput): Promise<void> {
  CriarEmpresaResposta.parse(await requisitar("/api/empresas", { method: "POST", body: input, publica: true }));
}

export function useSair() {
  const qc = useQueryClient();
  return async () => {
    await sair("equipe");
    qc.clear();
    qc.setQueryData(contaQueries.me().queryKey, null);
  };
}
