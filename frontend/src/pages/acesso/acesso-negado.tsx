import { Link } from "react-router-dom";
import { MSG } from "../../../../shared/mensagens";

/** A way back: the dashboard every signed-in role may open (issue 30 item 7). */

export default function AcessoNegado() {
  return (
    <section className="acesso-negado">
      <i className="pi pi-lock" aria-hidden />
      <h1>{MSG.acessoNegadoTitulo}</h1>
      <p>{MSG.acessoNegado}</p>
      <Link className="p-button p-component" to="/dashboard">
        <i className="pi pi-home p-button-icon p-button-icon-left" aria-hidden />
        <span className="p-button-label">Voltar ao painel</span>
      </Link>
    </section>
  );
}
