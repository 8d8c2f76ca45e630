/**
 * Reads the finance totals' aggregate items (agregados-totais.ts) of a period: the months wholly
 * inside it as month items and the days of its partial edge months as day items, so the totals of
 * a month cost one small item read by key with 100 sales or 20,000.
 */
import { consultarTudo } from "../lib/db/consultas";
import { chaves, empresaPk, prefixosRelatorio } from "../lib/db/keys";
import { lerEmLote } from "../lib/db/lote";
import { ultimoDiaDoMes } from "../../shared/br/datas";

const MENOR = "0000-01-01";
const MAIOR = "9999-12-31";

function mesVizinho(mes: string, passo: 1 | -1): string {
  const [a, m] = mes.split("-").map(Number) as [number, number];
  const n = a * 12 + (m - 1) + passo;
  return `${String(Math.floor(n / 12)).padStart(4, "0")}-${String((n % 12) + 1).padStart(2, "0")}`;
}

const faixa = (pk: string, de: string, ate: string) =>
  consultarTudo({ KeyConditionExpression: "PK = :pk AND SK BETWEEN :de AND :ate", ExpressionAttributeValues: { ":pk": pk, ":de": de, ":ate": ate } });

/** Up to this many whole months are read by key (BatchGetItem); a longer period is one Query range. */
const MESES_POR_CHAVE = 36;

function diasEntre(de: string, ate: string): string[] {
  const dias: string[] = [];
  for (let d = Number(de.slice(8, 10)); d <= Number(ate.slice(8, 10)); d++) dias.push(`${de.slice(0, 8)}${String(d).padStart(2, "0")}`);
  return dias;
}

/**
 * The aggregate items covering [de, ate] (both optional: the whole history), each day once: the
 * edge months' days and up to MESES_POR_CHAVE whole months by key, in one BatchGetItem (a month's
 * list reads one item by key), longer periods' whole months as one Query range.
 */
export async function agregadosTotaisVendas(empresaId: string, periodo: { de?: string; ate?: string }): Promise<Record<string, unknown>[]> {
  const de = periodo.de ?? MENOR;
  const ate = periodo.ate ?? MAIOR;
  if (de > ate) return [];
  const [mesDe, mesAte] = [de.slice(0, 7), ate.slice(0, 7)];
  const comecaNoDia1 = de.endsWith("-01");
  const terminaNoFim = ate === ultimoDiaDoMes(mesAte);
  const dias: string[] = [];
  if (mesDe === mesAte && !(comecaNoDia1 && terminaNoFim)) dias.push(...diasEntre(de, ate));
  else {
    if (!comecaNoDia1) dias.push(...diasEntre(de, ultimoDiaDoMes(mesDe)));
    if (!terminaNoFim) dias.push(...diasEntre(`${mesAte}-01`, ate));
  }
  const inteiros: string[] = [];
  let faixaInteiros: [string, string] | undefined;
  if (mesDe !== mesAte || (comecaNoDia1 && terminaNoFim)) {
    const primeiro = comecaNoDia1 ? mesDe : mesVizinho(mesDe, 1);
    const ultimo = terminaNoFim ? mesAte : mesVizinho(mesAte, -1);
    for (let m = primeiro; m <= ultimo && inteiros.length <= MESES_POR_CHAVE; m = mesVizinho(m, 1)) inteiros.push(m);
    if (inteiros.length > MESES_POR_CHAVE) {
      inteiros.length = 0;
      faixaInteiros = [primeiro, ultimo];
    }
  }
  const porChave = lerEmLote([...dias.map((d) => chaves.relVendasFinDia(empresaId, d)), ...inteiros.map((m) => chaves.relVendasFin(empresaId, m))]);
  const pk = empresaPk(empresaId);
  const porFaixa = faixaInteiros ? faixa(pk, `${prefixosRelatorio.vendasFin}${faixaInteiros[0]}`, `${prefixosRelatorio.vendasFin}${faixaInteiros[1]}`) : Promise.resolve([]);
  return (await Promise.all([porChave, porFaixa])).flat();
}
