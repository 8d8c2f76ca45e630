/** Loading, error and empty states shared by the four report tabs. */
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { BannerErro } from "../../components/banner-erro";
import { Carregando } from "../../components/carregando";

export function EstadoRelatorio<T>({ consulta, vazio, textoVazio, children }: { consulta: UseQueryResult<T>; vazio: (d: T) => boolean; textoVazio: string; children: (d: T) => ReactNode }) {
  if (consulta.isPending) return <Carregando texto="Carregando relatório..." />;
  if (consulta.isError) return <BannerErro mensagem={`Erro ao carregar o relatório: ${consulta.error.message}`} />;
  if (vazio(consulta.data)) {
    return (
      <p className="rel-vazio">
        <i className="pi pi-inbox" aria-hidden /> {textoVazio}
      </p>
    );
  }
  return <>{children(consulta.data)}</>;
}
