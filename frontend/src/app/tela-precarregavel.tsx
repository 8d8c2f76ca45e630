/**
 * React.lazy for a screen that can be downloaded ahead (the sign-in does it for the panel and the
 * dashboard). Once the module is here the screen renders at once, without suspending: React.lazy
 * suspends on its first render even when the chunk is already loaded, and React then holds a
 * freshly shown Suspense fallback for ~300 ms before revealing the screen (issue 15's idle time
 * between signing in and the dashboard's cards).
 */
import { use, type ComponentType, type JSX } from "react";

export interface TelaPrecarregavel<P extends JSX.IntrinsicAttributes> {
  (props: P): JSX.Element;
  /** Starts (or reuses) the download; resolves when the screen can render without suspending. */
  precarregar(): Promise<unknown>;
}

export function telaPrecarregavel<P extends JSX.IntrinsicAttributes>(carregar: () => Promise<{ default: ComponentType<P> }>): TelaPrecarregavel<P> {
  let Tela: ComponentType<P> | undefined;
  let promessa: Promise<ComponentType<P>> | undefined;
  const precarregar = () =>
    (promessa ??= carregar().then(
      (m) => (Tela = m.default),
      (erro: unknown) => {
        // A failed download may be tried again (the error page's 'Tentar novamente' reloads anyway).
        promessa = undefined;
        throw erro;
      },
    ));
  const Componente = (props: P) => {
    const Pronta = Tela ?? use(precarregar());
    return <Pronta {...props} />;
  };
  return Object.assign(Componente, { precarregar });
}
