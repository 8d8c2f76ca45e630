/** An instalment's slip as every instalment table shows it: its state while not issued, then the link to its PDF. */
import { Tag } from "primereact/tag";
import type { Parcela } from "../../../../../shared/vendas/schemas";
import { enderecoBoleto } from "../api/boletos-api";
import { STATUS_BOLETO_TELA, STATUS_PARCELA_TELA } from "../rotulos-boletos";
import "./boleto-parcela.css";

/** 'Emitindo boleto…' or 'Falhou'; nothing once issued (or when the instalment never had a slip). */
export function StatusBoleto({ parcela }: { parcela: Pick<Parcela, "boleto_status"> }) {
  const s = parcela.boleto_status ? STATUS_BOLETO_TELA[parcela.boleto_status] : null;
  if (!s) return null;
  return <Tag className="boleto-status" value={s.rotulo} severity={s.cor} icon={parcela.boleto_status === "emitindo" ? "pi pi-spin pi-spinner" : "pi pi-exclamation-triangle"} />;
}

/** The instalment's status badge with the slip's state under it. */
export function StatusParcelaComBoleto({ parcela }: { parcela: Pick<Parcela, "status_parcela" | "boleto_status"> }) {
  const s = STATUS_PARCELA_TELA[parcela.status_parcela];
  return (
    <span className="parcela-status">
      <Tag value={s.rotulo} severity={s.cor} />
      {parcela.status_parcela !== "paga" && parcela.status_parcela !== "cancelada" && <StatusBoleto parcela={parcela} />}
    </span>
  );
}

/**
 * 'Abrir boleto' in a new tab. The answer's signed link dies 15 minutes after the list was read,
 * and the screen stays open longer: the link is the SPA's address that signs one at the click
 * (pages/financeiro/abrir-boleto-page). The answer's link only says whether there is a slip.
 */
export function LinkBoleto({ parcela }: { parcela: Pick<Parcela, "id" | "link_boleto" | "numero_parcela" | "origem_pagamento"> }) {
  // Settled by the contract's payoff, its own slip (at face value) was written off, never paid: not offered (issue 36 item 12).
  if (!parcela.link_boleto || parcela.origem_pagamento === "quitacao") return <>—</>;
  return (
    <a className="link-boleto" href={enderecoBoleto(parcela.id)} target="_blank" rel="noopener noreferrer" aria-label={`Abrir boleto da parcela ${parcela.numero_parcela}`}>
      <i className="pi pi-file-pdf" aria-hidden /> Abrir boleto
    </a>
  );
}
