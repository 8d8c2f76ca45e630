/**
 * What a route shows when its screen throws while rendering or loading (React Router's
 * errorElement): a pt-BR page with a way forward, never React Router's English default with a
 * stack trace. The error goes to the console for whoever debugs it, not to the shop's screen.
 */
import { Button } from "primereact/button";
import { useEffect } from "react";
import { useNavigate, useRouteError } from "react-router-dom";

export function PaginaErro() {
  const erro = useRouteError();
  const navegar = useNavigate();
  useEffect(() => {
    console.error("Erro na tela", erro);
  }, [erro]);
  return (
    <section className="pagina-erro" role="alert" aria-labelledby="pagina-erro-titulo">
      <i className="pi pi-exclamation-triangle" aria-hidden />
      <h1 id="pagina-erro-titulo">Algo deu errado…</h1>
      <p>Não foi possível mostrar esta tela. Tente novamente; se o problema continuar, volte ao painel e avise o suporte.</p>
      <div className="pagina-erro-acoes">
        <Button type="button" label="Tentar novamente" icon="pi pi-refresh" onClick={() => window.location.reload()} />
        <Button type="button" label="Voltar ao painel" icon="pi pi-home" outlined onClick={() => navegar("/dashboard")} />
      </div>
    </section>
  );
}
