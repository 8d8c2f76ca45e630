/**
 * Route guard (spec sections 2 and 6): spinner while the session resolves; /login when nobody is
 * signed in; 'Acesso Negado' when the screen needs a permission the user's role lacks
 * (shared/usuarios/permissoes.ts).
 * The server checks the same rule on every request; this is only what the user sees.
 */
import { useQuery } from "@tanstack/react-query";
import { createContext, useContext, type ReactNode } from "react";
import { Navigate, Outlet } from "react-router-dom";
import type { MeResposta } from "../../../shared/conta/schemas";
import { pode, type Exigencia } from "../../../shared/usuarios/permissoes";
import { Carregando } from "../components/carregando";
import { BannerErro } from "../components/banner-erro";
import { contaQueries } from "../features/conta/api/conta-api";
import AcessoNegado from "../pages/acesso/acesso-negado";
import { MSG } from "../../../shared/mensagens";

const SessaoContexto = createContext<MeResposta | null>(null);

/** The signed-in user and company; only inside a RotaProtegida. */
export function useSessao(): MeResposta {
  const s = useContext(SessaoContexto);
  if (!s) throw new Error("useSessao fora de uma rota protegida");
  return s;
}

/** Whether the signed-in role may do an action (shared/usuarios/permissoes.ts): the screen hides what the API would refuse. */
export function usePode(): (exigencia: Exigencia) => boolean {
  const { usuario } = useSessao();
  return (exigencia) => pode(usuario.tipo_acesso, exigencia);
}

export function RotaProtegida({ children }: { children?: ReactNode }) {
  const { data, isPending, error } = useQuery(contaQueries.me());
  if (isPending) return <Carregando />;
  if (error) return <BannerErro mensagem={MSG.erroCarregarEmpresa} />;
  if (!data) return <Navigate to="/login" replace />;
  return <SessaoContexto.Provider value={data}>{children ?? <Outlet />}</SessaoContexto.Provider>;
}

export function ExigePermissao({ permissao, children }: { permissao: Exigencia; children?: ReactNode }) {
  const { usuario } = useSessao();
  if (!pode(usuario.tipo_acesso, permissao)) return <AcessoNegado />;
  return <>{children ?? <Outlet />}</>;
}
