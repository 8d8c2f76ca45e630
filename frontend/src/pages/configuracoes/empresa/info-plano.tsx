/** The plan info box: what the chosen plan costs and includes (spec section 1, plans table). */
import type { Plano } from "../../../../../shared/conta/schemas";
import { formatarReais } from "../../../../../shared/br/dinheiro";
import { ROTULO_PLANO } from "../../../app/shell/rotulos";

const PLANOS: Record<Plano, { preco: number; itens: string[] }> = {
  start: { preco: 49, itens: ["Até 100 IMEIs cadastrados", "1 usuário", "Relatórios e PDFs"] },
  pro: { preco: 97, itens: ["Até 500 IMEIs cadastrados", "Até 3 usuários", "Bloqueio manual de aparelhos"] },
  master: { preco: 197, itens: ["IMEIs ilimitados", "Usuários ilimitados", "Bloqueio automático", "IA e API"] },
};

export function InfoPlano({ plano, atual }: { plano: Plano; atual: Plano }) {
  const p = PLANOS[plano];
  return (
    <section className="empresa-cartao empresa-plano" aria-labelledby="empresa-plano-titulo">
      <h2 id="empresa-plano-titulo">
        <i className="pi pi-star" aria-hidden /> Plano {ROTULO_PLANO[plano]}
      </h2>
      <p className="empresa-preco">
        {formatarReais(p.preco)} <span>/mês</span>
      </p>
      <ul>
        {p.itens.map((i) => (
          <li key={i}>
            <i className="pi pi-check" aria-hidden /> {i}
          </li>
        ))}
      </ul>
      {plano !== atual && (
        <p className="nota">O plano muda de {ROTULO_PLANO[atual]} para {ROTULO_PLANO[plano]} quando você salvar.</p>
      )}
    </section>
  );
}
