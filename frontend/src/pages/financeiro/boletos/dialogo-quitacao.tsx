/**
 * 'Quitar contrato' on 'Controle de Boletos' (issue 27 item 5; CDC art. 52 §2: early payoff with a
 * proportional reduction of interest). The payoff date (today by default, up to 30 days ahead: the
 * shared rule recusaDataQuitacao, the same the route applies), the quote of each open instalment
 * (number, due date, value, discount, late charges, to pay) and the totals; then the payoff slip:
 * asked through the boleto provider, its status while issued, its linha digitável and Pix
 * copy-and-paste (shown and copied), 'Abrir boleto' when the provider printed one, and 'Marcar
 * Paga' when the money came in at the counter. Only offered to the finance roles (the card asks).
 */
import { useQuery } from "@tanstack/react-query";
import { Button } from "primereact/button";
import { Column } from "primereact/column";
import { DataTable } from "primereact/datatable";
import { Dialog } from "primereact/dialog";
import { Message } from "primereact/message";
import { Tag } from "primereact/tag";
import { useId, useState } from "react";
import { formatarData, hojeBrasil } from "../../../../../shared/br/datas";
import { formatarReais } from "../../../../../shared/br/dinheiro";
import { diferencaDoBoletoQuitacao, QUITACAO_DIAS_MAXIMO, recusaDataQuitacao, type QuitacaoApi, type QuitacaoEmitida } from "../../../../../shared/regras/quitacao";
import { Campo, idsDescricao } from "../../../components/campo";
import { EntradaData } from "../../../components/entrada-data";
import { enderecoBoletoQuitacao } from "../../../features/boletos/api/boletos-api";
import { quitacaoQueries, useContratoComQuitacao, useEmitirQuitacao, usePagarQuitacao } from "../../../features/boletos/api/quitacao-api";
import { MSG_QUITACAO_TELA, STATUS_QUITACAO_TELA } from "../../../features/boletos/rotulos-quitacao";
import { mensagemDe } from "../../../lib/erros-formulario";

interface Props {
  contratoId: string;
  cliente: string;
  aoFechar: () => void;
  aoAvisar: (tipo: "sucesso" | "erro", texto: string) => void;
}

type Linha = QuitacaoApi["parcelas"][number];

function Cotacao({ q }: { q: QuitacaoApi }) {
  const comEncargos = q.encargos_total > 0;
  return (
    <>
      <DataTable
        value={q.parcelas}
        dataKey="numero_parcela"
        size="small"
        stripedRows
        responsiveLayout="stack"
        breakpoint="640px"
        className="tabela-quitacao"
        aria-label="Parcelas da quitação"
        pt={{ wrapper: { tabIndex: 0, role: "region", "aria-label": "Parcelas da quitação" } }}
      >
        <Column header="Nº" field="numero_parcela" />
        <Column header="Vencimento" body={(l: Linha) => formatarData(l.vencimento)} />
        <Column header="Valor" body={(l: Linha) => <span className="sem-quebra">{formatarReais(l.valor)}</span>} />
        <Column header="Desconto" body={(l: Linha) => <span className="sem-quebra">{l.desconto > 0 ? `− ${formatarReais(l.desconto)}` : "—"}</span>} />
        {comEncargos && <Column header="Encargos" body={(l: Linha) => <span className="sem-quebra">{l.encargos > 0 ? `+ ${formatarReais(l.encargos)}` : "—"}</span>} />}
        <Column header="A pagar" body={(l: Linha) => <strong className="sem-quebra">{formatarReais(l.valor_a_pagar)}</strong>} />
      </DataTable>
      <dl className="quitacao-totais" aria-label="Totais da quitação">
        <div>
          <dt>Valor original</dt>
          <dd>{formatarReais(q.valor_original)}</dd>
        </div>
        <div>
          <dt>Desconto</dt>
          <dd>− {formatarReais(q.desconto_total)}</dd>
        </div>
        {comEncargos && (
          <div>
            <dt>Encargos</dt>
            <dd>+ {formatarReais(q.encargos_total)}</dd>
          </div>
        )}
        <div className="quitacao-total">
          <dt>Total para quitar</dt>
          <dd>{formatarReais(q.valor_quitacao)}</dd>
        </div>
      </dl>
    </>
  );
}

/** A code the customer pays with (linha digitável, Pix copia e cola): selectable text and a 'Copiar' button. */
function CodigoCopiavel({ id, rotulo, icone, nome, texto, aoCopiar }: { id: string; rotulo: string; icone: string; nome: string; texto: string; aoCopiar: () => void }) {
  return (
    <div className="quitacao-codigo">
      <label htmlFor={id}>{rotulo}</label>
      <div className="quitacao-codigo-linha">
        <input id={id} className="p-inputtext mono" readOnly value={texto} onFocus={(e) => e.currentTarget.select()} />
        <Button type="button" icon={icone} label="Copiar" size="small" outlined onClick={aoCopiar} aria-label={`Copiar ${nome} da quitação`} />
      </div>
    </div>
  );
}

function BoletoQuitacao({ q, contratoId, pagando, aoPagar, aoCopiar }: { q: QuitacaoEmitida; contratoId: string; pagando: boolean; aoPagar: () => void; aoCopiar: (texto: string, tipo: "linha" | "pix") => void }) {
  const s = STATUS_QUITACAO_TELA[q.status];
  return (
    <section className="quitacao-boleto" aria-label="Boleto de quitação">
      <div className="quitacao-boleto-topo">
        <h3>Boleto de quitação</h3>
        <Tag value={s.rotulo} severity={s.cor} icon={q.status === "emitindo" ? "pi pi-spin pi-spinner" : undefined} />
      </div>
      <p className="quitacao-boleto-valor">
        {formatarReais(q.valor)} · vence em {formatarData(q.vencimento)}
        {q.data_pagamento && ` · pago em ${formatarData(q.data_pagamento)}`}
      </p>
      {/* Its own amount is the payoff on the date it was quoted for, asked on its day (issue 36 item 12). */}
      <p className="quitacao-boleto-origem">
        Emitido em {formatarData(q.emitido_em)} · quitação em {formatarData(q.data)}
      </p>
      {q.status === "falhou" && <Message severity="error" text={MSG_QUITACAO_TELA.falhou(q.erro)} />}
      {q.status !== "paga" && q.linha_digitavel && (
        <CodigoCopiavel id={`linha-${q.id}`} rotulo="Linha digitável" icone="pi pi-copy" nome="linha digitável" texto={q.linha_digitavel} aoCopiar={() => aoCopiar(q.linha_digitavel!, "linha")} />
      )}
      {q.status !== "paga" && q.pix_copia_e_cola && (
        <CodigoCopiavel id={`pix-${q.id}`} rotulo="Pix copia e cola" icone="pi pi-qrcode" nome="Pix" texto={q.pix_copia_e_cola} aoCopiar={() => aoCopiar(q.pix_copia_e_cola!, "pix")} />
      )}
      {q.status !== "paga" && (
        <div className="quitacao-boleto-acoes">
          {q.link_boleto && (
            // The link is signed at the click (the answer's one dies after 15 minutes; issue 30 item 2).
            <a className="p-button p-button-outlined p-button-sm" href={enderecoBoletoQuitacao(contratoId)} target="_blank" rel="noopener noreferrer">
              <i className="pi pi-file-pdf" aria-hidden /> Abrir boleto
            </a>
          )}
          <Button type="button" size="small" severity="success" outlined icon="pi pi-check" label="Marcar Paga" loading={pagando} disabled={pagando} aria-label="Marcar Paga a quitação" onClick={aoPagar} />
        </div>
      )}
    </section>
  );
}

export function DialogoQuitacao({ contratoId, cliente, aoFechar, aoAvisar }: Props) {
  const id = useId();
  const idData = `${id}-data`;
  const hoje = hojeBrasil();
  const [data, setData] = useState(hoje);
  const [confirmandoPagamento, setConfirmandoPagamento] = useState(false);
  const recusa = recusaDataQuitacao(data, hoje, "tela");
  const cotacao = useQuery({ ...quitacaoQueries.cotacao(contratoId, data), enabled: recusa === null });
  const contrato = useContratoComQuitacao(contratoId);
  const emitir = useEmitirQuitacao(contratoId);
  const pagar = usePagarQuitacao(contratoId);
  const q = contrato.data?.quitacao ?? null;
  const liquidado = contrato.data?.status_contrato === "liquidado";
  const encerrado = liquidado || contrato.data?.status_contrato === "cancelado";

  const copiar = async (texto: string, tipo: "linha" | "pix") => {
    try {
      if (!navigator.clipboard) throw new Error("área de transferência indisponível");
      await navigator.clipboard.writeText(texto);
      aoAvisar("sucesso", tipo === "linha" ? MSG_QUITACAO_TELA.linhaCopiada : MSG_QUITACAO_TELA.pixCopiado);
    } catch {
      aoAvisar("erro", MSG_QUITACAO_TELA.erroCopiar);
    }
  };

  const pedirBoleto = () =>
    emitir.mutate(data, {
      onSuccess: () => aoAvisar("sucesso", MSG_QUITACAO_TELA.pedido),
      onError: (e) => aoAvisar("erro", MSG_QUITACAO_TELA.erroEmitir(mensagemDe(e, "Erro desconhecido"))),
    });
  const marcarPaga = () =>
    pagar.mutate(undefined, {
      onSuccess: () => {
        setConfirmandoPagamento(false);
        aoAvisar("sucesso", MSG_QUITACAO_TELA.paga);
      },
      onError: (e) => {
        setConfirmandoPagamento(false);
        aoAvisar("erro", MSG_QUITACAO_TELA.erroPagar(mensagemDe(e, "Erro desconhecido")));
      },
    });

  const erroCotacao = cotacao.isError ? mensagemDe(cotacao.error, "Erro desconhecido") : null;
  // A slip asked earlier for another amount (another payoff date, or the contract changed since) is
  // never shown beside the quote without the reason (issue 36 item 12).
  const diferenca = q && recusa === null && cotacao.data ? diferencaDoBoletoQuitacao(q, cotacao.data) : null;
  const rodape = (
    <div className="dialogo-rodape">
      <Button type="button" label="Fechar" severity="secondary" outlined onClick={aoFechar} />
      {!encerrado && (
        <Button
          type="button"
          icon="pi pi-file"
          label={emitir.isPending ? "Emitindo..." : q && q.status !== "paga" ? "Emitir novo boleto de quitação" : "Emitir boleto de quitação"}
          disabled={emitir.isPending || recusa !== null || !cotacao.data}
          onClick={pedirBoleto}
        />
      )}
    </div>
  );

  return (
    <Dialog header="Quitar contrato" visible onHide={aoFechar} modal footer={rodape} style={{ width: "min(760px, 96vw)" }} draggable={false} className="dialogo-quitacao">
      <p className="dialogo-quitacao-texto">{MSG_QUITACAO_TELA.explicacao(cliente)}</p>
      {liquidado && <Message severity="success" text={MSG_QUITACAO_TELA.liquidado} className="dialogo-quitacao-aviso" />}
      {q && <BoletoQuitacao q={q} contratoId={contratoId} pagando={pagar.isPending} aoPagar={() => setConfirmandoPagamento(true)} aoCopiar={(t, tipo) => void copiar(t, tipo)} />}
      {confirmandoPagamento && q && (
        <div className="quitacao-confirmar" role="alertdialog" aria-label="Confirmar pagamento da quitação">
          <p>{MSG_QUITACAO_TELA.perguntaPagar(q.valor)}</p>
          <div className="dialogo-rodape">
            <Button type="button" label="Cancelar" severity="secondary" outlined onClick={() => setConfirmandoPagamento(false)} disabled={pagar.isPending} />
            <Button type="button" label="Sim, marcar paga" severity="success" loading={pagar.isPending} disabled={pagar.isPending} onClick={marcarPaga} />
          </div>
        </div>
      )}
      {!encerrado && (
        <>
          <Campo id={idData} rotulo="Data da quitação" erro={recusa} ajuda={MSG_QUITACAO_TELA.ajudaData(QUITACAO_DIAS_MAXIMO)}>
            {/* No min/max on the calendar: a date typed out of range shows the rule's own message, not a silent refusal. */}
            <EntradaData
              id={idData}
              valor={data}
              aoMudar={setData}
              aria={{ "aria-invalid": recusa !== null, "aria-describedby": idsDescricao(idData, recusa, true) }}
            />
          </Campo>
          {cotacao.isFetching && !cotacao.data && <p role="status">Calculando...</p>}
          {erroCotacao && <Message severity="error" text={erroCotacao} className="dialogo-quitacao-aviso" />}
          {diferenca && <Message severity="warn" text={diferenca} className="dialogo-quitacao-aviso quitacao-diferenca" />}
          {recusa === null && cotacao.data && <Cotacao q={cotacao.data} />}
        </>
      )}
    </Dialog>
  );
}
