/** Usage against the plan: IMEI limit, IMEIs registered, users, registration date and plan. */
import { formatarData } from "../../../../../shared/br/datas";
import type { EmpresaDetalhe } from "../../../../../shared/empresa/schemas";
import { ROTULO_PLANO } from "../../../app/shell/rotulos";

const limite = (n: number | null) => (n === null ? "Ilimitado" : n.toLocaleString("pt-BR"));

export function EstatisticasEmpresa({ empresa }: { empresa: EmpresaDetalhe }) {
  const e = empresa.estatisticas;
  const linhas: [string, string][] = [
    ["Plano atual", ROTULO_PLANO[empresa.plano]],
    ["Limite de IMEIs", limite(e.limite_imeis)],
    ["IMEIs cadastrados", e.imeis_cadastrados.toLocaleString("pt-BR")],
    ["Usuários", e.limite_usuarios === null ? String(e.usuarios) : `${e.usuarios} de ${e.limite_usuarios}`],
    ["Data de cadastro", formatarData(e.created_at)],
  ];
  return (
    <section className="empresa-cartao" aria-labelledby="empresa-estatisticas-titulo">
      <h2 id="empresa-estatisticas-titulo">
        <i className="pi pi-chart-bar" aria-hidden /> Estatísticas
      </h2>
      <dl className="empresa-estatisticas">
        {linhas.map(([rotulo, valor]) => (
          <div key={rotulo}>
            <dt>{rotulo}</dt>
            <dd data-testid={`estatistica-${rotulo}`}>{valor}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
