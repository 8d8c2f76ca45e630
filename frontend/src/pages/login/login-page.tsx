/** /login — staff sign-in (spec sections 2, 5 and 8). */
import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { Button } from "primereact/button";
import { InputText } from "primereact/inputtext";
import { useForm } from "react-hook-form";
import { Link, Navigate, useNavigate } from "react-router-dom";
import { z } from "zod";
import { LoginForm } from "../../../../shared/conta/schemas";
import { MSG } from "../../../../shared/mensagens";
import { CredenciaisInvalidas } from "../../app/auth/amplify";
import { BannerErro } from "../../components/banner-erro";
import { Campo } from "../../components/campo";
import { Carregando } from "../../components/carregando";
import { contaQueries, useEntrar } from "../../features/conta/api/conta-api";
import { ErroApi } from "../../lib/api-client";
import "../acesso/acesso.css";

function mensagemLogin(erro: unknown): string {
  if (erro instanceof CredenciaisInvalidas) return MSG.loginIncorreto;
  if (erro instanceof ErroApi) return erro.status === 401 ? MSG.loginIncorreto : erro.message;
  return MSG.loginErro;
}

export default function LoginPage() {
  const sessao = useQuery(contaQueries.me());
  const entrar = useEntrar();
  const navegar = useNavigate();
  const { register, handleSubmit, formState } = useForm<z.input<typeof LoginForm>, unknown, LoginForm>({ resolver: zodResolver(LoginForm), defaultValues: { email: "", senha: "" } });

  if (sessao.isPending) return <Carregando />;
  if (sessao.data) return <Navigate to="/dashboard" replace />;

  const enviar = handleSubmit((dados) => entrar.mutate(dados, { onSuccess: () => navegar("/dashboard", { replace: true }) }));
  const e = formState.errors;
  return (
    <div className="acesso-fundo">
      <form className="acesso-cartao" onSubmit={enviar} noValidate>
        <Link to="/" className="acesso-marca">
          <i className="pi pi-mobile" aria-hidden /> ERP Celulares
        </Link>
        <h1>Entrar no painel da loja</h1>
        <BannerErro mensagem={entrar.isError ? mensagemLogin(entrar.error) : null} />
        <Campo id="email" rotulo="Email" erro={e.email?.message}>
          <InputText id="email" type="email" autoComplete="username" className={e.email ? "p-invalid" : ""} {...register("email")} />
        </Campo>
        <Campo id="senha" rotulo="Senha" erro={e.senha?.message}>
          <InputText id="senha" type="password" autoComplete="current-password" className={e.senha ? "p-invalid" : ""} {...register("senha")} />
        </Campo>
        <Button type="submit" label={entrar.isPending ? "Entrando..." : "Entrar no Sistema"} disabled={entrar.isPending} className="w-full" />
        <p className="acesso-rodape">
          Ainda não tem conta? <Link to="/cadastro">Cadastrar empresa</Link>
        </p>
      </form>
    </div>
  );
}
