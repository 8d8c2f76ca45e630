/**
 * A registry list screen (spec section 2): title and "new" button, a search box, the spinner
 * while loading, the red banner on failure, a DataTable with edit and delete actions, and the
 * ConfirmDialog the delete confirmation uses. Filtering is the caller's (it owns the rule).
 * A list the API pages passes `mais`: the rows loaded so far, then "Carregar mais" while the API
 * answered a `next`; a list read whole is split into pages of the table instead.
 */
import { Button } from "primereact/button";
import { Column } from "primereact/column";
import { ConfirmDialog } from "primereact/confirmdialog";
import { DataTable } from "primereact/datatable";
import { IconField } from "primereact/iconfield";
import { InputIcon } from "primereact/inputicon";
import { InputText } from "primereact/inputtext";
import type { ReactNode } from "react";
import { BannerErro } from "./banner-erro";
import { Carregando } from "./carregando";
import "./lista-cadastro.css";

export interface ColunaLista<T> {
  titulo: string;
  corpo: (item: T) => ReactNode;
  largura?: string;
}

interface Props<T extends { id: string }> {
  titulo: string;
  acaoNova?: { rotulo: string; aoClicar: () => void };
  busca: string;
  aoBuscar: (termo: string) => void;
  placeholderBusca: string;
  itens: T[] | undefined;
  carregando: boolean;
  erroCarregar?: string | null;
  /** Failure of an action on the list (delete), shown above the table. */
  erroAcao?: string | null;
  colunas: ColunaLista<T>[];
  /** Names a row in the action buttons' accessible names ("Editar Samsung"). */
  rotuloItem: (item: T) => string;
  /** Absent for a role that may not edit these records (issue 30): no pencil button. */
  aoEditar?: (item: T) => void;
  /** Absent for a role that may not delete registry records (issue 30): no trash button. */
  aoExcluir?: (item: T) => void;
  vazio?: string;
  /** The API's paging: another page exists, it is being read, and how to ask for it. */
  mais?: { existe: boolean; carregando: boolean; aoCarregar: () => void };
}

const POR_PAGINA = 25;

export function ListaCadastro<T extends { id: string }>(p: Props<T>) {
  const itens = p.itens ?? [];
  const acoes = (item: T) => (
    <div className="lista-acoes">
      {p.aoEditar && <Button type="button" icon="pi pi-pencil" rounded text aria-label={`Editar ${p.rotuloItem(item)}`} onClick={() => p.aoEditar?.(item)} />}
      {p.aoExcluir && (
        <Button type="button" icon="pi pi-trash" rounded text severity="danger" aria-label={`Excluir ${p.rotuloItem(item)}`} onClick={() => p.aoExcluir?.(item)} />
      )}
    </div>
  );
  return (
    <section className="lista-cadastro">
      <ConfirmDialog />
      <div className="lista-topo">
        <h1>{p.titulo}</h1>
        {p.acaoNova && <Button type="button" icon="pi pi-plus" label={p.acaoNova.rotulo} onClick={p.acaoNova.aoClicar} />}
      </div>
      <IconField iconPosition="left" className="lista-busca">
        <InputIcon className="pi pi-search" />
        <InputText type="search" value={p.busca} onChange={(e) => p.aoBuscar(e.target.value)} placeholder={p.placeholderBusca} aria-label="Buscar" />
      </IconField>
      <BannerErro mensagem={p.erroAcao} />
      {p.carregando ? (
        <Carregando />
      ) : p.erroCarregar ? (
        <BannerErro mensagem={p.erroCarregar} />
      ) : (
        <>
          <DataTable
            value={itens}
            dataKey="id"
            stripedRows
            size="small"
            emptyMessage={p.vazio ?? "Nenhum registro encontrado"}
            paginator={!p.mais && itens.length > POR_PAGINA}
            rows={POR_PAGINA}
          >
            {p.colunas.map((c) => (
              <Column key={c.titulo} header={c.titulo} body={c.corpo} style={c.largura ? { width: c.largura } : undefined} />
            ))}
            <Column header="Ações" body={acoes} style={{ width: "7rem" }} />
          </DataTable>
          {p.mais?.existe && (
            <div className="carregar-mais">
              <Button
                type="button"
                label={p.mais.carregando ? "Carregando..." : "Carregar mais"}
                outlined
                disabled={p.mais.carregando}
                onClick={p.mais.aoCarregar}
              />
            </div>
          )}
        </>
      )}
    </section>
  );
}
