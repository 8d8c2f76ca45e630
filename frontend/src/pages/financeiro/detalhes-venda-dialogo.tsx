/**
 * A sale's details (spec sections 2 and 4): customer (CPF masked), device, amounts, the boleto's
 * instalments, the allowed status changes and the links to its contract and warranty (new tabs);
 * a sale paid at the counter also its receipt (issue 27: A4 or 80 mm), a boleto sale its entry's
 * (issue 36 item 12).
 */
import { useQuery } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { Button } from "primereact/button";
import { confirmDialog } from "primereact/confirmdialog";
import { Dialog } from "primereact/dialog";
import { Tag } from "primereact/tag";
import { mascararCpf } from "../../../../shared/br/cpf";
import { formatarData } from "../../../../shared/br/datas";
import { formatarReais, paraCentavos } from "../../../../shared/br/dinheiro";
import { mascararTelefone } from "../../../../shared/br/telefone";
import { recusaReciboVenda } from "../../../../shared/vendas/pagamento-balcao";
import { ROTULO_FORMA, transicoesDaVenda, type StatusVenda, type VendaCompleta } from "../../../../shared/vendas/schemas";
import { usePode } from "../../app/guards";
import { BannerErro } from "../../components/banner-erro";
import { Carregando } from "../../components/carregando";
import { useMudarStatus, vendasQueries } from "../../features/vendas/api/vendas-api";
import { BotaoRecibo } from "../../features/recibos/components/botao-recibo";
import { COR_STATUS, ROTULO_ACAO, ROTULO_STATUS } from "../../features/vendas/opcoes-venda";
import { mensagemDe } from "../../lib/erros-formulario";
import { ParcelasTabela } from "./parcelas-tabela";

export const PERGUNTA_CANCELAR =
  "Tem certeza que deseja cancelar esta venda? O aparelho volta para o estoque e as parcelas em aberto são canceladas.";

function Item({ rotulo, children }: { rotulo: string; children: ReactNode }) {
  return (
    <div className="fin-item">
      <dt>{rotulo}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function Conteudo({ v, aoErroRecibo }: { v: VendaCompleta; aoErroRecibo: (mensagem: string) => void }) {
  const parcelado = v.qtd_parcelas > 1 || v.forma_pagamento === "BOLETO";
  return (
    <>
      <div className="fin-detalhes">
        <section aria-label="Cliente">
          <h3>Cliente</h3>
          <dl>
            <Item rotulo="Nome">{v.cliente?.nome ?? "Cliente não encontrado"}</Item>
            <Item rotulo="CPF">{v.cliente?.cpf ? mascararCpf(v.cliente.cpf) : "—"}</Item>
            <Item rotulo="Telefone">{v.cliente?.telefone ? mascararTelefone(v.cliente.telefone) : "—"}</Item>
          </dl>
        </section>
        <section aria-label="Aparelho">
          <h3>Aparelho</h3>
          <dl>
            <Item rotulo="Modelo">{v.produto?.nome_modelo ?? "Produto não encontrado"}</Item>
            <Item rotulo="Marca">{v.produto?.marca ?? "Marca não informada"}</Item>
            <Item rotulo="IMEI">
              <span className="mono">{v.item.imei}</span>
            </Item>
            <Item rotulo="Cor">{v.item.cor}</Item>
          </dl>
        </section>
        <section aria-label="Valores">
          <h3>Valores</h3>
          <dl>
            <Item rotulo="Data da venda">{formatarData(v.data_venda)}</Item>
            <Item rotulo="Forma de pagamento">{ROTULO_FORMA[v.forma_pagamento]}</Item>
            <Item rotulo="Valor do produto">{formatarReais(v.valor_produto)}</Item>
            <Item rotulo="Valor total">{formatarReais(v.valor_total)}</Item>
            {parcelado && <Item rotulo="Entrada">{formatarReais(v.entrada)}</Item>}
            {parcelado && <Item rotulo="Parcelas">{`${v.qtd_parcelas}x de ${formatarReais(v.valor_parcela)}`}</Item>}
            <Item rotulo="Status">
              <Tag value={ROTULO_STATUS[v.status]} severity={COR_STATUS[v.status]} />
            </Item>
          </dl>
        </section>
      </div>
      {v.forma_pagamento === "BOLETO" && (
        <section aria-label="Parcelas do boleto" className="fin-parcelas">
          <h3>Parcelas</h3>
          <ParcelasTabela parcelas={v.parcelas} />
        </section>
      )}
      <div className="fin-documentos">
        {v.contrato_id && (
          <a className="p-button p-button-outlined p-button-sm" href={`/financeiro/contrato/${encodeURIComponent(v.contrato_id)}`} target="_blank" rel="noopener">
            <i className="pi pi-file" aria-hidden /> Ver Contrato
          </a>
        )}
        <a className="p-button p-button-outlined p-button-sm" href={`/financeiro/garantia/${encodeURIComponent(v.id)}`} target="_blank" rel="noopener">
          <i className="pi pi-shield" aria-hidden /> Ver Garantia
        </a>
        {recusaReciboVenda(v, paraCentavos(v.entrada)) === null && <BotaoRecibo alvo={{ vendaId: v.id }} de={`da venda de ${v.cliente?.nome ?? v.item.imei}`} aoErro={aoErroRecibo} />}
      </div>
    </>
  );
}

export function DetalhesVendaDialogo({ id, aoFechar }: { id: string; aoFechar: () => void }) {
  const venda = useQuery(vendasQueries.detalhe(id));
  const mudar = useMudarStatus();
  const podeFazer = usePode();
  const [erroRecibo, setErroRecibo] = useState<string | null>(null);

  const aplicar = (novo: StatusVenda) => {
    const executar = () => mudar.mutate({ id, status: novo });
    if (novo !== "CANCELADA") return executar();
    confirmDialog({
      header: "Cancelar venda",
      message: PERGUNTA_CANCELAR,
      icon: "pi pi-exclamation-triangle",
      acceptLabel: "Sim, cancelar venda",
      rejectLabel: "Não",
      acceptClassName: "p-button-danger",
      defaultFocus: "reject",
      accept: executar,
    });
  };

  // Status changes and cancelling are finance actions (issue 30): other roles only read the sale. A
  // boleto sale follows its contract (issue 36 item 2): cancelling is its only action here.
  const acoes = venda.data && podeFazer("financeiro") ? transicoesDaVenda(venda.data) : [];
  const rodape = (
    <div className="fin-acoes">
      {acoes.map((s) => (
        <Button
          key={s}
          type="button"
          label={ROTULO_ACAO[s]}
          severity={s === "CANCELADA" ? "danger" : s === "PAGA" ? "success" : "warning"}
          outlined={s === "CANCELADA"}
          disabled={mudar.isPending}
          onClick={() => aplicar(s)}
        />
      ))}
      <Button type="button" label="Fechar" text onClick={aoFechar} />
    </div>
  );

  return (
    <Dialog header="Detalhes da Venda" visible onHide={aoFechar} modal footer={rodape} style={{ width: "52rem", maxWidth: "95vw" }}>
      <BannerErro mensagem={mudar.isError ? `Erro ao alterar status: ${mensagemDe(mudar.error, "Erro desconhecido")}` : null} />
      <BannerErro mensagem={erroRecibo} />
      {venda.isPending ? (
        <Carregando texto="Carregando venda..." />
      ) : venda.isError ? (
        <BannerErro mensagem={mensagemDe(venda.error, "Venda não encontrada")} />
      ) : (
        <Conteudo v={venda.data} aoErroRecibo={setErroRecibo} />
      )}
    </Dialog>
  );
}
