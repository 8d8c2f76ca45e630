/**
 * The one React Query client of the staff panel (./painel), also filled ahead by the sign-in (./telas-iniciais).
 * A 401 from any request means the session is over (signed out in another tab, the user deactivated,
 * the refresh refused): the session ends here and the browser opens /login, instead of each screen
 * showing 'Sessão expirada…' in its error banner (issue 30). The API client stays free of UI effects.
 */
import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { ErroApi } from "../lib/api-client";
import { sair } from "./auth/sessao";

let encerrando: Promise<void> | undefined;
/**
 * Ends the staff session: tokens gone, every cached answer dropped, and a fresh /login (a full
 * load: no screen of the old session stays mounted or in memory).
 */
export function encerrarSessao(): Promise<void> {
  encerrando ??= sair("equipe")
    .catch(() => undefined)
    .then(() => {
      consultas.clear();
      window.location.replace("/login");
    });
  return encerrando;
}

const naoAutenticado = (erro: unknown) => erro instanceof ErroApi && erro.status === 401;
/** A 503 the API client already asked again after each Retry-After (shared/api/repetir.ts): not once more here. */
const jaRepetido = (erro: unknown) => erro instanceof ErroApi && erro.status === 503;
const aoFalhar = (erro: unknown) => {
  if (naoAutenticado(erro)) void encerrarSessao();
};

export const consultas = new QueryClient({
  queryCache: new QueryCache({ onError: aoFalhar }),
  mutationCache: new MutationCache({ onError: aoFalhar }),
  // React Query's default (3 retries), except a 401 (asking again will not bring the session back)
  // and a 503 (the API client already asked again, as its Retry-After said).
  defaultOptions: { queries: { refetchOnWindowFocus: false, retry: (falhas, erro) => falhas < 3 && !naoAutenticado(erro) && !jaRepetido(erro) } },
});
