/**
 * The short legend of who may do what (issue 30), read from the same shared table the API
 * enforces, so the legend cannot drift from the 403s. Everyone also reads the dashboard, the
 * stock, the registries a sale needs and Controle de Boletos.
 */
import { PAPEIS } from "../../../../../shared/api/routes";
import { PERMISSOES, pode, type Permissao } from "../../../../../shared/usuarios/permissoes";
import { ROTULO_PAPEL } from "../../../app/shell/rotulos";

const LINHAS = Object.keys(PERMISSOES) as Permissao[];

export function LegendaPermissoes() {
  return (
    <details className="legenda-permissoes">
      <summary>O que cada tipo de acesso pode fazer</summary>
      <p className="nota">Todos veem o dashboard, o estoque, os cadastros usados na venda e o Controle de Boletos (só leitura).</p>
      <table aria-label="Permissões por tipo de acesso">
        <thead>
          <tr>
            <th scope="col">Permissão</th>
            {PAPEIS.map((p) => (
              <th key={p} scope="col">
                {ROTULO_PAPEL[p]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {LINHAS.map((permissao) => (
            <tr key={permissao}>
              <th scope="row">{PERMISSOES[permissao].descricao}</th>
              {PAPEIS.map((p) => (
                <td key={p}>{pode(p, permissao) ? "✓" : "—"}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
