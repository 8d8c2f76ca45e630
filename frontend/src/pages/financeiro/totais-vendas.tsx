/** The finance totals (spec sections 2 and 9): count, total revenue, received (PAGA), pending (ATIVA or INADIMPLENTE). */
import { formatarReais } from "../../../../shared/br/dinheiro";
import type { TotaisVendas } from "../../../../shared/vendas/schemas";

function Cartao({ titulo, valor, icone, nota }: { titulo: string; valor: string; icone: string; nota?: string }) {
  return (
    <div className="fin-total" role="group" aria-label={titulo}>
      <i className={icone} aria-hidden />
      <span className="fin-total-titulo">{titulo}</span>
      <strong className="fin-total-valor">{valor}</strong>
      {nota && <small className="fin-total-nota">{nota}</small>}
    </div>
  );
}

export function TotaisVendasCartoes({ totais }: { totais: TotaisVendas }) {
  return (
    <div className="fin-totais">
      <Cartao titulo="Vendas" valor={String(totais.quantidade)} icone="pi pi-shopping-cart" />
      <Cartao titulo="Receita total" valor={formatarReais(totais.receita_total)} icone="pi pi-dollar" nota="Exceto canceladas" />
      <Cartao titulo="Recebido" valor={formatarReais(totais.receita_recebida)} icone="pi pi-check-circle" nota="Vendas pagas" />
      <Cartao titulo="Pendente" valor={formatarReais(totais.receita_pendente)} icone="pi pi-clock" nota="Ativas ou inadimplentes" />
    </div>
  );
}
