/**
 * /login — staff sign-in (spec sections 2, 5 and 8). Plain inputs with PrimeReact's classes: the
 * page loads without PrimeReact's, React Query's, zod's or Amplify's JavaScript (issue 15). The
 * first touch of the form downloads the sign-in (features/conta/entrar-painel: the LoginForm
 * schema, Amplify, the panel and the dashboard), so submitting goes straight to a filled dashboard.
 */
import { useEffect, useState, type FormEvent } from "react";
import { Link, Navigate, useNavigate } from "react-router-dom";
import { MSG } from "../../../../shared/mensagens";
import { CredenciaisInvalidas, tokenGuardado } from "../../app/auth/sessao";
import { BannerErro } from "../../components/banner-erro";
import { Botao } from "../../components/botao";
import { Campo, idErro } from "../../components/campo";
import { ErroApi } from "../../lib/api-client";
import "../acesso/acesso.css";

function mensagemLogin(erro: unknown): string {
  if (erro instanceof CredenciaisInvalidas) return MSG.loginIncorreto;
  if (erro instanceof ErroApi) return erro.status === 401 ? MSG.loginIncorreto : erro.message;
  return MSG.loginErro;
}

let entrada: Promise<typeof import("../../features/conta/entrar-painel")> | undefined;
/** The sign-in module, downloaded once (on the form's first focus or on submit). */
export const carregarEntrada = () => (entrada ??= import("../../features/conta/entrar-painel"));

export default function LoginPage() {
  const navegar = useNavigate();
  const [email, setEmail] = useState("");
  const [senha, setSenha] = useState("");
  const [erros, setErros] = useState<Record<string, string>>({});
  const [erro, setErro] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);
  // A valid stored session goes to the panel (its guard checks it with /api/me).
  const [comSessao] = useState(() => Boolean(tokenGuardado("equipe")));
  useEffect(() => {
    if (comSessao) void carregarEntrada();
  }, [comSessao]);
  if (comSessao) return <Navigate to="/dashboard" replace />;

  const enviar = async (ev: FormEvent) => {
    ev.preventDefault();
    setErro(null);
    setEnviando(true);
    try {
      const m = await carregarEntrada();
      const invalidos = m.validarLogin({ email, senha });
      setErros(invalidos ?? {});
      if (invalidos) return;
      await m.entrarNoPainel(email, senha);
      navegar("/dashboard", { replace: true });
    } catch (e) {
      setErro(mensagemLogin(e));
    } finally {
      setEnviando(false);
    }
  };

  const campo = (id: "email" | "senha") => ({
    id,
    className: `p-inputtext p-component${erros[id] ? " p-invalid" : ""}`,
    "aria-invalid": erros[id] ? true : undefined,
    "aria-describedby": erros[id] ? idErro(id) : undefined,
  });
  return (
    <div className="acesso-fundo">
      <form className="acesso-cartao" onSubmit={(e) => void enviar(e)} onFocus={() => void carregarEntrada()} noValidate>
        <Link to="/" className="acesso-marca">
          <i className="pi pi-mobile" aria-hidden /> ERP Celulares
        </Link>
        <h1>Entrar no painel da loja</h1>
        <BannerErro mensagem={erro} />
        <Campo id="email" rotulo="Email" erro={erros.email}>
          <input {...campo("email")} type="email" autoComplete="username" value={email} onChange={(e) => setEmail(e.target.value)} />
        </Campo>
        <Campo id="senha" rotulo="Senha" erro={erros.senha}>
          <input {...campo("senha")} type="password" autoComplete="current-password" value={senha} onChange={(e) => setSenha(e.target.value)} />
        </Campo>
        <Botao type="submit" rotulo={enviando ? "Entrando..." : "Entrar no Sistema"} disabled={enviando} className="w-full" />
        <p className="acesso-rodape">
          Ainda não tem conta? <Link to="/cadastro">Cadastrar empresa</Link>
        </p>
      </form>
    </div>
  );
}
