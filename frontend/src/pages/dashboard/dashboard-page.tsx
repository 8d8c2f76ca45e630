/** /dashboard — the company's home. The cards and the month grid arrive with the sales work. */
import { Link } from "react-router-dom";
import { useSessao } from "../../app/guards";

export default function DashboardPage() {
  const { usuario, empresa } = useSessao();
  return (
    <section>
      <h1>Dashboard</h1>
      <p className="nota">
        Bem-vindo(a), <strong>{usuario.nome}</strong> — {empresa.nome_fantasia}.
      </p>
      <div className="atalhos">
        {usuario.tipo_acesso === "admin" && (
          <Link className="p-button p-button-outlined" to="/configuracoes/empresas/usuarios">
            <i className="pi pi-users" aria-hidden /> Usuários
          </Link>
        )}
        <Link className="p-button p-button-outlined" to="/vendas">
          <i className="pi pi-shopping-cart" aria-hidden /> Nova venda
        </Link>
        <Link className="p-button p-button-outlined" to="/financeiro/boletos">
          <i className="pi pi-file" aria-hidden /> Controle de Boletos
        </Link>
      </div>
    </section>
  );
}
