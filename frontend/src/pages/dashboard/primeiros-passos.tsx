/**
 * The admin's first steps on the dashboard (issue 30 item 11; shared/empresa/primeiros-passos.ts):
 * address, WhatsApp, collection settings, contract template — each a link to the screen that
 * does it, ticked when done. The list goes away when every step is done, or for good when the
 * shop dismisses it; the contract step can also be closed by keeping the default template.
 */
import { Link } from "react-router-dom";
import type { PrimeirosPassos } from "../../../../shared/conta/schemas";
import { MSG_PRIMEIROS_PASSOS, PASSOS_INICIAIS } from "../../../../shared/empresa/primeiros-passos";
import { BannerErro } from "../../components/banner-erro";
import { Botao } from "../../components/botao";
import { useAcaoPrimeirosPassos } from "../../features/empresa/api/primeiros-passos-api";
import { mensagemDe } from "../../lib/erros-formulario";

export function ListaPrimeirosPassos({ passos }: { passos: PrimeirosPassos }) {
  const acao = useAcaoPrimeirosPassos();
  const ocupado = acao.isPending;
  return (
    <section className="primeiros-passos" aria-labelledby="primeiros-passos-titulo">
      <div className="primeiros-passos-topo">
        <h2 id="primeiros-passos-titulo">{MSG_PRIMEIROS_PASSOS.titulo}</h2>
        <Botao rotulo={MSG_PRIMEIROS_PASSOS.dispensar} icone="pi pi-times" className="p-button-text p-button-sm" disabled={ocupado} onClick={() => acao.mutate("dispensar")} />
      </div>
      <p className="nota">{MSG_PRIMEIROS_PASSOS.introducao}</p>
      <BannerErro mensagem={acao.isError ? MSG_PRIMEIROS_PASSOS.erro(mensagemDe(acao.error, "Erro desconhecido")) : null} />
      <ol>
        {passos.itens.map(({ chave, feito }) => {
          const p = PASSOS_INICIAIS[chave];
          return (
            <li key={chave} className={feito ? "passo-feito" : undefined} data-passo={chave}>
              <i className={`pi ${feito ? "pi-check-circle" : "pi-circle"}`} aria-hidden />
              <div>
                <Link to={p.caminho}>{p.titulo}</Link>
                <span className="passo-estado">{feito ? MSG_PRIMEIROS_PASSOS.feito : MSG_PRIMEIROS_PASSOS.pendente}</span>
                <p>{p.explicacao}</p>
                {chave === "modelo_contrato" && !feito && (
                  <Botao rotulo={MSG_PRIMEIROS_PASSOS.usarModeloPadrao} contorno className="p-button-sm" disabled={ocupado} onClick={() => acao.mutate("usar_modelo_padrao")} />
                )}
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
