/**
 * /dashboard — the company's home (spec section 2): the month's cards, the 31-day grid and the
 * shortcuts (users — admin only —, new sale, boleto control); for the admin of a new shop, its
 * first steps until done; the own-credit ceiling banner while the plans pass it (issue 37). The
 * shell header shows the company.
 */
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router-dom";
import { usePode, useSessao } from "../../app/guards";
import { BannerErro } from "../../components/banner-erro";
import { Carregando } from "../../components/carregando";
import { AvisoCreditoAcimaDoTeto } from "../../features/empresa/aviso-credito";
import { relatoriosQueries } from "../../features/relatorios/api/dashboard-api";
import { mostrarPrimeirosPassos } from "../../../../shared/empresa/primeiros-passos";
import { CartoesDashboard } from "./cartoes-dashboard";
import { GradeMes } from "./grade-mes";
import { ListaPrimeirosPassos } from "./primeiros-passos";
import "./dashboard.css";

export default function DashboardPage() {
  const { usuario, empresa } = useSessao();
  const painel = useQuery(relatoriosQueries.dashboard());
  const podeFazer = usePode();
  // Only the admin edits the company's data (the steps' screens): others would get 'Acesso Negado'.
  const passos = podeFazer("administrar") && mostrarPrimeirosPassos(empresa.primeiros_passos) ? empresa.primeiros_passos : null;
  return (
    <section>
      <h1>Dashboard</h1>
      <p className="nota">
        Bem-vindo(a), <strong>{usuario.nome}</strong> — {empresa.nome_fantasia}.
      </p>
      <AvisoCreditoAcimaDoTeto />
      {passos && <ListaPrimeirosPassos passos={passos} />}
      <nav className="atalhos" aria-label="Atalhos">
        {podeFazer("administrar") && (
          <Link className="p-button p-button-outlined" to="/configuracoes/empresas/usuarios">
            <i className="pi pi-users" aria-hidden /> Usuários
          </Link>
        )}
        {podeFazer("vender") && (
          <Link className="p-button p-button-outlined" to="/vendas">
            <i className="pi pi-shopping-cart" aria-hidden /> Nova venda
          </Link>
        )}
        <Link className="p-button p-button-outlined" to="/financeiro/boletos">
          <i className="pi pi-file" aria-hidden /> Controle de Boletos
        </Link>
      </nav>
      {painel.isPending ? (
        <Carregando texto="Carregando dashboard..." />
      ) : painel.isError ? (
        <BannerErro mensagem={`Erro ao carregar dados do dashboard: ${painel.error.message}`} />
      ) : (
        <>
          <CartoesDashboard d={painel.data} />
          <GradeMes mes={painel.data.mes} dias={painel.data.dias} />
        </>
      )}
    </section>
  );
}
