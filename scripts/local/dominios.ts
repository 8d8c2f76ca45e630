/**
 * Where the local gateway finds each domain's Lambda entry (functions/<dominio>/handler.ts),
 * the same file CDK bundles. test/unit/rotas.test.ts checks every domain of the route table is here.
 */
import type { Dominio } from "../../shared/api/routes";

type ModuloHandler = { handler: ((evento: never, contexto: never) => Promise<unknown>) & { rotasTratadas: readonly string[] } };

export const CARREGADORES: Partial<Record<Dominio, () => Promise<ModuloHandler>>> = {
  conta: () => import("../../functions/conta/handler"),
  documentos: () => import("../../functions/documentos/handler"),
  cadastro: () => import("../../functions/cadastro/handler"),
  empresa: () => import("../../functions/empresa/handler"),
  usuarios: () => import("../../functions/usuarios/handler"),
  estoque: () => import("../../functions/estoque/handler"),
  vendas: () => import("../../functions/vendas/handler"),
  financeiro: () => import("../../functions/financeiro/handler"),
  relatorios: () => import("../../functions/relatorios/handler"),
  boletos: () => import("../../functions/boletos/handler"),
  bloqueio: () => import("../../functions/bloqueio/handler"),
  portal: () => import("../../functions/portal/handler"),
  mensagens: () => import("../../functions/mensagens/handler"),
};
