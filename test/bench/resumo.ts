/**
 * The one table `npm run bench` ends with (issue 15, item 6): each part of the bench hands its
 * figures here, one line per measure with its target and whether it was met; test/bench/todos.ts
 * sets BENCH_RESUMO to a folder, runs the parts and prints every part's lines together. A part
 * run on its own (BENCH_RESUMO unset) only prints its own table, as before.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

export interface LinhaResumo {
  medida: string;
  valor: string;
  /** "≤ 100 KiB", or "—" for a figure shown for information. */
  alvo: string;
  /** null: no target. */
  ok: boolean | null;
}

export function registrarResumo(parte: string, linhas: LinhaResumo[]): void {
  const pasta = process.env.BENCH_RESUMO;
  if (!pasta) return;
  mkdirSync(pasta, { recursive: true });
  writeFileSync(path.join(pasta, `${parte}.json`), JSON.stringify({ parte, linhas }));
}

/** Every part's lines, in the order the parts ran (`ordem`: their names). */
export function lerResumos(pasta: string, ordem: string[]): { parte: string; linhas: LinhaResumo[] }[] {
  if (!existsSync(pasta)) return [];
  const arquivos = readdirSync(pasta, { withFileTypes: true }).filter((f) => f.isFile() && f.name.endsWith(".json"));
  const partes = arquivos.map((f) => JSON.parse(readFileSync(path.join(pasta, f.name), "utf8")) as { parte: string; linhas: LinhaResumo[] });
  const posicao = (p: string) => (ordem.indexOf(p) < 0 ? ordem.length : ordem.indexOf(p));
  return partes.sort((a, b) => posicao(a.parte) - posicao(b.parte));
}

/** A Markdown table (README's "Últimos números do benchmark" shows the latest one as printed). */
export function tabelaResumo(partes: { parte: string; linhas: LinhaResumo[] }[]): string {
  const celula = (t: string) => t.replaceAll("|", "\\|");
  const linhas = ["| parte | medida | valor | alvo | |", "|---|---|---:|---:|:-:|"];
  for (const { parte, linhas: ls } of partes) {
    for (const l of ls) linhas.push(`| ${parte} | ${celula(l.medida)} | ${celula(l.valor)} | ${celula(l.alvo)} | ${l.ok === null ? "" : l.ok ? "✓" : "✗"} |`);
  }
  return linhas.join("\n");
}
