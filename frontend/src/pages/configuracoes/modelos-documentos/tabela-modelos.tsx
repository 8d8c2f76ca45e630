/** 'Modelos Cadastrados (count)': Nome, Tipo, Status, Criado em and the view/edit/delete actions. */
import { Button } from "primereact/button";
import { Column } from "primereact/column";
import { DataTable } from "primereact/datatable";
import { Tag } from "primereact/tag";
import { formatarData } from "../../../../../shared/br/datas";
import { ROTULO_TIPO_DOCUMENTO } from "../../../../../shared/documentos/placeholders";
import type { ModeloDocumento } from "../../../../../shared/documentos/schemas";

interface Props {
  modelos: ModeloDocumento[];
  comFiltro: boolean;
  onVer: (m: ModeloDocumento) => void;
  onEditar: (m: ModeloDocumento) => void;
  onExcluir: (m: ModeloDocumento) => void;
}

function Vazio({ comFiltro }: { comFiltro: boolean }) {
  return (
    <div className="modelos-vazio">
      <i className="pi pi-file" aria-hidden />
      <strong>Nenhum modelo encontrado</strong>
      <span>{comFiltro ? "Tente ajustar os filtros." : "Comece criando um novo modelo de documento."}</span>
    </div>
  );
}

export function TabelaModelos({ modelos, comFiltro, onVer, onEditar, onExcluir }: Props) {
  const acoes = (m: ModeloDocumento) => (
    <div className="modelos-acoes">
      <Button icon="pi pi-eye" rounded text aria-label={`Visualizar ${m.nome}`} title="Visualizar" onClick={() => onVer(m)} />
      <Button icon="pi pi-pencil" rounded text aria-label={`Editar ${m.nome}`} title="Editar" onClick={() => onEditar(m)} />
      <Button icon="pi pi-trash" rounded text severity="danger" aria-label={`Excluir ${m.nome}`} title="Excluir" onClick={() => onExcluir(m)} />
    </div>
  );

  return (
    <section className="modelos-tabela" aria-labelledby="modelos-cadastrados">
      <h2 id="modelos-cadastrados">Modelos Cadastrados ({modelos.length})</h2>
      <DataTable value={modelos} dataKey="id" emptyMessage={<Vazio comFiltro={comFiltro} />} stripedRows aria-label="Modelos de documentos">
        <Column field="nome" header="Nome" />
        <Column header="Tipo" body={(m: ModeloDocumento) => ROTULO_TIPO_DOCUMENTO[m.tipo]} />
        <Column header="Status" body={(m: ModeloDocumento) => <Tag value={m.ativo ? "Ativo" : "Inativo"} severity={m.ativo ? "success" : "secondary"} />} />
        <Column header="Criado em" body={(m: ModeloDocumento) => formatarData(m.created_at)} />
        <Column header="Ações" body={acoes} />
      </DataTable>
    </section>
  );
}
