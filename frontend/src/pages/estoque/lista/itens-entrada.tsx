/** The IMEIs of one entry, loaded when its row is expanded. */
import { useQuery } from "@tanstack/react-query";
import { Tag } from "primereact/tag";
import { ROTULO_STATUS_ITEM, type StatusItem } from "../../../../../shared/estoque/schemas";
import { BannerErro } from "../../../components/banner-erro";
import { Carregando } from "../../../components/carregando";
import { estoqueQueries } from "../../../features/estoque/api/estoque-api";

const COR_STATUS: Record<StatusItem, "success" | "info" | "danger" | "warning"> = {
  em_estoque: "success",
  vendido: "info",
  bloqueado: "danger",
  defeito: "warning",
};

export function ItensEntrada({ entradaId }: { entradaId: string }) {
  const { data, isPending, error } = useQuery(estoqueQueries.entrada(entradaId));
  if (isPending) return <Carregando texto="Carregando itens..." />;
  if (error) return <BannerErro mensagem={`Erro ao carregar itens: ${error.message}`} />;
  return (
    <table className="tabela-itens" aria-label="IMEIs da entrada">
      <thead>
        <tr>
          <th>Nº</th>
          <th>IMEI</th>
          <th>Cor</th>
          <th>Status</th>
        </tr>
      </thead>
      <tbody>
        {(data.itens ?? []).map((it, i) => (
          <tr key={it.id}>
            <td>{i + 1}</td>
            <td className="mono">{it.imei}</td>
            <td>{it.cor}</td>
            <td>
              <Tag value={ROTULO_STATUS_ITEM[it.status]} severity={COR_STATUS[it.status]} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
