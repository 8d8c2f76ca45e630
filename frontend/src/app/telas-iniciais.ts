/**
 * The staff panel's chunk and its first screen's (the dashboard), which the sign-in downloads
 * while Cognito answers (features/conta/entrar-painel.ts). In the entry chunk: only the import()
 * calls, no screen code.
 */
import { telaPrecarregavel } from "./tela-precarregavel";

export const Painel = telaPrecarregavel(() => import("./painel"));
export const DashboardPage = telaPrecarregavel(() => import("../pages/dashboard/dashboard-page"));

/** Both chunks, in parallel; resolves when the dashboard can render without suspending. */
export const precarregarPainel = () => Promise.all([Painel.precarregar(), DashboardPage.precarregar()]);
