/** /estoque/controle — stock position: KPI cards, filters and the per-product ABC table. */
import { useQuery } from "@tanstack/react-query";
import { Column } from "primereact/column";
import { DataTable } from "primereact/datatable";
import { Dropdown } from "primereact/dropdown";
import { InputText } from "primereact/inputtext";
import { Tag } from "primereact/tag";
import { useState } from "react";
import { formatarReais } from "../../../../../shared/br/dinheiro";
import { BannerErro } from "../../../components/banner-erro";
import { Carregando } from "../../../components/carregando";
import { estoqueQueries, type LinhaPosicao } from "../../../features/estoque/api/estoque-api";
import { FILTROS_VAZIOS, filtrarPosicao, opcoesDe, type FiltrosPosicao } from "./filtros-posicao";
import "./posicao.css";

const NIVEL: Record<LinhaPosicao["nivel"], { rotulo: string; cor: "danger" | "warning" | "success" }> = {
  zerado: { rotulo: "Zerado", cor: "danger" },
  baixo: { rotulo: "Baixo", cor: "warning" },
  normal: { rotulo: "Normal", cor: "success" },
};

function Kpi({ titulo, valor, icone }: { titulo: string; valor: string | number; icone: string }) {
  return (
    <div className="kpi" role="group" aria-label={titulo}>
      <i className={icone} aria-hidden />
      <span className="kpi-titulo">{titulo}</span>
      <strong className="kpi-valor">{valor}</strong>
    </div>
  );
}

export default function PosicaoPage() {
  const { data, isPending, error } = useQuery(estoqueQueries.posicao());
  const [f, setF] = useState<FiltrosPosicao>(FILTROS_VAZIOS);
  const mudar = (p: Partial<FiltrosPosicao>) => setF((a) => ({ ...a, ...p }));

  if (isPending) return <Carregando />;
  if (error) return <BannerErro mensagem={`Erro ao carregar dados de estoque: ${error.message}`} />;
  const linhas = filtrarPosicao(data.produtos, f);
  const k = data.kpis;
  return (
    <section>
      <h1>Posição de Estoque</h1>
      <div className="kpis">
        <Kpi titulo="Disponíveis" valor={k.disponivel} icone="pi pi-box" />
        <Kpi titulo="Vendidos" valor={k.vendido} icone="pi pi-shopping-cart" />
        <Kpi titulo="Bloqueados" valor={k.bloqueado} icone="pi pi-lock" />
        {/* Absent from the answer for a role without `verCustos` (shared/usuarios/permissoes.ts comoPapelVe, issue 30). */}
        {k.valor_custo !== undefined && <Kpi titulo="Valor em estoque (custo)" valor={formatarReais(k.valor_custo)} icone="pi pi-wallet" />}
        <Kpi titulo="Valor em estoque (venda)" valor={formatarReais(k.valor_venda)} icone="pi pi-dollar" />
        <Kpi titulo="No mínimo ou abaixo" valor={k.abaixo_minimo} icone="pi pi-exclamation-triangle" />
      </div>
      <div className="filtros" role="search">
        <span className="p-input-icon-left">
          <InputText aria-label="Buscar produto" placeholder="Buscar por código ou modelo..." value={f.texto} onChange={(e) => mudar({ texto: e.target.value })} />
        </span>
        <Dropdown aria-label="Marca" value={f.marca} options={opcoesDe(data.produtos, "marca")} placeholder="Todas as marcas" showClear onChange={(e) => mudar({ marca: e.value ?? null })} />
        <Dropdown aria-label="Categoria" value={f.categoria} options={opcoesDe(data.produtos, "categoria")} placeholder="Todas as categorias" showClear onChange={(e) => mudar({ categoria: e.value ?? null })} />
        <Dropdown
          aria-label="Nível de estoque"
          value={f.nivel}
          options={(Object.keys(NIVEL) as LinhaPosicao["nivel"][]).map((n) => ({ value: n, label: NIVEL[n].rotulo }))}
          placeholder="Todos os níveis"
          showClear
          onChange={(e) => mudar({ nivel: e.value ?? null })}
        />
        <Dropdown aria-label="Curva ABC" value={f.abc} options={["A", "B", "C"]} placeholder="Curva ABC" showClear onChange={(e) => mudar({ abc: e.value ?? null })} />
      </div>
      {/* On a phone the table scrolls sideways in its own box; with no button inside, the box itself takes focus so the keyboard can scroll it. */}
      <DataTable value={linhas} dataKey="produto.id" emptyMessage="Nenhum produto encontrado" stripedRows size="small" pt={{ wrapper: { tabIndex: 0, role: "region", "aria-label": "Posição por produto" } }}>
        <Column header="Código" body={(l: LinhaPosicao) => l.produto.codigo} />
        <Column header="Produto" body={(l: LinhaPosicao) => l.produto.nome_modelo} />
        <Column header="Marca" body={(l: LinhaPosicao) => l.produto.marca?.nome ?? "Marca não informada"} />
        <Column header="Categoria" body={(l: LinhaPosicao) => l.produto.categoria?.nome ?? "Categoria não informada"} />
        <Column header="Disponível" field="disponivel" />
        <Column header="Vendidos" field="vendido" />
        <Column header="Bloqueados" field="bloqueado" />
        <Column header="Mínimo" body={(l: LinhaPosicao) => l.produto.estoque_minimo ?? "—"} />
        <Column header="Nível" body={(l: LinhaPosicao) => <Tag value={NIVEL[l.nivel].rotulo} severity={NIVEL[l.nivel].cor} />} />
        <Column header="ABC" body={(l: LinhaPosicao) => <Tag value={l.classe_abc} className={`abc abc-${l.classe_abc}`} />} />
        <Column header="Receita" body={(l: LinhaPosicao) => formatarReais(l.receita)} />
        {k.valor_custo !== undefined && <Column header="Valor (custo)" body={(l: LinhaPosicao) => (l.valor_custo === undefined ? "—" : formatarReais(l.valor_custo))} />}
        <Column header="Valor (venda)" body={(l: LinhaPosicao) => formatarReais(l.valor_venda)} />
      </DataTable>
    </section>
  );
}
