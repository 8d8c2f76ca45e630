/**
 * /consulta-boletos — 'Área do Cliente' (docs/especificacao.md section 2): the shop's customer looks up their
 * slips by CPF and phone, on a phone first. Public, lazy-loaded, and built from plain elements
 * and the shared rules only: none of the staff panel's code comes with it. The shared schema that
 * checks the form (and zod with it) downloads on the form's first touch (issue 15's budget).
 */
import { useRef, useState, type FormEvent } from "react";
import { Link } from "react-router-dom";
import { mascararCpf } from "../../../../shared/br/cpf";
import { mascararTelefone } from "../../../../shared/br/telefone";
import { MSG_PORTAL } from "../../../../shared/portal/mensagens";
import type { ConsultaPortal } from "../../../../shared/portal/schemas";
import { carregarPortal } from "../../features/portal/carregar-portal";
import { ErroApi } from "../../lib/api-client";
import { CartaoContrato } from "./cartao-contrato";
import "./consulta-boletos.css";

type Erros = Partial<Record<"cpf" | "telefone", string>>;

function mensagemDoErro(e: unknown): string {
  if (e instanceof ErroApi) return e.code === "NETWORK" ? MSG_PORTAL.erroConexao : e.status >= 500 ? MSG_PORTAL.erroInterno : e.message;
  return MSG_PORTAL.erroInesperado;
}

export default function ConsultaBoletosPage() {
  const [cpf, setCpf] = useState("");
  const [telefone, setTelefone] = useState("");
  const [erros, setErros] = useState<Erros>({});
  const [resultado, setResultado] = useState<ConsultaPortal | null>(null);
  const [consultando, setConsultando] = useState(false);
  const [falha, setFalha] = useState<unknown>(null);
  /** The checked CPF and phone of the answer shown: 'Pagar Boleto' asks again with them for fresh links. */
  const [consultados, setConsultados] = useState<{ cpf: string; telefone: string } | null>(null);
  const renovar = async () => {
    const novo = await (await carregarPortal()).consultarBoletos(consultados!);
    setResultado(novo);
    return novo;
  };

  /** The payoff follow-up in progress (acompanharQuitacao): a newer lookup ends it. */
  const acompanhamento = useRef(0);
  const enviar = async (ev: FormEvent) => {
    ev.preventDefault();
    acompanhamento.current += 1;
    setFalha(null);
    setConsultando(true);
    try {
      const portal = await carregarPortal();
      const r = portal.validarConsulta({ cpf, telefone });
      if (!r.ok) return setErros(r.erros);
      setErros({});
      setResultado(null);
      setResultado(await portal.consultarBoletos({ cpf: r.cpf, telefone: r.telefone }));
      setConsultados({ cpf: r.cpf, telefone: r.telefone });
    } catch (e) {
      setFalha(e);
    } finally {
      setConsultando(false);
    }
  };

  /** Asks the payoff slip, then looks up again (a few times, while the bank issues it) to show its codes. */
  const quitar = async (pedido: string) => {
    if (!consultados) return;
    const portal = await carregarPortal();
    try {
      await portal.quitarContrato({ ...consultados, pedido });
    } catch (e) {
      throw new Error(mensagemDoErro(e));
    }
    // A new lookup ('Nova consulta', another CPF) ends this one's follow-up: it must not bring the old result back.
    const minha = ++acompanhamento.current;
    await portal.acompanharQuitacao(() => portal.consultarBoletos(consultados), setResultado, () => acompanhamento.current === minha);
  };

  const vazio = !cpf.trim() || !telefone.trim();
  return (
    <main className="consulta-boletos">
      <header className="consulta-cabecalho">
        <h1>Área do Cliente</h1>
        <p>Consulte seus boletos informando o CPF e o telefone cadastrados na loja.</p>
      </header>

      {!resultado && (
        <form className="consulta-form" onSubmit={(e) => void enviar(e)} onFocus={() => void carregarPortal()} noValidate>
          <div className="consulta-campo">
            <label htmlFor="consulta-cpf">CPF</label>
            <input
              id="consulta-cpf"
              inputMode="numeric"
              autoComplete="off"
              maxLength={14}
              placeholder="000.000.000-00"
              value={cpf}
              aria-invalid={!!erros.cpf}
              aria-describedby={erros.cpf ? "consulta-cpf-erro" : undefined}
              onChange={(e) => setCpf(mascararCpf(e.target.value))}
            />
            {erros.cpf && <small id="consulta-cpf-erro" className="consulta-erro-campo" role="alert">{erros.cpf}</small>}
          </div>
          <div className="consulta-campo">
            <label htmlFor="consulta-telefone">Telefone</label>
            <input
              id="consulta-telefone"
              inputMode="tel"
              autoComplete="tel-national"
              maxLength={15}
              placeholder="(00) 00000-0000"
              value={telefone}
              aria-invalid={!!erros.telefone}
              aria-describedby={erros.telefone ? "consulta-telefone-erro" : undefined}
              onChange={(e) => setTelefone(mascararTelefone(e.target.value))}
              onPaste={(e) => {
                const texto = e.clipboardData.getData("text");
                if (!texto) return;
                e.preventDefault();
                setTelefone(mascararTelefone(texto));
              }}
            />
            {erros.telefone && <small id="consulta-telefone-erro" className="consulta-erro-campo" role="alert">{erros.telefone}</small>}
          </div>
          {falha !== null && <p className="consulta-alerta" role="alert">{mensagemDoErro(falha)}</p>}
          <button type="submit" className="consulta-botao" disabled={vazio || consultando}>
            {consultando ? "Consultando..." : "Acessar Meus Boletos"}
          </button>
        </form>
      )}

      {resultado && (
        <section aria-labelledby="consulta-boas-vindas">
          <h2 id="consulta-boas-vindas">{MSG_PORTAL.bemVindo}</h2>
          {resultado.contratos.map((c, i) => (
            <CartaoContrato key={i} contrato={c} indice={i} renovar={renovar} aoQuitar={consultados ? quitar : undefined} />
          ))}
          <button type="button" className="consulta-botao consulta-botao-secundario" onClick={() => {
              acompanhamento.current += 1;
              setResultado(null);
            }}>
            Nova consulta
          </button>
        </section>
      )}
      <footer className="consulta-rodape">
        <p>
          <Link to="/cliente">Entrar na minha conta</Link>
        </p>
        <Link to="/">Voltar ao início</Link>
      </footer>
    </main>
  );
}
