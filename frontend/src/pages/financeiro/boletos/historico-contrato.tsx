/**
 * A contract's audit trail on its card (issue 18, docs/bloqueio.md "Evidence"): 'Histórico' opens the
 * events oldest first, each as "dd/mm/aaaa hh:mm" and a sentence (who or which rule, the reason,
 * the instalments and amounts); 'Exportar histórico (PDF)' opens the server's PDF of the same
 * trail, for the customer, Procon or a court.
 */
import { useQuery } from "@tanstack/react-query";
import { Button } from "primereact/button";
import { useId, useMemo, useState } from "react";
import { useSessao } from "../../../app/guards";
import { BannerErro } from "../../../components/banner-erro";
import { Carregando } from "../../../components/carregando";
import { abrirHistoricoPdf, bloqueioQueries } from "../../../features/boletos/api/bloqueio-api";
import { formatarInstante, resumirEvento } from "../../../../../shared/vendas/eventos-texto";
import { MSG_BLOQUEIO_TELA } from "../../../features/boletos/rotulos-bloqueio";
import { usuariosQueries } from "../../../features/usuarios/api/usuarios-api";
import { mensagemDe } from "../../../lib/erros-formulario";

interface Props {
  contratoId: string;
  /** What the card shows of the contract: when it changes, the trail is read again. */
  versao: string;
  cliente: string;
  aoErroPdf: (mensagem: string) => void;
}

/** Users' names for `por`: the signed-in user always; the whole staff when an admin (the only role that may list them). */
function useNomesUsuarios(aberto: boolean): ReadonlyMap<string, string> {
  const { usuario } = useSessao();
  const admin = usuario.tipo_acesso === "admin";
  const lista = useQuery({ ...usuariosQueries.lista(), enabled: aberto && admin, staleTime: 60_000 });
  return useMemo(() => {
    const nomes = new Map((lista.data ?? []).map((u) => [u.id, u.nome] as const));
    nomes.set(usuario.id, usuario.nome);
    return nomes;
  }, [lista.data, usuario.id, usuario.nome]);
}

export function HistoricoContrato({ contratoId, versao, cliente, aoErroPdf }: Props) {
  const [aberto, setAberto] = useState(false);
  const [exportando, setExportando] = useState(false);
  const eventos = useQuery({ ...bloqueioQueries.eventos(contratoId, versao), enabled: aberto, placeholderData: (anterior) => anterior });
  const nomes = useNomesUsuarios(aberto);
  const idLista = `${useId()}-historico`;

  const exportar = () => {
    setExportando(true);
    abrirHistoricoPdf(contratoId)
      .catch((e: unknown) => aoErroPdf(MSG_BLOQUEIO_TELA.erroPdf(mensagemDe(e, MSG_BLOQUEIO_TELA.erroPadrao))))
      .finally(() => setExportando(false));
  };

  let corpo = null;
  if (aberto) {
    if (eventos.isPending) corpo = <Carregando texto="Carregando histórico..." />;
    else if (eventos.isError) corpo = <BannerErro mensagem={MSG_BLOQUEIO_TELA.erroHistorico(mensagemDe(eventos.error, MSG_BLOQUEIO_TELA.erroPadrao))} />;
    else if (!eventos.data.length) corpo = <p className="historico-vazio">{MSG_BLOQUEIO_TELA.historicoVazio}</p>;
    else
      corpo = (
        <ol className="historico-lista" aria-label={`Histórico do contrato de ${cliente}`}>
          {eventos.data.map((e, i) => (
            <li key={`${e.em}-${i}`} className={`historico-evento historico-${e.tipo}`}>
              <time dateTime={e.em}>{formatarInstante(e.em)}</time>
              <span>{resumirEvento(e, nomes)}</span>
            </li>
          ))}
        </ol>
      );
  }

  return (
    <section className="contrato-historico" aria-label={`Histórico de ${cliente}`}>
      <div className="contrato-historico-topo">
        <Button
          type="button"
          size="small"
          text
          icon={aberto ? "pi pi-chevron-up" : "pi pi-history"}
          label="Histórico"
          aria-expanded={aberto}
          aria-controls={idLista}
          aria-label={`Histórico do contrato de ${cliente}`}
          onClick={() => setAberto((a) => !a)}
        />
        <Button
          type="button"
          size="small"
          outlined
          icon="pi pi-file-pdf"
          label="Exportar histórico (PDF)"
          loading={exportando}
          disabled={exportando}
          aria-label={`Exportar histórico (PDF) do contrato de ${cliente}`}
          onClick={exportar}
        />
      </div>
      <div id={idLista} aria-busy={aberto && eventos.isFetching}>
        {corpo}
      </div>
    </section>
  );
}
