/**
 * The load-and-fault run's tables (test/carga), in Markdown so the README can show them as printed:
 * answers by status (each attempt, inside and outside the fault windows), p50/p95 per route, and
 * the checks. The rule of the 5xx: a 503 with `Retry-After` (the SPA asks again) is what a store
 * that cannot answer gives, expected during a fault window and shown apart outside one (the table
 * says how many); a 500, any other 5xx, a 503 without Retry-After or a request left without an
 * answer is a defect, anywhere.
 */
import type { Tentativa } from "./cliente";
import type { Janela } from "./estado";
import type { Verificacao } from "./verificar";

/** After a restart, the clients' pooled connections to the old process still fail once: a short grace. */
export const GRACA_MS = 10_000;

export const pct = (v: number[], p: number) => (v.length ? [...v].sort((a, b) => a - b)[Math.min(v.length - 1, Math.floor((p / 100) * v.length))]! : Number.NaN);
const ms = (v: number) => (!Number.isFinite(v) ? "—" : v >= 10_000 ? `${(v / 1000).toFixed(1)} s` : `${Math.round(v)}`);
const milhar = (n: number) => n.toLocaleString("pt-BR");
const celula = (t: string) => t.replaceAll("|", "\\|");

export const naJanela = (em: number, janelas: Janela[]) => janelas.some((j) => em >= j.inicio && em <= j.fim + GRACA_MS);

/** The 5xx that break the rule (and answers that never came): each is a defect. */
export function defeitos(tentativas: Tentativa[]): { total: number; porTipo: Record<string, number> } {
  const porTipo: Record<string, number> = {};
  const somar = (tipo: string) => (porTipo[tipo] = (porTipo[tipo] ?? 0) + 1);
  for (const t of tentativas) {
    // The simulated bank is not the API: its 502 says it has the money and its notice is still owed (delivered again at the end).
    if (t.rota.includes("/__local/banco")) continue;
    if (t.status === 0) somar("sem resposta (60 s)");
    else if (t.status === 503 && !t.retryAfter) somar("503 sem Retry-After");
    else if (t.status >= 500 && t.status !== 503) somar(String(t.status));
  }
  return { total: Object.values(porTipo).reduce((s, n) => s + n, 0), porTipo };
}

export function tabelaStatus(tentativas: Tentativa[], janelas: Janela[]): string {
  const linhas = ["| status | respostas | nas janelas de falha | fora delas |", "|---|---:|---:|---:|"];
  const grupos = new Map<string, { total: number; dentro: number }>();
  for (const t of tentativas) {
    const chave = t.status === 0 ? "sem resposta" : t.status === 503 ? (t.retryAfter ? "503 com Retry-After" : "503 sem Retry-After") : String(t.status);
    const g = grupos.get(chave) ?? { total: 0, dentro: 0 };
    g.total += 1;
    if (naJanela(t.em, janelas)) g.dentro += 1;
    grupos.set(chave, g);
  }
  for (const [chave, g] of [...grupos].sort(([a], [b]) => a.localeCompare(b))) linhas.push(`| ${chave} | ${milhar(g.total)} | ${milhar(g.dentro)} | ${milhar(g.total - g.dentro)} |`);
  return linhas.join("\n");
}

/** Per route: every attempt's time (a 503 included), then the p50/p95 of those outside the fault windows. */
export function tabelaRotas(tentativas: Tentativa[], janelas: Janela[]): string {
  const porRota = new Map<string, Tentativa[]>();
  for (const t of tentativas) porRota.set(t.rota, [...(porRota.get(t.rota) ?? []), t]);
  const linhas = ["| rota | n | p50 ms | p95 ms | p50 / p95 fora das falhas | máx ms | 4xx | 503 | outros 5xx |", "|---|---:|---:|---:|---:|---:|---:|---:|---:|"];
  for (const [rota, ts] of [...porRota].sort((a, b) => b[1].length - a[1].length)) {
    const tempos = ts.filter((t) => t.status > 0).map((t) => t.ms);
    const fora = ts.filter((t) => t.status > 0 && !naJanela(t.em, janelas)).map((t) => t.ms);
    const n4 = ts.filter((t) => t.status >= 400 && t.status < 500).length;
    const n503 = ts.filter((t) => t.status === 503).length;
    const outros = ts.filter((t) => t.status === 0 || (t.status >= 500 && t.status !== 503)).length;
    linhas.push(`| \`${celula(rota)}\` | ${milhar(ts.length)} | ${ms(pct(tempos, 50))} | ${ms(pct(tempos, 95))} | ${ms(pct(fora, 50))} / ${ms(pct(fora, 95))} | ${ms(Math.max(...tempos))} | ${milhar(n4)} | ${milhar(n503)} | ${milhar(outros)} |`);
  }
  return linhas.join("\n");
}

export function tabelaVerificacoes(vs: Verificacao[]): string {
  const linhas = ["| verificação | resultado | |", "|---|---|:-:|"];
  for (const v of vs) linhas.push(`| ${celula(v.nome)} | ${celula(v.valor)} | ${v.ok ? "✓" : "✗"} |`);
  return linhas.join("\n");
}
