/**
 * The banner of issue 37 item 3: while the shop's own credit (financiador "propria_loja") has a
 * plan above the ceiling (GET /api/empresa/credito → planos_acima_do_teto, e.g. a shop that saved
 * the seed's table before the issue), the dashboard, Nova Venda and the Crediário panel say that
 * the plans charge more than the law allows, until the shop picks lawful plans or a partner
 * lender. The admin gets a link to the Crediário settings; the other roles, who cannot open them,
 * are told to ask the admin. Nothing shows while the settings load or fail to (the screens that
 * need them say so themselves).
 */
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router-dom";
import { MSG_CREDITO } from "../../../../shared/empresa/credito";
import { CAMINHO_DADOS_CADASTRAIS } from "../../../../shared/empresa/primeiros-passos";
import { usePode } from "../../app/guards";
import { creditoQueries } from "./api/empresa-api";

/** The Crediário panel's anchor on Dados Cadastrais. */
export const ANCORA_CREDIARIO = "crediario";
export const CAMINHO_CREDIARIO = `${CAMINHO_DADOS_CADASTRAIS}#${ANCORA_CREDIARIO}`;

export function AvisoCreditoAcimaDoTeto({ noCrediario = false }: { noCrediario?: boolean }) {
  const { data } = useQuery(creditoQueries.detalhe());
  const podeFazer = usePode();
  if (!data?.planos_acima_do_teto) return null;
  return (
    <div className="p-inline-message p-component p-inline-message-error aviso-credito-teto" role="alert">
      <span className="p-inline-message-icon pi pi-exclamation-triangle" aria-hidden />
      <span className="p-inline-message-text">
        <span>{MSG_CREDITO.bannerAcimaDoTeto(data.teto.taxa_mensal_percentual)}</span>{" "}
        {noCrediario ? null : podeFazer("administrar") ? <Link to={CAMINHO_CREDIARIO}>{MSG_CREDITO.bannerAjustar}</Link> : <span>{MSG_CREDITO.bannerPecaAoAdmin}</span>}
      </span>
    </div>
  );
}
