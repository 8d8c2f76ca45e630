/**
 * /cliente — the customer's account: sign in, create an account, then the same cards as the
 * lookup for every shop of the CPF, and 'Sair'. Customer pool only. Creating an account takes two
 * steps (issue 31 item 7, a deviation from spec section 5: shared/portal/schemas.ts): the CPF, then
 * the code sent to the phone the shop has on file with the e-mail and password.
 * The page paints without zod or Amplify: the schemas and the sign-in download on the form's
 * first touch, or at once when a customer session is stored (issue 15's budget).
 */
import { useEffect, useState, type FormEvent } from "react";
import { Link } from "react-router-dom";
import { mascararCpf } from "../../../../shared/br/cpf";
import { MSG_PORTAL } from "../../../../shared/portal/mensagens";
import type { ConsultaPortal } from "../../../../shared/portal/schemas";
import { CredenciaisInvalidas, entrar, precarregarAutenticacao, sair as sairDoPool, temSessao } from "../../app/auth/sessao";
import { carregarPortal } from "../../features/portal/carregar-portal";
import { ErroApi } from "../../lib/api-client";
import { CartaoContrato } from "./cartao-contrato";
import "./consulta-boletos.css";

const mensagem = (e: unknown, padrao: string) =>
  e instanceof CredenciaisInvalidas ? "Email ou senha incorretos." : e instanceof ErroApi ? (e.code === "NETWORK" ? MSG_PORTAL.erroConexao : e.message) : padrao;

export default function ContaClientePage() {
  const [modo, setModo] = useState<"entrar" | "criar" | "codigo">("entrar");
  const [cpf, setCpf] = useState("");
  const [codigo, setCodigo] = useState("");
  const [email, setEmail] = useState("");
  const [senha, setSenha] = useState("");
  const [erro, setErro] = useState<string | null>(null);
  const [aviso, setAviso] = useState<string | null>(null);
  const [ocupado, setOcupado] = useState(false);
  const [dados, setDados] = useState<ConsultaPortal | null>(null);

  const carregar = async () => {
    try {
      setDados(await (await carregarPortal()).meusBoletos());
    } catch (e) {
      await sairDoPool("clientes");
      setErro(mensagem(e, MSG_PORTAL.erroInterno));
    }
  };

  useEffect(() => {
    void temSessao("clientes").then((sim) => (sim ? carregar() : undefined));
  }, []);

  const renovar = async () => {
    const novo = await (await carregarPortal()).meusBoletos();
    setDados(novo);
    return novo;
  };

  /** 'Gerar boleto de quitação' (CDC art. 52 §2): asked with the account, then its codes as the bank issues it. */
  const quitar = async (pedido: string) => {
    const portal = await carregarPortal();
    try {
      await portal.quitarContratoDaConta(pedido);
    } catch (e) {
      throw new Error(mensagem(e, MSG_PORTAL.erroInesperado));
    }
    await portal.acompanharQuitacao(portal.meusBoletos, setDados);
  };

  const precarregar = () => {
    void carregarPortal();
    precarregarAutenticacao();
  };

  const enviar = async (ev: FormEvent) => {
    ev.preventDefault();
    setErro(null);
    setAviso(null);
    setOcupado(true);
    try {
      if (modo === "criar") {
        const r = await (await carregarPortal()).solicitarCodigoConta({ cpf });
        if ("erro" in r) return setErro(r.erro);
        setAviso(r.mensagem);
        setModo("codigo");
        return;
      }
      if (modo === "codigo") {
        const r = await (await carregarPortal()).confirmarContaCliente({ cpf, codigo, email, senha });
        if ("erro" in r) return setErro(r.erro);
        setAviso(MSG_PORTAL.contaCriada);
        setCodigo("");
        setSenha("");
        setModo("entrar");
        return;
      }
      await entrar("clientes", email, senha);
      await carregar();
    } catch (e) {
      setErro(mensagem(e, modo === "entrar" ? "Email ou senha incorretos." : "Erro desconhecido no registro."));
    } finally {
      setOcupado(false);
    }
  };

  const sair = async () => {
    await sairDoPool("clientes");
    setDados(null);
    setSenha("");
  };

  return (
    <main className="consulta-boletos">
      <header className="consulta-cabecalho">
        <h1>Minha Conta</h1>
      </header>
      {dados ? (
        <section aria-labelledby="conta-boas-vindas">
          <h2 id="conta-boas-vindas">{MSG_PORTAL.bemVindo}</h2>
          {dados.contratos.map((c, i) => (
            <CartaoContrato key={i} contrato={c} indice={i} renovar={renovar} aoQuitar={quitar} />
          ))}
          <button type="button" className="consulta-botao consulta-botao-secundario" onClick={() => void sair()}>
            Sair
          </button>
        </section>
      ) : (
        <form className="consulta-form" onSubmit={(e) => void enviar(e)} onFocus={precarregar} noValidate>
          <h2>{modo === "entrar" ? "Entrar" : "Criar conta"}</h2>
          {modo !== "entrar" && (
            <div className="consulta-campo">
              <label htmlFor="conta-cpf">CPF</label>
              <input id="conta-cpf" inputMode="numeric" maxLength={14} placeholder="000.000.000-00" readOnly={modo === "codigo"} value={cpf} onChange={(e) => setCpf(mascararCpf(e.target.value))} />
            </div>
          )}
          {modo === "codigo" && (
            <div className="consulta-campo">
              <label htmlFor="conta-codigo">Código recebido</label>
              <input id="conta-codigo" inputMode="numeric" autoComplete="one-time-code" maxLength={6} placeholder="000000" value={codigo} onChange={(e) => setCodigo(e.target.value.replace(/\D/g, "").slice(0, 6))} />
            </div>
          )}
          {modo !== "criar" && (
            <>
              <div className="consulta-campo">
                <label htmlFor="conta-email">Email</label>
                <input id="conta-email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
              </div>
              <div className="consulta-campo">
                <label htmlFor="conta-senha">Senha</label>
                <input id="conta-senha" type="password" autoComplete={modo === "entrar" ? "current-password" : "new-password"} value={senha} onChange={(e) => setSenha(e.target.value)} />
              </div>
            </>
          )}
          {erro && <p className="consulta-alerta" role="alert">{erro}</p>}
          {aviso && <p className="consulta-confirmacao" role="status">{aviso}</p>}
          <button
            type="submit"
            className="consulta-botao"
            disabled={ocupado || (modo === "criar" ? !cpf.trim() : !email.trim() || !senha || (modo === "codigo" && codigo.length !== 6))}
          >
            {modo === "entrar" ? "Entrar" : modo === "criar" ? "Enviar código" : "Criar conta"}
          </button>
          {modo === "codigo" && (
            <button type="button" className="consulta-botao consulta-botao-secundario consulta-alternar" onClick={() => { setModo("criar"); setCodigo(""); setErro(null); setAviso(null); }}>
              Pedir novo código
            </button>
          )}
          <button type="button" className="consulta-botao consulta-botao-secundario consulta-alternar" onClick={() => { setModo(modo === "entrar" ? "criar" : "entrar"); setErro(null); setAviso(null); }}>
            {modo === "entrar" ? "Ainda não tenho conta" : "Já tenho conta"}
          </button>
        </form>
      )}
      <footer className="consulta-rodape">
        <Link to="/consulta-boletos">Consultar boletos sem conta</Link>
      </footer>
    </main>
  );
}
