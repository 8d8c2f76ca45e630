/** One contract of the customer area: device status, the store's contact and the slips. */
import { useState, type MouseEvent } from "react";
import { formatarData } from "../../../../shared/br/datas";
import { formatarReais } from "../../../../shared/br/dinheiro";
import { MSG_PORTAL } from "../../../../shared/portal/mensagens";
import { ErroApi } from "../../lib/api-client";
import type { BoletoPortal, ConsultaPortal, ContratoPortal } from "../../../../shared/portal/schemas";
import { rotulosDoProximo } from "../../../../shared/portal/cartao";
import { diferencaDoBoletoQuitacao } from "../../../../shared/regras/quitacao";

const STATUS_BOLETO: Record<BoletoPortal["status"], { rotulo: string; icone: string }> = {
  pago: { rotulo: "Pago", icone: "pi pi-check-circle" },
  pendente: { rotulo: "Pendente", icone: "pi pi-clock" },
  atrasado: { rotulo: "Atrasado", icone: "pi pi-exclamation-circle" },
};

const linkWhatsapp = (numero: string) => `https://wa.me/55${numero.replace(/\D/g, "")}`;

/** The same contract in a newer answer (the answer carries no contract id: store, model and IMEI end name it). */
const mesmoContrato = (a: ContratoPortal, b: ContratoPortal) =>
  a.loja.nome_fantasia === b.loja.nome_fantasia && a.aparelho.modelo === b.aparelho.modelo && a.aparelho.imei_final === b.aparelho.imei_final;

interface Props {
  contrato: ContratoPortal;
  indice: number;
  /**
   * The lookup again, with the page's own proof (the CPF and phone typed, or the customer's
   * session): a slip link lives 15 minutes, the page longer, so 'Pagar Boleto' opens the link of
   * a fresh answer (issue 30), never one that may have expired.
   */
  renovar: () => Promise<ConsultaPortal>;
  /** Asks the payoff slip (issue 27 item 5): with the lookup's CPF + phone, or with the signed-in account. */
  aoQuitar?: (pedido: string) => Promise<void>;
}


/**
 * 'Quitar tudo hoje' (issue 27 item 5, CDC art. 52 §2): today's payoff of the whole contract and,
 * given `aoQuitar` (the lookup or the signed-in account), the button that asks its slip; once asked, its codes.
 */
function Quitacao({
  q,
  aoQuitar,
  aoCopiar,
  aoAbrir,
}: {
  q: NonNullable<ContratoPortal["quitacao"]>;
  aoQuitar?: () => Promise<void>;
  aoCopiar: (texto: string | null, tipo: "linha" | "pix") => void;
  aoAbrir: (ev: MouseEvent<HTMLAnchorElement>) => void;
}) {
  const [pedindo, setPedindo] = useState(false);
  const [erro, setErro] = useState<string | null>(null);
  const b = q.boleto;
  // A slip asked on another day (or for another date) is never shown beside today's amount without the reason (issue 36 item 12).
  const diferenca = b ? diferencaDoBoletoQuitacao(b, { data: q.data, valor_quitacao: q.valor }, "cliente") : null;
  const pedir = async () => {
    if (!aoQuitar) return;
    setErro(null);
    setPedindo(true);
    try {
      await aoQuitar();
    } catch (e) {
      setErro(e instanceof Error && e.message ? e.message : MSG_PORTAL.erroInesperado);
    } finally {
      setPedindo(false);
    }
  };
  return (
    <section className="consulta-cartao consulta-quitacao" aria-label="Quitação antecipada">
      <h4>{MSG_PORTAL.quitarTudoHoje(formatarReais(q.valor))}</h4>
      <p>Pague todas as parcelas em aberto de uma vez, com desconto dos juros das que ainda vão vencer.</p>
      {erro && (
        <p className="consulta-alerta" role="alert">
          {erro}
        </p>
      )}
      {b && b.status !== "falhou" ? (
        <div className="consulta-boleto">
          <p>
            Boleto de quitação: <strong>{formatarReais(b.valor)}</strong>, vence em {formatarData(b.vencimento)}
          </p>
          {diferenca && <p className="consulta-diferenca">{diferenca}</p>}
          {b.status === "emitindo" && <p role="status">{MSG_PORTAL.quitacaoPedida}</p>}
          {b.linha_digitavel && (
            <p className="consulta-codigo">
              Linha digitável: <span className="mono">{b.linha_digitavel}</span>
            </p>
          )}
          <div className="consulta-acoes">
            {b.link_boleto && (
              <a className="consulta-botao" href={b.link_boleto} target="_blank" rel="noreferrer" onClick={aoAbrir}>
                Abrir boleto de quitação
              </a>
            )}
            {b.linha_digitavel && (
              <button type="button" className="consulta-botao consulta-botao-secundario" onClick={() => aoCopiar(b.linha_digitavel, "linha")}>
                Copiar linha digitável da quitação
              </button>
            )}
            {b.pix_copia_e_cola && (
              <button type="button" className="consulta-botao consulta-botao-secundario" onClick={() => aoCopiar(b.pix_copia_e_cola, "pix")}>
                Copiar Pix da quitação
              </button>
            )}
            {diferenca && aoQuitar && (
              <button type="button" className="consulta-botao consulta-botao-secundario" disabled={pedindo} onClick={() => void pedir()}>
                {pedindo ? "Gerando..." : "Gerar novo boleto de quitação"}
              </button>
            )}
          </div>
        </div>
      ) : (
        aoQuitar && (
          <button type="button" className="consulta-botao" disabled={pedindo} onClick={() => void pedir()}>
            {pedindo ? "Gerando..." : "Gerar boleto de quitação"}
          </button>
        )
      )}
    </section>
  );
}

export function CartaoContrato({ contrato: c, indice, renovar, aoQuitar }: Props) {
  const [aviso, setAviso] = useState<{ texto: string; erro: boolean } | null>(null);
  /** An instalment's slip (its number) or the payoff's (0): the link is asked anew at the click, as links expire. */
  const pagar = async (ev: MouseEvent<HTMLAnchorElement>, numero: number) => {
    ev.preventDefault();
    setAviso(null);
    // Opened within the click (a tab opened after an await is a blocked pop-up), filled when the link arrives.
    const aba = window.open("", "_blank");
    try {
      const novo = await renovar();
      const contrato = novo.contratos.find((x) => mesmoContrato(x, c));
      // -1: the termo de quitação of a contract paid off (issue 36 item 3).
      const link =
        numero === -1
          ? contrato?.quitado?.link_termo
          : numero === 0
            ? contrato?.quitacao?.boleto?.link_boleto
            : contrato?.todosBoletos.find((b) => b.numero_parcela === numero)?.link_boleto;
      if (!link) throw new Error(MSG_PORTAL.boletoIndisponivel);
      const endereco = new URL(link, window.location.href).href;
      if (aba) {
        aba.opener = null;
        aba.location.href = endereco;
      } else window.location.assign(endereco);
    } catch (e) {
      aba?.close();
      const texto = e instanceof ErroApi ? (e.code === "NETWORK" ? MSG_PORTAL.erroConexao : e.status >= 500 ? MSG_PORTAL.erroInterno : e.message) : MSG_PORTAL.boletoIndisponivel;
      setAviso({ texto, erro: true });
    }
  };
  const copiar = async (texto: string | null, tipo: "linha" | "pix") => {
    try {
      if (!texto || !navigator.clipboard) throw new Error("área de transferência indisponível");
      await navigator.clipboard.writeText(texto);
      setAviso({ texto: tipo === "linha" ? MSG_PORTAL.linhaCopiada : MSG_PORTAL.pixCopiado, erro: false });
    } catch {
      setAviso({ texto: MSG_PORTAL.erroCopiar, erro: true });
    }
  };
  const titulo = `contrato-${indice}`;
  const rotulos = rotulosDoProximo(c);
  return (
    <article className="consulta-contrato" aria-labelledby={titulo}>
      <h3 id={titulo} className="consulta-contrato-titulo">
        {c.aparelho.modelo} <span className="consulta-imei">IMEI final {c.aparelho.imei_final}</span>
      </h3>

      <section className="consulta-cartao" aria-label="Status do Aparelho">
        <h4>Status do Aparelho</h4>
        <p className={`consulta-status consulta-status-${c.statusAparelho.toLowerCase()}`}>{c.statusAparelho}</p>
        {c.statusAparelho === "Bloqueado" && <p className="consulta-alerta">{MSG_PORTAL.aparelhoBloqueado}</p>}
        {c.proximoVencimento && (
          <dl className="consulta-proximo">
            <div>
              <dt>{rotulos.data}</dt>
              <dd>{formatarData(c.proximoVencimento)}</dd>
            </div>
            {c.valorProximoVencimento !== null && (
              <div>
                <dt>{rotulos.valor}</dt>
                <dd>{formatarReais(c.valorProximoVencimento)}</dd>
              </div>
            )}
          </dl>
        )}
      </section>

      {c.quitado && (
        <section className="consulta-cartao consulta-quitacao" aria-label="Contrato quitado">
          <h4>Quitado</h4>
          <p>
            Contrato quitado em {formatarData(c.quitado.data)}: {formatarReais(c.quitado.valor)} pagos na quitação antecipada. Nada mais é devido.
          </p>
          <div className="consulta-acoes">
            <a className="consulta-botao" href={c.quitado.link_termo} target="_blank" rel="noreferrer" onClick={(ev) => void pagar(ev, -1)}>
              Termo de quitação
            </a>
          </div>
        </section>
      )}

      {c.quitacao && (
        <Quitacao q={c.quitacao} aoQuitar={aoQuitar ? () => aoQuitar(c.quitacao!.pedido) : undefined} aoCopiar={(t, tipo) => void copiar(t, tipo)} aoAbrir={(ev) => void pagar(ev, 0)} />
      )}

      <section className="consulta-cartao" aria-label="Contato da loja">
        <h4>{c.loja.nome_fantasia}</h4>
        {c.loja.whatsapp && (
          <p>
            <a href={linkWhatsapp(c.loja.whatsapp)} target="_blank" rel="noreferrer">
              <i className="pi pi-whatsapp" aria-hidden="true" /> WhatsApp da loja
            </a>
          </p>
        )}
        {c.loja.endereco && <p>{c.loja.endereco}</p>}
      </section>

      <section aria-label="Boletos">
        <h4>Seus Boletos ({c.todosBoletos.length})</h4>
        {aviso && (
          <p className={aviso.erro ? "consulta-alerta" : "consulta-confirmacao"} role="status">
            {aviso.texto}
          </p>
        )}
        {c.todosBoletos.length === 0 && <p>{MSG_PORTAL.nenhumBoleto}</p>}
        <ul className="consulta-boletos-lista">
          {c.todosBoletos.map((b) => {
            const s = STATUS_BOLETO[b.status];
            return (
              <li key={b.numero_parcela} className={`consulta-boleto consulta-boleto-${b.status}`}>
                <div className="consulta-boleto-topo">
                  <i className={s.icone} aria-hidden="true" />
                  <span>Parcela {b.numero_parcela}</span>
                  <span className={`consulta-badge consulta-badge-${b.status}`}>{s.rotulo}</span>
                </div>
                {/* A paid one shows what was paid for it (a payoff pays each at its discounted amount). */}
                <p className="consulta-valor">{b.valor_pago !== null ? `Pago ${formatarReais(b.valor_pago)}` : formatarReais(b.valor_parcela)}</p>
                <p>Vence em {formatarData(b.data_vencimento)}</p>
                {b.status !== "pago" && (
                  <div className="consulta-acoes">
                    {b.link_boleto && (
                      <a className="consulta-botao" href={b.link_boleto} target="_blank" rel="noreferrer" onClick={(ev) => void pagar(ev, b.numero_parcela)}>
                        Pagar Boleto
                      </a>
                    )}
                    {b.linha_digitavel && (
                      <button type="button" className="consulta-botao consulta-botao-secundario" onClick={() => void copiar(b.linha_digitavel, "linha")}>
                        Copiar linha digitável
                      </button>
                    )}
                    {b.pix_copia_e_cola && (
                      <button type="button" className="consulta-botao consulta-botao-secundario" onClick={() => void copiar(b.pix_copia_e_cola, "pix")}>
                        Copiar Pix
                      </button>
                    )}
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      </section>
    </article>
  );
}
