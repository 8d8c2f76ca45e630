/**
 * What a screen shows when it throws while rendering or loading (LimiteErro below): a pt-BR page
 * with a way forward, never React's blank screen or a stack trace. The error goes to the console
 * for whoever debugs it, not to the shop's screen. Around the staff screens the boundary sits
 * inside the layout, so the menu stays and only the broken screen is replaced.
 */
import { Component, type ReactNode } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { Botao } from "../components/botao";

export function PaginaErro() {
  const navegar = useNavigate();
  return (
    <section className="pagina-erro" role="alert" aria-labelledby="pagina-erro-titulo">
      <i className="pi pi-exclamation-triangle" aria-hidden />
      <h1 id="pagina-erro-titulo">Algo deu errado…</h1>
      <p>Não foi possível mostrar esta tela. Tente novamente; se o problema continuar, volte ao painel e avise o suporte.</p>
      <div className="pagina-erro-acoes">
        <Botao rotulo="Tentar novamente" icone="pi pi-refresh" onClick={() => window.location.reload()} />
        <Botao rotulo="Voltar ao painel" icone="pi pi-home" contorno onClick={() => navegar("/dashboard")} />
      </div>
    </section>
  );
}

class Limite extends Component<{ chave: string; children: ReactNode }, { falhou: boolean; chave: string }> {
  override state = { falhou: false, chave: this.props.chave };

  static getDerivedStateFromError() {
    return { falhou: true };
  }

  // Another address is another screen: the boundary starts over.
  static getDerivedStateFromProps(p: { chave: string }, s: { chave: string }) {
    return p.chave === s.chave ? null : { falhou: false, chave: p.chave };
  }

  override componentDidCatch(erro: unknown) {
    console.error("Erro na tela", erro);
  }

  override render() {
    return this.state.falhou ? <PaginaErro /> : this.props.children;
  }
}

/** Catches what the screens below throw (a render error, a lazy chunk that failed to load). */
export function LimiteErro({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Limite chave={pathname}>{children}</Limite>;
}
