/**
 * /cadastro — a company signs up and creates its administrator (spec sections 2, 5 and 8). Plain
 * inputs with PrimeReact's classes, validated on submit by the shared CadastroEmpresaForm schema,
 * which comes with the sign-in module on the form's first focus (../login: issue 15's budget).
 */
import { useState, type ClipboardEvent, type FormEvent } from "react";
import { Link, useNavigate } from "react-router-dom";
import { mascararCnpj } from "../../../../shared/br/cnpj";
import { PLANOS } from "../../../../shared/conta/planos";
import { MSG } from "../../../../shared/mensagens";
import { ROTULO_PLANO } from "../../app/shell/rotulos";
import { BannerErro } from "../../components/banner-erro";
import { Botao } from "../../components/botao";
import { Campo, idErro } from "../../components/campo";
import { ErroApi } from "../../lib/api-client";
import { mensagemDe } from "../../lib/erros-formulario";
import { carregarEntrada } from "../login/login-page";
import "../acesso/acesso.css";

const VAZIO = { nome_fantasia: "", cnpj: "", plano: "start", admin_nome: "", admin_email: "", admin_senha: "", admin_confirmar_senha: "" };
type Id = keyof typeof VAZIO;
/** The form's field ids and the schema's paths ("admin.email"). */
const caminho = (id: Id) => id.replace(/^admin_/, "admin.");

export default function CadastroPage() {
  const navegar = useNavigate();
  const [valores, setValores] = useState(VAZIO);
  const [erros, setErros] = useState<Record<string, string>>({});
  const [erro, setErro] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);
  const mudar = (id: Id, valor: string) => setValores((v) => ({ ...v, [id]: valor }));

  const enviar = async (ev: FormEvent) => {
    ev.preventDefault();
    setErro(null);
    setEnviando(true);
    const dados = {
      nome_fantasia: valores.nome_fantasia,
      cnpj: valores.cnpj,
      plano: valores.plano,
      admin: { nome: valores.admin_nome, email: valores.admin_email, senha: valores.admin_senha, confirmar_senha: valores.admin_confirmar_senha },
    };
    try {
      const m = await carregarEntrada();
      const invalidos = m.validarCadastro(dados);
      setErros(invalidos ?? {});
      if (invalidos) return;
      await m.cadastrarEEntrar(dados);
      navegar("/dashboard", { replace: true });
    } catch (e) {
      if (e instanceof ErroApi && Object.keys(e.fields).length) setErros(e.fields);
      setErro(mensagemDe(e, MSG.cadastroErro));
    } finally {
      setEnviando(false);
    }
  };

  const entrada = (id: Id, extra: { type?: string; autoComplete?: string } = {}) => {
    const msg = erros[caminho(id)];
    return (
      <input
        id={id}
        className={`p-inputtext p-component${msg ? " p-invalid" : ""}`}
        aria-invalid={msg ? true : undefined}
        aria-describedby={msg ? idErro(id) : undefined}
        value={valores[id]}
        onChange={(e) => mudar(id, e.target.value)}
        {...extra}
      />
    );
  };
  // A pasted CNPJ is masked whole (the browser would cut it to maxLength first).
  const colarCnpj = (ev: ClipboardEvent<HTMLInputElement>) => {
    const texto = ev.clipboardData.getData("text");
    if (!texto) return;
    ev.preventDefault();
    const i = ev.currentTarget;
    const inicio = i.selectionStart ?? i.value.length;
    mudar("cnpj", mascararCnpj(i.value.slice(0, inicio) + texto + i.value.slice(i.selectionEnd ?? inicio)));
  };

  return (
    <div className="acesso-fundo">
      <form className="acesso-cartao acesso-largo" onSubmit={(e) => void enviar(e)} onFocus={() => void carregarEntrada()} noValidate>
        <Link to="/" className="acesso-marca">
          <i className="pi pi-mobile" aria-hidden /> ERP Celulares
        </Link>
        <h1>Cadastre sua empresa</h1>
        <p className="acesso-sub">7 dias grátis para conhecer o sistema.</p>
        <BannerErro mensagem={erro} />

        <fieldset>
          <legend>Dados da Empresa</legend>
          <Campo id="nome_fantasia" rotulo="Nome fantasia" erro={erros.nome_fantasia}>
            {entrada("nome_fantasia")}
          </Campo>
          <Campo id="cnpj" rotulo="CNPJ" erro={erros.cnpj}>
            {/* The alphanumeric CNPJ (IN RFB 2.229/2024) has letters: no numeric keyboard. */}
            <input
              id="cnpj"
              className={`p-inputtext p-component${erros.cnpj ? " p-invalid" : ""}`}
              aria-invalid={erros.cnpj ? true : undefined}
              aria-describedby={erros.cnpj ? idErro("cnpj") : undefined}
              inputMode="text"
              autoCapitalize="characters"
              maxLength={18}
              placeholder="00.000.000/0000-00"
              value={valores.cnpj}
              onChange={(e) => mudar("cnpj", mascararCnpj(e.target.value))}
              onPaste={colarCnpj}
            />
          </Campo>
          <Campo id="plano" rotulo="Plano" erro={erros.plano}>
            <select id="plano" className="p-inputtext" value={valores.plano} onChange={(e) => mudar("plano", e.target.value)}>
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
          <Campo id="admin_nome" rotulo="Nome" erro={erros["admin.nome"]}>
            {entrada("admin_nome")}
          </Campo>
          <Campo id="admin_email" rotulo="Email" erro={erros["admin.email"]}>
            {entrada("admin_email", { type: "email", autoComplete: "username" })}
          </Campo>
          <Campo id="admin_senha" rotulo="Senha" erro={erros["admin.senha"]} ajuda={MSG.dicaSenha}>
            {entrada("admin_senha", { type: "password", autoComplete: "new-password" })}
          </Campo>
          <Campo id="admin_confirmar_senha" rotulo="Confirmar senha" erro={erros["admin.confirmar_senha"]}>
            {entrada("admin_confirmar_senha", { type: "password", autoComplete: "new-password" })}
          </Campo>
        </fieldset>

        <Botao type="submit" rotulo={enviando ? "Cadastrando..." : "Criar Empresa e Acessar Sistema"} disabled={enviando} className="w-full" />
        <p className="acesso-rodape">
          Já tem conta? <Link to="/login">Fazer login</Link>
        </p>
      </form>
    </div>
  );
}
