/**
 * What every external provider adapter shares (the boleto providers, the lock providers and, next,
 * the messaging ones): the two kinds of failure a job decides on, and the registry that picks an
 * adapter by name — configuration (infra/config.ts per stage), never code; one instance per process
 * and name.
 */

/** A provider failure that may pass (timeout, 5xx, 429, credentials being rotated): the job retries with backoff. */
export class FalhaTransitoria extends Error {
  override name = "FalhaTransitoria";
}

/** A provider error that retrying will not fix (malformed request, a refusal): the job gives up at once. */
export class FalhaDefinitiva extends Error {
  override name = "FalhaDefinitiva";
}

export interface RegistroDeProvedores<P> {
  /** The adapter of that name, or undefined when none is built (a webhook for it answers 404). */
  porNome(nome: string): P | undefined;
  /** The configured adapter: new work goes there. */
  configurado(): P;
  /**
   * The adapter whose notices this stage takes: only the configured one. Another adapter may still
   * be built for work it already holds, but its webhook here would run without its URL or secret.
   */
  doWebhook(nome: string): P | undefined;
}

export function registroDeProvedores<N extends string, P>(tipo: string, fabricas: Partial<Record<N, () => P>>, nomeConfigurado: () => string): RegistroDeProvedores<P> {
  const instancias = new Map<string, P>();
  const porNome = (nome: string): P | undefined => {
    const fabrica = Object.hasOwn(fabricas, nome) ? fabricas[nome as N] : undefined;
    if (!fabrica) return undefined;
    let p = instancias.get(nome);
    if (!p) {
      p = fabrica();
      instancias.set(nome, p);
    }
    return p;
  };
  return {
    porNome,
    configurado() {
      const nome = nomeConfigurado();
      const p = porNome(nome);
      if (!p) throw new Error(`provedor de ${tipo} "${nome}" não disponível`);
      return p;
    },
    doWebhook: (nome) => (nome === nomeConfigurado() ? porNome(nome) : undefined),
  };
}
