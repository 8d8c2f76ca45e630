/**
 * 'Recibo': a button that offers the two paper sizes (A4, 80 mm thermal) and opens the chosen PDF
 * in a new tab. Opened from the menu's click itself, so the tab is the user's (no pop-up blocker).
 */
import { Button } from "primereact/button";
import { Menu } from "primereact/menu";
import type { MenuItem } from "primereact/menuitem";
import { useId, useRef } from "react";
import { FORMATOS_RECIBO } from "../../../../../shared/vendas/pagamento-balcao";
import { mensagemDe } from "../../../lib/erros-formulario";
import { abrirRecibo, MSG_RECIBO_TELA, ROTULO_FORMATO_RECIBO, type AlvoRecibo } from "../api/recibos-api";

interface Props {
  alvo: AlvoRecibo;
  /** What the receipt is of, for its accessible name: "da parcela 2", "da venda de Maria". */
  de: string;
  aoErro: (mensagem: string) => void;
  size?: "small" | "large";
}

export function BotaoRecibo({ alvo, de, aoErro, size = "small" }: Props) {
  const menu = useRef<Menu>(null);
  const id = useId();
  const itens: MenuItem[] = FORMATOS_RECIBO.map((formato) => ({
    label: ROTULO_FORMATO_RECIBO[formato],
    icon: formato === "a4" ? "pi pi-file-pdf" : "pi pi-print",
    command: () => {
      abrirRecibo(alvo, formato).catch((e: unknown) => aoErro(MSG_RECIBO_TELA.erro(mensagemDe(e, MSG_RECIBO_TELA.erroPadrao))));
    },
  }));
  return (
    <>
      <Menu model={itens} popup ref={menu} id={`${id}-formatos`} aria-label={`Formato do recibo ${de}`} />
      <Button
        type="button"
        label="Recibo"
        icon="pi pi-receipt"
        size={size}
        outlined
        aria-label={`Recibo ${de}`}
        aria-haspopup="menu"
        aria-controls={`${id}-formatos`}
        onClick={(e) => menu.current?.toggle(e)}
      />
    </>
  );
}
