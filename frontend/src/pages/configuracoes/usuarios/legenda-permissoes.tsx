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
    <details className="legenda-permissoes" aria-label="Quem pode o quê">
      <summary>O que cada tipo de acesso pode fazer</summary>
      <p className="nota">Todos veem o dashboard, o estoque, os cadastros usados na venda e o Controle de Boletos (só leitura).</p>
      {/* A list, not a table: the users list stays the screen's only table. */}
      <dl>
        {LINHAS.map((permissao) => (
          <div key={permissao} className="legenda-linha">
            <dt>{PERMISSOES[permissao].descricao}</dt>
            <dd>{PAPEIS.filter((p) => pode(p, permissao)).map((p) => ROTULO_PAPEL[p]).join(", ")}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
