/**
 * Reads the finance totals' aggregate items (agregados-totais.ts) of a period: the months wholly
 * inside it as month items (one Query) and the days of its partial edge months as day items (one
 * Query per edge), so the totals of a month cost one small item with 100 sales or 20,000.
 */
import { consultarTudo } from "../lib/db/consultas";
import { empresaPk, prefixosRelatorio } from "../lib/db/keys";

const MENOR = "0000-01-01";
const MAIOR = "9999-12-31";

// Plain arithmetic, not Date: Date.UTC maps years 0–99 onto 1900–1999.
function ultimoDia(mes: string): string {
  const [a, m] = mes.split("-").map(Number) as [number, number];
  const bissexto = (a % 4 === 0 && a % 100 !== 0) || a % 400 === 0;
  const dias = m === 2 ? (bissexto ? 29 : 28) : [4, 6, 9, 11].includes(m) ? 30 : 31;
  return `${mes}-${dias}`;
}

function mesVizinho(mes: string, passo: 1 | -1): string {
  const [a, m] = mes.split("-").map(Number) as [number, number];
  const n = a * 12 + (m - 1) + passo;
  return `${String(Math.floor(n / 12)).padStart(4, "0")}-${String((n % 12) + 1).padStart(2, "0")}`;
}

const faixa = (pk: string, de: string, ate: string) =>
  consultarTudo({ KeyConditionExpression: "PK = :pk AND SK BETWEEN :de AND :ate", ExpressionAttributeValues: { ":pk": pk, ":de": de, ":ate": ate } });

/** The aggregate items covering [de, ate] (both optional: the whole history), each day once. */
export async function agregadosTotaisVendas(empresaId: string, periodo: { de?: string; ate?: string }): Promise<Record<string, unknown>[]> {
  const de = periodo.de ?? MENOR;
  const ate = periodo.ate ?? MAIOR;
  if (de > ate) return [];
  const pk = empresaPk(empresaId);
  const dias = (a: string, b: string) => faixa(pk, `${prefixosRelatorio.vendasFinDia}${a}`, `${prefixosRelatorio.vendasFinDia}${b}`);
  const [mesDe, mesAte] = [de.slice(0, 7), ate.slice(0, 7)];
  const comecaNoDia1 = de.endsWith("-01");
  const terminaNoFim = ate === ultimoDia(mesAte);
  if (mesDe === mesAte && !(comecaNoDia1 && terminaNoFim)) return dias(de, ate);
  const leituras: Promise<Record<string, unknown>[]>[] = [];
  if (!comecaNoDia1) leituras.push(dias(de, ultimoDia(mesDe)));
  if (!terminaNoFim) leituras.push(dias(`${mesAte}-01`, ate));
  const primeiro = comecaNoDia1 ? mesDe : mesVizinho(mesDe, 1);
  const ultimo = terminaNoFim ? mesAte : mesVizinho(mesAte, -1);
  if (primeiro <= ultimo) leituras.push(faixa(pk, `${prefixosRelatorio.vendasFin}${primeiro}`, `${prefixosRelatorio.vendasFin}${ultimo}`));
  return (await Promise.all(leituras)).flat();
}
