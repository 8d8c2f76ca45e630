/** /cadastro/marca and /cadastro/categoria: list, search, create and rename in a modal, delete with confirmation. */
import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { InputText } from "primereact/inputtext";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { formatarData } from "../../../../../shared/br/datas";
import { filtrar } from "../../../../../shared/cadastro/busca";
import { comCausa, MSG_CADASTRO as M } from "../../../../../shared/cadastro/mensagens";
import { CategoriaInput, MarcaInput, type RegistroSimples } from "../../../../../shared/cadastro/schemas";
import { usePode } from "../../../app/guards";
import { useAvisos } from "../../../components/avisos";
import { Campo } from "../../../components/campo";
import { confirmarExclusao } from "../../../components/confirmar-exclusao";
import { DialogoFormulario } from "../../../components/dialogo-formulario";
import { ListaCadastro } from "../../../components/lista-cadastro";
import { aplicarErrosServidor, mensagemDe } from "../../../lib/erros-formulario";
import { categoriasApi, marcasApi } from "../api/cadastros-api";

type Tipo = "marca" | "categoria";

const TEXTOS = {
  marca: { titulo: "Marcas", nova: "Nova Marca", editar: "Editar Marca", rotulo: "Nome da marca", api: marcasApi, schema: MarcaInput },
  categoria: { titulo: "Categorias", nova: "Nova Categoria", editar: "Editar Categoria", rotulo: "Nome da categoria", api: categoriasApi, schema: CategoriaInput },
} as const;

export function PaginaRegistroSimples({ tipo }: { tipo: Tipo }) {
  const t = TEXTOS[tipo];
  const lista = useQuery(t.api.queries.lista());
  const excluir = t.api.useExcluir();
  const podeFazer = usePode();
  const avisos = useAvisos();
  const [busca, setBusca] = useState("");
  const [editando, setEditando] = useState<RegistroSimples | "novo" | null>(null);
  const [erroAcao, setErroAcao] = useState<string | null>(null);

  const pedirExclusao = (r: RegistroSimples) =>
    confirmarExclusao(M.confirmarExclusao(tipo), () => {
      setErroAcao(null);
      excluir.mutate(r.id, {
        onSuccess: () => avisos.sucesso(M.excluido(tipo)),
        onError: (erro) => setErroAcao(mensagemDe(erro, M.erroExcluir(tipo))),
      });
    });

  return (
    <>
      {avisos.elemento}
      <ListaCadastro<RegistroSimples>
        titulo={t.titulo}
        acaoNova={{ rotulo: t.nova, aoClicar: () => setEditando("novo") }}
        busca={busca}
        aoBuscar={setBusca}
        placeholderBusca="Buscar por nome ou código..."
        itens={lista.data ? filtrar.simples(busca, lista.data) : undefined}
        carregando={lista.isPending}
        erroCarregar={lista.error ? comCausa(M.erroCarregar(tipo), lista.error.message) : null}
        erroAcao={erroAcao}
        colunas={[
          { titulo: "Código", corpo: (r) => r.codigo, largura: "8rem" },
          { titulo: "Nome", corpo: (r) => r.nome },
          { titulo: "Criado em", corpo: (r) => formatarData(r.created_at), largura: "10rem" },
        ]}
        rotuloItem={(r) => r.nome}
        aoEditar={setEditando}
        aoExcluir={podeFazer("excluir") ? pedirExclusao : undefined}
        vazio={`Nenhuma ${tipo} encontrada`}
      />
      {editando && (
        <FormularioNome
          tipo={tipo}
          registro={editando === "novo" ? undefined : editando}
          aoFechar={() => setEditando(null)}
          aoSalvar={() => {
            setEditando(null);
            avisos.sucesso(M.salvo(tipo));
          }}
        />
      )}
    </>
  );
}

function FormularioNome({ tipo, registro, aoFechar, aoSalvar }: { tipo: Tipo; registro?: RegistroSimples; aoFechar: () => void; aoSalvar: () => void }) {
  const t = TEXTOS[tipo];
  const salvar = t.api.useSalvar();
  const { register, handleSubmit, formState, setError } = useForm<{ nome: string }>({
    resolver: zodResolver(t.schema),
    defaultValues: { nome: registro?.nome ?? "" },
  });
  const enviar = handleSubmit((dados) =>
    salvar.mutate({ id: registro?.id, dados }, { onSuccess: aoSalvar, onError: (erro) => aplicarErrosServidor(erro, setError) }),
  );
  return (
    <DialogoFormulario
      titulo={registro ? t.editar : t.nova}
      aoFechar={aoFechar}
      aoEnviar={enviar}
      salvando={salvar.isPending}
      erro={salvar.isError ? mensagemDe(salvar.error, M.erroSalvar(tipo)) : null}
    >
      <Campo id={`${tipo}-nome`} rotulo={t.rotulo} erro={formState.errors.nome?.message}>
        <InputText id={`${tipo}-nome`} autoFocus className={formState.errors.nome ? "p-invalid" : ""} {...register("nome")} />
      </Campo>
    </DialogoFormulario>
  );
}
