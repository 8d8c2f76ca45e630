/**
 * Token buckets per key, as API Gateway throttles a route of a stage: `taxa` tokens per second
 * refill a bucket of `rajada`; a request without a token is refused (429). The clock is
 * injected so tests can step it.
 */
export interface Limite {
  taxa: number;
  rajada: number;
}

export interface Limitador {
  /** Takes one token of `chave`; false when the bucket is empty. */
  tentar(chave: string): boolean;
}

export function criarLimitador(limite: Limite, agora: () => number = Date.now): Limitador {
  const baldes = new Map<string, { fichas: number; em: number }>();
  return {
    tentar(chave) {
      const t = agora();
      const b = baldes.get(chave) ?? { fichas: limite.rajada, em: t };
      b.fichas = Math.min(limite.rajada, b.fichas + ((t - b.em) / 1000) * limite.taxa);
      b.em = t;
      baldes.set(chave, b);
      if (b.fichas < 1) return false;
      b.fichas -= 1;
      return true;
    },
  };
}
