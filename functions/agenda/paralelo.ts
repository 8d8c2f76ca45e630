/** Runs `fazer` over `itens` with at most `limite` at once; results in the items' order. */
export async function emParalelo<T, R>(itens: readonly T[], limite: number, fazer: (item: T) => Promise<R>): Promise<R[]> {
  const resultados: R[] = new Array(itens.length);
  let proximo = 0;
  const trabalhador = async () => {
    while (proximo < itens.length) {
      const i = proximo++;
      resultados[i] = await fazer(itens[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limite, itens.length) }, trabalhador));
  return resultados;
}
