/**
 * 'Marcar Paga' on an instalment (issue 27 item 6): which instalment and how much, then how the
 * money came in at the counter (Dinheiro by default) and when (today by default; not in the
 * future nor before the sale: the route's own rule, shared/vendas/pagamento-balcao.ts, shown
 * under the field before anything is sent). A refusal of the server stays in the dialog.
 */
import { Button } from "primereact/button";
import { Dialog } from "primereact/dialog";
import { Dropdown } from "primereact/dropdown";
import { Message } from "primereact/message";
import { useId, useState } from "react";
import { hojeBrasil } from "../../../../../shared/br/datas";
import { FORMAS_PAGAMENTO_BALCAO, recusaDataPagamento, ROTULO_FORMA_BALCAO, type FormaPagamentoBalcao, type PagamentoBalcao } from "../../../../../shared/vendas/pagamento-balcao";
import type { Parcela } from "../../../../../shared/vendas/schemas";
import { Campo, idsDescricao } from "../../../components/campo";
import { EntradaData } from "../../../components/entrada-data";
import { perguntaPagar } from "../../../features/boletos/rotulos-boletos";

interface Props {
  parcela: Parcela;
  /** The contract's sale date: no payment before it. */
  dataVenda: string;
  enviando: boolean;
  erro: string | null;
  aoConfirmar: (pagamento: Required<PagamentoBalcao>) => void;
  aoFechar: () => void;
}

const OPCOES = FORMAS_PAGAMENTO_BALCAO.map((f) => ({ value: f, label: ROTULO_FORMA_BALCAO[f] }));

export function DialogoPagarParcela({ parcela: p, dataVenda, enviando, erro, aoConfirmar, aoFechar }: Props) {
  const id = useId();
  const hoje = hojeBrasil();
  const [forma, setForma] = useState<FormaPagamentoBalcao>("DINHEIRO");
  const [data, setData] = useState(hoje);
  const recusa = recusaDataPagamento(data, hoje, dataVenda, "tela");
  const rodape = (
    <div className="dialogo-rodape">
      <Button type="button" label="Cancelar" severity="secondary" outlined onClick={aoFechar} disabled={enviando} />
      <Button
        type="button"
        label={enviando ? "Enviando..." : "Sim, marcar paga"}
        icon="pi pi-check"
        severity="success"
        disabled={enviando || recusa !== null}
        onClick={() => aoConfirmar({ forma_pagamento: forma, data_pagamento: data })}
      />
    </div>
  );
  return (
    <Dialog header="Marcar Paga" visible onHide={() => !enviando && aoFechar()} modal footer={rodape} style={{ width: "min(460px, 95vw)" }} draggable={false} className="dialogo-pagar-parcela">
      <p className="dialogo-quitacao-texto">{perguntaPagar(p)}</p>
      {erro && <Message severity="error" text={erro} className="dialogo-quitacao-aviso" />}
      <Campo id={`${id}-forma`} rotulo="Forma de pagamento">
        <Dropdown inputId={`${id}-forma`} value={forma} options={OPCOES} onChange={(e) => setForma(e.value as FormaPagamentoBalcao)} className="w-full" />
      </Campo>
      <Campo id={`${id}-data`} rotulo="Data do pagamento" erro={recusa}>
        <EntradaData id={`${id}-data`} valor={data} aoMudar={setData} aria={{ "aria-invalid": recusa !== null, "aria-describedby": idsDescricao(`${id}-data`, recusa, false) }} />
      </Campo>
    </Dialog>
  );
}
