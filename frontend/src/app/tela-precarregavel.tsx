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

/** A promise tagged the way React's use() reads it: once fulfilled, use() returns at once. */
type Rastreada<T> = Promise<T> & { status?: string; value?: T; reason?: unknown };

export function telaPrecarregavel<P extends JSX.IntrinsicAttributes>(carregar: () => Promise<{ default: ComponentType<P> }>): TelaPrecarregavel<P> {
  let promessa: Rastreada<ComponentType<P>> | undefined;
  const precarregar = () => {
    if (!promessa) {
      const p: Rastreada<ComponentType<P>> = carregar().then((m) => m.default);
      p.then(
        (tela) => Object.assign(p, { status: "fulfilled", value: tela }),
        // A failed download may be tried again (the error page's 'Tentar novamente' reloads anyway).
        (erro: unknown) => {
          Object.assign(p, { status: "rejected", reason: erro });
          promessa = undefined;
        },
      );
      promessa = p;
    }
    return promessa;
  };
  // Always use(): with the chunk already here the promise is fulfilled and React renders at once.
  const Componente = (props: P) => {
    const Pronta = use(precarregar() as Promise<ComponentType<P>>);
    return <Pronta {...props} />;
  };
  return Object.assign(Componente, { precarregar });
}
