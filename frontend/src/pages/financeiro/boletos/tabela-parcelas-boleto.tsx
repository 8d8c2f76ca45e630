/**
 * A contract's instalments on 'Controle de Boletos' (spec section 2): Nº, Valor, Vencimento,
 * Status, Pagamento, Boleto, Ações, by number. On a phone each row stacks into a small card. An
 * open instalment's actions pay it or send its slip; a paid one's open its receipt or send it to the
 * customer (issue 27).
 */
import { Button } from "primereact/button";
import { Column } from "primereact/column";
import { DataTable } from "primereact/datatable";
import { formatarData } from "../../../../../shared/br/datas";
import type { Parcela } from "../../../../../shared/vendas/schemas";
import { LinkBoleto, StatusParcelaComBoleto } from "../../../features/boletos/components/boleto-parcela";
import { BotaoRecibo } from "../../../features/recibos/components/botao-recibo";
import { boletoReemitido, comoFoiPaga, parcelaEmAberto, semJurosAte, valorComEncargos, valorNaTabela } from "../../../features/boletos/rotulos-boletos";

export type Copia = "linha" | "pix";

interface Props {
  parcelas: Parcela[];
  rotulo: string;
  pagando: string | null;
  /** Absent for a role without the finance permission: no 'Marcar Paga' (issue 30). */
  aoPagar?: (p: Parcela) => void;
  aoCopiar: (p: Parcela, tipo: Copia) => void;
  /** 'Enviar 2ª via' (a finance action, issue 31): absent for a role without it. */
  aoEnviarSegundaVia?: (p: Parcela) => void;
  /** A receipt that could not be opened. */
  aoErroRecibo: (mensagem: string) => void;
  /** 'Enviar recibo' of a paid instalment (a finance action, as the 2ª via): absent for a role without it. */
  aoEnviarRecibo?: (p: Parcela) => void;
}

function Nota({ texto }: { texto: string | null }) {
  return texto ? <small className="parcela-nota">{texto}</small> : null;
}

export function TabelaParcelasBoleto({ parcelas, rotulo, pagando, aoPagar, aoCopiar, aoEnviarSegundaVia, aoErroRecibo, aoEnviarRecibo }: Props) {
  const ordenadas = [...parcelas].sort((a, b) => a.numero_parcela - b.numero_parcela);
  const acoes = (p: Parcela) => {
    if (p.status_parcela === "paga") {
      return (
        <div className="parcela-acoes">
          <BotaoRecibo alvo={{ parcelaId: p.id }} de={`da parcela ${p.numero_parcela}`} aoErro={aoErroRecibo} />
          {aoEnviarRecibo && (
            <Button
              type="button"
              label="Enviar recibo"
              icon="pi pi-send"
              size="small"
              outlined
              aria-label={`Enviar recibo da parcela ${p.numero_parcela}`}
              onClick={() => aoEnviarRecibo(p)}
            />
          )}
        </div>
      );
    }
    if (!parcelaEmAberto(p)) return null;
    return (
      <div className="parcela-acoes">
        {aoPagar && (
        <Button
          type="button"
          label="Marcar Paga"
          icon="pi pi-check"
          size="small"
          severity="success"
          outlined
          loading={pagando === p.id}
          disabled={pagando !== null}
          aria-label={`Marcar Paga a parcela ${p.numero_parcela}`}
          onClick={() => aoPagar(p)}
        />
        )}
        {aoEnviarSegundaVia && p.linha_digitavel && (
          <Button
            type="button"
            label="Enviar 2ª via"
            icon="pi pi-send"
            size="small"
            outlined
            aria-label={`Enviar 2ª via da parcela ${p.numero_parcela}`}
            onClick={() => aoEnviarSegundaVia(p)}
          />
        )}
        {p.linha_digitavel && (
          <Button
            type="button"
            icon="pi pi-copy"
            size="small"
            text
            rounded
            title="Copiar linha digitável"
            aria-label={`Copiar linha digitável da parcela ${p.numero_parcela}`}
            onClick={() => aoCopiar(p, "linha")}
          />
        )}
        {p.pix_copia_e_cola && (
          <Button
            type="button"
            icon="pi pi-qrcode"
            size="small"
            text
            rounded
            title="Copiar Pix copia e cola"
            aria-label={`Copiar Pix da parcela ${p.numero_parcela}`}
            onClick={() => aoCopiar(p, "pix")}
          />
        )}
      </div>
    );
  };

  return (
    <DataTable
      value={ordenadas}
      dataKey="id"
      size="small"
      stripedRows
      responsiveLayout="stack"
      breakpoint="640px"
      className="tabela-parcelas-boleto"
      aria-label={rotulo}
      emptyMessage="Nenhuma parcela"
      pt={{ wrapper: { tabIndex: 0, role: "region", "aria-label": rotulo } }}
    >
      <Column header="Nº" field="numero_parcela" />
      <Column
        header="Valor"
        body={(p: Parcela) => {
          const v = valorNaTabela(p);
          return (
            <span className="parcela-celula">
              <span className="sem-quebra">{v.valor}</span>
              <Nota texto={v.nota ?? valorComEncargos(p)} />
            </span>
          );
        }}
      />
      <Column
        header="Vencimento"
        body={(p: Parcela) => (
          <span className="parcela-celula">
            <span>{formatarData(p.data_vencimento)}</span>
            <Nota texto={semJurosAte(p)} />
            <Nota texto={boletoReemitido(p)} />
          </span>
        )}
      />
      <Column header="Status" body={(p: Parcela) => <StatusParcelaComBoleto parcela={p} />} />
      <Column
        header="Pagamento"
        body={(p: Parcela) =>
          p.data_pagamento ? (
            <span className="parcela-celula">
              <span>{formatarData(p.data_pagamento)}</span>
              <Nota texto={comoFoiPaga(p)} />
            </span>
          ) : (
            "—"
          )
        }
      />
      <Column header="Boleto" body={(p: Parcela) => <LinkBoleto parcela={p} />} />
      <Column header="Ações" body={acoes} />
    </DataTable>
  );
}
