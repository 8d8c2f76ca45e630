/**
 * axe-core (WCAG 2.1 A and AA rules) run inside the page: its source is read from node_modules
 * and injected through playwright-core, and the critical and serious violations come back as
 * readable lines, so a failing test says which rule, on which element, and why.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";

const FONTE_AXE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

interface Violacao {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/** The critical and serious WCAG 2.1 A/AA violations on the page as it is now (or only inside `escopo`, a CSS selector), one line each. */
export async function violacoesGraves(p: Page, escopo?: string): Promise<string[]> {
  if (!(await p.evaluate(() => "axe" in window))) await p.addScriptTag({ content: FONTE_AXE });
  const violacoes = await p.evaluate(async ([tags, seletor]) => {
    const axe = (window as unknown as { axe: { run: (c: Document | Element, o: object) => Promise<{ violations: unknown[] }> } }).axe;
    const contexto = seletor ? document.querySelector(seletor) : document;
    if (!contexto) throw new Error(`axe: nada em ${seletor}`);
    const r = await axe.run(contexto, { runOnly: { type: "tag", values: tags }, resultTypes: ["violations"] });
    return r.violations;
  }, [TAGS, escopo ?? null] as const) as Violacao[];
  return violacoes
    .filter((v) => v.impact === "critical" || v.impact === "serious")
    .flatMap((v) => v.nodes.map((n) => `[${v.impact}] ${v.id} (${v.help}) em ${n.target.join(" ")}: ${(n.failureSummary ?? "").replace(/\s+/g, " ")}`));
}
