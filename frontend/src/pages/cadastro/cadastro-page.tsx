/**
 * /cadastro — a company signs up and creates its administrator (spec sections 2, 5 and 8), with
 * the shop's address and WhatsApp (issue 30 item 11: optional, the same fields and rules as Dados
 * Cadastrais, which shows them filled; what is left blank shows on the dashboard's first steps).
 * Plain inputs with PrimeReact's classes, validated on submit by the shared CadastroEmpresaForm
 * schema, which comes with the sign-in module on the form's first focus (../login: issue 15's budget).
 */
import { useState, type ClipboardEvent, type FormEvent, type InputHTMLAttributes } from "react";
import { Link, useNavigate } from "react-router-dom";
import { mascararCep } from "../../../../shared/br/cep";
import { mascararCnpj } from "../../../../shared/br/cnpj";
import { mascararTelefone } from "../../../../shared/br/telefone";
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
import { SeletorUf } from "../../components/seletor-uf";
import "../../components/campos-endereco.css";

const VAZIO = {
  nome_fantasia: "",
  cnpj: "",
  plano: "start",
  endereco: "",
  cep: "",
  cidade: "",
  uf: "",
  whatsapp: "",
  admin_nome: "",
  admin_email: "",
  admin_senha: "",
  admin_confirmar_senha: "",
};
type Id = keyof typeof VAZIO;
const NOTA_CONTATO =
  "Saem nos boletos (endereço do beneficiário), na cidade do Pix e na Área do Cliente. Pode deixar para depois: o painel lembra o que faltar.";

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
      endereco: valores.endereco,
      cep: valores.cep,
      cidade: valores.cidade,
      uf: valores.uf,
      whatsapp: valores.whatsapp,
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

  type Extra = Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "value" | "onChange">;
  /** `mascarar`: the field's shared mask, applied as the user types and to a whole paste. */
  const entrada = (id: Id, extra: Extra = {}, mascarar?: (v: string) => string) => {
    const msg = erros[caminho(id)];
    return (
      <input
        id={id}
        className={`p-inputtext p-component${msg ? " p-invalid" : ""}`}
        aria-invalid={msg ? true : undefined}
        aria-describedby={msg ? idErro(id) : undefined}
        value={valores[id]}
        onChange={(e) => mudar(id, mascarar ? mascarar(e.target.value) : e.target.value)}
        onPaste={mascarar ? colar(id, mascarar) : undefined}
        {...extra}
      />
    );
  };
  // A pasted CNPJ, CEP or phone is masked whole (the browser would cut it to maxLength first).
  const colar = (id: Id, mascarar: (v: string) => string) => (ev: ClipboardEvent<HTMLInputElement>) => {
    const texto = ev.clipboardData.getData("text");
    if (!texto) return;
    ev.preventDefault();
    const i = ev.currentTarget;
    const inicio = i.selectionStart ?? i.value.length;
    mudar(id, mascarar(i.value.slice(0, inicio) + texto + i.value.slice(i.selectionEnd ?? inicio)));
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
            {entrada("cnpj", { inputMode: "text", autoCapitalize: "characters", maxLength: 18, placeholder: "00.000.000/0000-00" }, mascararCnpj)}
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
          <legend>Endereço e WhatsApp da Loja</legend>
          <p className="nota acesso-nota">{NOTA_CONTATO}</p>
          <Campo id="endereco" rotulo="Endereço" erro={erros.endereco}>
            {entrada("endereco", { placeholder: "Rua, número, bairro", autoComplete: "address-line1", maxLength: 300 })}
          </Campo>
          <div className="campos-endereco">
            <Campo id="cep" rotulo="CEP" erro={erros.cep}>
              {entrada("cep", { inputMode: "numeric", maxLength: 9, placeholder: "00000-000", autoComplete: "postal-code" }, mascararCep)}
            </Campo>
            <Campo id="cidade" rotulo="Cidade" erro={erros.cidade}>
              {entrada("cidade", { autoComplete: "address-level2", maxLength: 100 })}
            </Campo>
            <Campo id="uf" rotulo="UF" erro={erros.uf}>
              <SeletorUf id="uf" erro={erros.uf} value={valores.uf} onChange={(e) => mudar("uf", e.target.value)} />
            </Campo>
          </div>
          <Campo id="whatsapp" rotulo="WhatsApp da loja" erro={erros.whatsapp}>
            {entrada("whatsapp", { type: "tel", inputMode: "tel", maxLength: 15, placeholder: "(00) 00000-0000", autoComplete: "tel-national" }, mascararTelefone)}
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
