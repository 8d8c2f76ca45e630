/** /cadastro — a company signs up and creates its administrator (spec sections 2, 5 and 8). */
import { zodResolver } from "@hookform/resolvers/zod";
import { Button } from "primereact/button";
import { InputText } from "primereact/inputtext";
import { useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router-dom";
import { z } from "zod";
import { CadastroEmpresaForm, PLANOS } from "../../../../shared/conta/schemas";
import { MSG } from "../../../../shared/mensagens";
import { BannerErro } from "../../components/banner-erro";
import { Campo } from "../../components/campo";
import { CampoMascarado } from "../../components/campo-mascarado";
import { useCadastrarEmpresa } from "../../features/conta/api/conta-api";
import { aplicarErrosServidor, mensagemDe } from "../../lib/erros-formulario";
import { ROTULO_PLANO } from "../../app/shell/rotulos";
import "../acesso/acesso.css";

type Entrada = z.input<typeof CadastroEmpresaForm>;
type Saida = z.output<typeof CadastroEmpresaForm>;

export default function CadastroPage() {
  const cadastrar = useCadastrarEmpresa();
  const navegar = useNavigate();
  const { register, handleSubmit, formState, setError, setValue } = useForm<Entrada, unknown, Saida>({
    resolver: zodResolver(CadastroEmpresaForm),
    defaultValues: { nome_fantasia: "", cnpj: "", plano: "start", admin: { nome: "", email: "", senha: "", confirmar_senha: "" } },
  });
  const e = formState.errors;

  const enviar = handleSubmit(({ admin: { confirmar_senha: _c, ...admin }, ...empresa }) =>
    cadastrar.mutate(
      { ...empresa, admin },
      {
        onSuccess: () => navegar("/dashboard", { replace: true }),
        onError: (erro) => aplicarErrosServidor(erro, setError),
      },
    ),
  );

  return (
    <div className="acesso-fundo">
      <form className="acesso-cartao acesso-largo" onSubmit={enviar} noValidate>
        <Link to="/" className="acesso-marca">
          <i className="pi pi-mobile" aria-hidden /> ERP Celulares
        </Link>
        <h1>Cadastre sua empresa</h1>
        <p className="acesso-sub">7 dias grátis para conhecer o sistema.</p>
        <BannerErro mensagem={cadastrar.isError ? mensagemDe(cadastrar.error, MSG.cadastroErro) : null} />

        <fieldset>
          <legend>Dados da Empresa</legend>
          <Campo id="nome_fantasia" rotulo="Nome fantasia" erro={e.nome_fantasia?.message}>
            <InputText id="nome_fantasia" className={e.nome_fantasia ? "p-invalid" : ""} {...register("nome_fantasia")} />
          </Campo>
          <CampoMascarado id="cnpj" rotulo="CNPJ" nome="cnpj" mascara="cnpj" erro={e.cnpj?.message} register={register} setValue={setValue} />
          <Campo id="plano" rotulo="Plano" erro={e.plano?.message}>
            <select id="plano" className="p-inputtext" {...register("plano")}>
              {PLANOS.map((p) => (
                <option key={p} value={p}>
                  {ROTULO_PLANO[p]}
                </option>
              ))}
            </select>
          </Campo>
        </fieldset>

        <fieldset>
          <legend>Administrador da Empresa</legend>
          <Campo id="admin_nome" rotulo="Nome" erro={e.admin?.nome?.message}>
            <InputText id="admin_nome" className={e.admin?.nome ? "p-invalid" : ""} {...register("admin.nome")} />
          </Campo>
          <Campo id="admin_email" rotulo="Email" erro={e.admin?.email?.message}>
            <InputText id="admin_email" type="email" autoComplete="username" className={e.admin?.email ? "p-invalid" : ""} {...register("admin.email")} />
          </Campo>
          <Campo id="admin_senha" rotulo="Senha" erro={e.admin?.senha?.message}>
            <InputText id="admin_senha" type="password" autoComplete="new-password" className={e.admin?.senha ? "p-invalid" : ""} {...register("admin.senha")} />
          </Campo>
          <Campo id="admin_confirmar_senha" rotulo="Confirmar senha" erro={e.admin?.confirmar_senha?.message}>
            <InputText
              id="admin_confirmar_senha"
              type="password"
              autoComplete="new-password"
              className={e.admin?.confirmar_senha ? "p-invalid" : ""}
              {...register("admin.confirmar_senha")}
            />
          </Campo>
        </fieldset>

        <Button
          type="submit"
          label={cadastrar.isPending ? "Cadastrando..." : "Criar Empresa e Acessar Sistema"}
          disabled={cadastrar.isPending}
          className="w-full"
        />
        <p className="acesso-rodape">
          Já tem conta? <Link to="/login">Fazer login</Link>
        </p>
      </form>
    </div>
  );
}
