/** /configuracoes/empresas/dados-cadastrais (admin) — company data, plan info and statistics (spec sections 2, 5, 8). */
import { useQuery } from "@tanstack/react-query";
import { MSG_EMPRESA } from "../../../../../shared/empresa/schemas";
import { BannerErro } from "../../../components/banner-erro";
import { Carregando } from "../../../components/carregando";
import { empresaQueries } from "../../../features/empresa/api/empresa-api";
import { mensagemDe } from "../../../lib/erros-formulario";
import { EstatisticasEmpresa } from "./estatisticas-empresa";
import { FormularioEmpresa } from "./formulario-empresa";
import { PainelCobranca } from "./painel-cobranca";
import { PainelCredito } from "./painel-credito";
import "./empresa.css";

export default function DadosCadastraisPage() {
  const consulta = useQuery(empresaQueries.detalhe());
  return (
    <section>
      <h1>Dados Cadastrais</h1>
      {consulta.isPending && <Carregando />}
      {consulta.isError && <BannerErro mensagem={`${MSG_EMPRESA.erroCarregar}: ${mensagemDe(consulta.error, "Erro desconhecido")}`} />}
      {consulta.data && (
        <>
          <FormularioEmpresa empresa={consulta.data}>
            <EstatisticasEmpresa empresa={consulta.data} />
          </FormularioEmpresa>
          <PainelCobranca plano={consulta.data.plano} uf={consulta.data.uf ?? null} />
          <PainelCredito />
        </>
      )}
    </section>
  );
}
