/**
 * Sign-in to the staff panel without idle time (issue 15, item 4). Loaded by /login and /cadastro
 * when the form is first touched, so by the time the user submits, this module, zod, Amplify and
 * the panel's and dashboard's chunks are downloading or here. On submit: Cognito, then /api/me,
 * the dashboard's data and both chunks in parallel, all into the panel's query client, so the
 * dashboard renders with its cards filled on its first frame.
 */
import { CadastroEmpresaForm, LoginForm } from "../../../../shared/conta/schemas";
import { precarregarAutenticacao } from "../../app/auth/sessao";
import { consultas } from "../../app/consultas";
import { precarregarPainel } from "../../app/telas-iniciais";
import { relatoriosQueries } from "../relatorios/api/dashboard-api";
import { cadastrarEmpresa, contaQueries, entrarNoCognito, meDepoisDeEntrar } from "./api/conta-api";

precarregarAutenticacao();
void precarregarPainel().catch(() => undefined);

/** Field path ("admin.email") → message, from the same zod schema the form always used. */
export type ErrosCampos = Record<string, string>;

function errosDe(r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }): ErrosCampos | null {
  if (r.success) return null;
  const erros: ErrosCampos = {};
  for (const i of r.error!.issues) erros[i.path.join(".")] ??= i.message;
  return erros;
}

export const validarLogin = (dados: { email: string; senha: string }) => errosDe(LoginForm.safeParse(dados));
export const validarCadastro = (dados: unknown) => errosDe(CadastroEmpresaForm.safeParse(dados));

/** Signs in and fills the panel's cache; resolves when /dashboard can show its cards at once. */
export async function entrarNoPainel(email: string, senha: string): Promise<void> {
  const dados = LoginForm.parse({ email, senha });
  await entrarNoCognito(dados.email, dados.senha);
  const [me] = await Promise.all([
    meDepoisDeEntrar(),
    // Errors here are the dashboard's to show (prefetchQuery never throws).
    consultas.prefetchQuery(relatoriosQueries.dashboard()),
    precarregarPainel(),
  ]).catch(async (erro: unknown) => {
    consultas.removeQueries({ queryKey: relatoriosQueries.todas });
    throw erro;
  });
  consultas.setQueryData(contaQueries.me().queryKey, me);
}

/** Creates the company and its admin (POST /api/empresas), then signs the admin in. */
export async function cadastrarEEntrar(dados: unknown): Promise<void> {
  const { admin: { confirmar_senha: _c, ...admin }, ...empresa } = CadastroEmpresaForm.parse(dados);
  await cadastrarEmpresa({ ...empresa, admin });
  await entrarNoPainel(admin.email, admin.senha);
}
