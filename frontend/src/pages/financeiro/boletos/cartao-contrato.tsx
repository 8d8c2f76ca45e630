/**
 * One boleto contract on 'Controle de Boletos' (spec section 2): client, product code and model,
 * status badge (and the device's when it is not 'Ativo'), 'Ver Contrato' (only with a generated
 * document, new tab) and 'Detalhes'/'Ocultar'; expanded: IMEI, model and brand, total, the device
 * status with its lock actions, 'Reenviar boletos', 'Quitar contrato' (the payoff dialog), the
 * instalments (a paid one with its receipt and 'Enviar recibo') and the audit trail.
 */
import { Button } from "primereact/button";
import { Tag } from "primereact/tag";
import { useId, useState, type ReactNode } from "react";
import { formatarData } from "../../../../../shared/br/datas";
import { formatarReais } from "../../../../../shared/br/dinheiro";
import { estadoDoAparelho } from "../../../../../shared/bloqueio/regras";
import { recusaReenvio } from "../../../../../shared/vendas/contratos";
import type { ContratoNaLista, Parcela } from "../../../../../shared/vendas/schemas";
import { usePode } from "../../../app/guards";
import { useEnviarRecibo, useEnviarSegundaVia } from "../../../features/boletos/api/boletos-api";
import { MSG_BLOQUEIO_TELA, type AcaoBloqueio } from "../../../features/boletos/rotulos-bloqueio";
import { STATUS_CONTRATO_TELA } from "../../../features/boletos/rotulos-boletos";
import { AcoesAparelho, StatusAparelhoTag } from "./aparelho-contrato";
import { DialogoQuitacao } from "./dialogo-quitacao";
import { abrirPdf } from "../../../lib/abrir-pdf";
import { HistoricoContrato } from "./historico-contrato";
import { TabelaParcelasBoleto, type Copia } from "./tabela-parcelas-boleto";

interface Props {
  contrato: ContratoNaLista;
  pagando: string | null;
  reenviando: boolean;
  /** A lock request of this contract is on its way. */
  pedindoBloqueio: boolean;
  aoPagar: (p: Parcela) => void;
  aoCopiar: (p: Parcela, tipo: Copia) => void;
  aoReenviar: (c: ContratoNaLista) => void;
  aoPedirBloqueio: (c: ContratoNaLista, acao: AcaoBloqueio) => void;
  aoErro: (mensagem: string) => void;
  /** Payoff dialog notices (copied, asked, paid). */
  aoAvisar?: (tipo: "sucesso" | "erro", texto: string) => void;
}

/** `inteiro`: a date, an amount or an IMEI is never split across lines ("27/11/202 / 6" at 1366 px, issue 30). */
function Item({ rotulo, children, inteiro }: { rotulo: string; children: ReactNode; inteiro?: boolean }) {
  return (
    <div className="contrato-item">
      <dt>{rotulo}</dt>
      <dd className={inteiro ? "sem-quebra" : undefined}>{children}</dd>
    </div>
  );
}

export function CartaoContrato({ contrato: c, pagando, reenviando, pedindoBloqueio, aoPagar, aoCopiar, aoReenviar, aoPedirBloqueio, aoErro, aoAvisar }: Props) {
  const [aberto, setAberto] = useState(false);
  const [quitando, setQuitando] = useState(false);
  const podeQuitar = c.status_contrato === "ativo" || c.status_contrato === "inadimplente";
  const podeFazer = usePode();
  const segundaVia = useEnviarSegundaVia();
  const enviarRecibo = useEnviarRecibo();
  const id = useId();
  // Paid off early (issue 36 item 3): 'Quitado', and its termo de quitação.
  const quitado = c.status_contrato === "liquidado" && c.parcelas.some((p) => p.origem_pagamento === "quitacao");
  const status = quitado ? { ...STATUS_CONTRATO_TELA.liquidado, rotulo: "Quitado" } : STATUS_CONTRATO_TELA[c.status_contrato];
  // The device as the shared rule names it: a closed contract's phone is 'Liberado', not 'Ativo' (issue 36 item 12).
  const aparelho = estadoDoAparelho(c);
  const cliente = c.cliente?.nome ?? "Cliente não encontrado";
  const produto = c.produto ? `${c.produto.codigo} - ${c.produto.nome_modelo}` : "Produto não encontrado";
  // What the audit trail depends on: a change here (seen by the polled list) reads it again.
  const versao = `${c.status_contrato}:${c.status_aparelho}:${c.parcelas.map((p) => p.status_parcela[0]).join("")}`;

  return (
    <article className="contrato-cartao" aria-labelledby={`${id}-titulo`}>
      <header className="contrato-topo">
        <div className="contrato-identificacao">
          <h2 id={`${id}-titulo`}>{cliente}</h2>
          <p className="contrato-produto">{produto}</p>
        </div>
        <div className="contrato-etiquetas">
          <Tag value={status.rotulo} severity={status.cor} className="contrato-status" />
          {aparelho !== "ativo" && <StatusAparelhoTag status={aparelho} prefixo="Aparelho:" className="contrato-aparelho-topo" />}
        </div>
      </header>
      <div className="contrato-botoes">
        {c.tem_conteudo && (
          <a
            className="p-button p-button-outlined p-button-sm"
            href={`/financeiro/contrato/${encodeURIComponent(c.id)}`}
            target="_blank"
            rel="noopener"
            aria-label={`Ver Contrato de ${cliente}`}
          >
            <i className="pi pi-file" aria-hidden /> Ver Contrato
          </a>
        )}
        {quitado && (
          <Button
            type="button"
            size="small"
            outlined
            icon="pi pi-file-check"
            label="Termo de quitação"
            aria-label={`Termo de quitação de ${cliente}`}
            onClick={() => void abrirPdf(`/api/contratos/${encodeURIComponent(c.id)}/quitacao/termo`, `termo-quitacao-${c.id}.pdf`).catch((e: Error) => aoErro(e.message))}
          />
        )}
        <Button
          type="button"
          size="small"
          text
          icon={aberto ? "pi pi-chevron-up" : "pi pi-chevron-down"}
          label={aberto ? "Ocultar" : "Detalhes"}
          aria-expanded={aberto}
          aria-controls={`${id}-detalhes`}
          aria-label={`${aberto ? "Ocultar" : "Detalhes"} do contrato de ${cliente}`}
          onClick={() => setAberto((a) => !a)}
        />
      </div>
      {aberto && (
        <div id={`${id}-detalhes`} className="contrato-detalhes">
          <dl className="contrato-dados">
            <Item rotulo="IMEI" inteiro>
              <span className="mono">{c.item.imei}</span>
            </Item>
            <Item rotulo="Modelo">{c.produto?.nome_modelo ?? "Produto não encontrado"}</Item>
            <Item rotulo="Marca">{c.produto?.marca ?? "Marca não informada"}</Item>
            <Item rotulo="Valor total" inteiro>{formatarReais(c.valor_total)}</Item>
            <Item rotulo="Entrada" inteiro>{formatarReais(c.valor_entrada)}</Item>
            <Item rotulo="Data da venda" inteiro>{formatarData(c.data_venda)}</Item>
            <Item rotulo="Status do aparelho">
              <StatusAparelhoTag status={aparelho} className="contrato-aparelho" />
            </Item>
          </dl>
          {!c.consentimento_bloqueio && <p className="bloqueio-previsto sem-consentimento">{MSG_BLOQUEIO_TELA.semConsentimento}</p>}
          {c.bloqueio_previsto_para && <p className="bloqueio-previsto">{MSG_BLOQUEIO_TELA.bloqueioPrevisto(c.bloqueio_previsto_para)}</p>}
          {c.comando_sem_confirmacao && (
            <p className="bloqueio-previsto sem-confirmacao" role="status">
              {MSG_BLOQUEIO_TELA.semConfirmacao(c.comando_sem_confirmacao)}
            </p>
          )}
          {c.contato_falhou && (
            <p className="bloqueio-previsto sem-confirmacao" role="status">
              {MSG_BLOQUEIO_TELA.contatoFalhou}
            </p>
          )}
          {podeFazer("bloquear") && (
            <AcoesAparelho
              status={c.status_aparelho}
              statusContrato={c.status_contrato}
              consentimento={c.consentimento_bloqueio}
              cliente={cliente}
              enviando={pedindoBloqueio}
              aoPedir={(acao) => aoPedirBloqueio(c, acao)}
            />
          )}
          <div className="contrato-parcelas-topo">
            <h3>Parcelas ({c.parcelas.length})</h3>
            {podeFazer("financeiro") && (
              <div className="contrato-botoes">
                {/* Offered while the contract is open (the shared rule the route applies: a closed one has no slip to send). */}
                {recusaReenvio(c.status_contrato) === null && (
                  <Button
                    type="button"
                    size="small"
                    outlined
                    icon="pi pi-send"
                    label="Reenviar boletos"
                    loading={reenviando}
                    disabled={reenviando}
                    aria-label={`Reenviar boletos de ${cliente}`}
                    onClick={() => aoReenviar(c)}
                  />
                )}
                {/* Payoff (CDC art. 52 §2) is a finance action: only an open contract has something to pay off. */}
                {podeQuitar && (
                  <Button type="button" size="small" icon="pi pi-wallet" label="Quitar contrato" aria-label={`Quitar contrato de ${cliente}`} onClick={() => setQuitando(true)} />
                )}
              </div>
            )}
          </div>
          {segundaVia.isSuccess && (
            <p className="segunda-via-enviada" role="status">
              2ª via enviada ao cliente: acompanhe a entrega no Histórico.
            </p>
          )}
          {enviarRecibo.isSuccess && (
            <p className="segunda-via-enviada" role="status">
              Recibo enviado ao cliente: acompanhe a entrega no Histórico.
            </p>
          )}
          <TabelaParcelasBoleto
            parcelas={c.parcelas}
            rotulo={`Parcelas de ${cliente}`}
            pagando={pagando}
            aoPagar={podeFazer("financeiro") ? aoPagar : undefined}
            aoCopiar={aoCopiar}
            aoEnviarSegundaVia={podeFazer("financeiro") ? (p) => segundaVia.mutate(p.id, { onError: (e) => aoErro(e.message) }) : undefined}
            aoErroRecibo={aoErro}
            aoEnviarRecibo={podeFazer("financeiro") ? (p) => enviarRecibo.mutate(p.id, { onError: (e) => aoErro(e.message) }) : undefined}
          />
          <HistoricoContrato contratoId={c.id} versao={versao} cliente={cliente} aoErroPdf={aoErro} />
        </div>
      )}
      {quitando && (
        <DialogoQuitacao
          contratoId={c.id}
          cliente={cliente}
          aoFechar={() => setQuitando(false)}
          aoAvisar={(tipo, texto) => (aoAvisar ? aoAvisar(tipo, texto) : tipo === "erro" && aoErro(texto))}
        />
      )}
    </article>
  );
}
