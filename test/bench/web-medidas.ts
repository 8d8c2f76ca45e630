/**
 * What test/bench/web.ts measures inside the page: an init script (runs before the SPA) with
 * PerformanceObservers for largest-contentful-paint, layout-shift, longtask and paint, the time
 * of the first form submit and of the first frame with the dashboard's card values; and the
 * figures computed from them (TBT, idle time between submit and cards).
 */
import type { Page } from "playwright-core";

export interface MedidasBrutas {
  lcp: number;
  cls: number;
  fcp: number | null;
  longas: [inicio: number, duracao: number][];
  envio: number | null;
  cartoes: number | null;
  recursos: [inicio: number, fim: number, nome: string][];
}

/**
 * Installed with context.addInitScript: keeps everything in window.__medidas. A string, not a
 * function: tsx compiles functions with helpers (__name) that do not exist inside the page.
 */
export const INSTRUMENTAR = `(() => {
  const m = { lcp: 0, cls: 0, fcp: null, longas: [], envio: null, cartoes: null };
  window.__medidas = m;
  const observar = (type, f) => new PerformanceObserver((l) => l.getEntries().forEach(f)).observe({ type, buffered: true });
  observar("largest-contentful-paint", (e) => { m.lcp = e.startTime; });
  observar("layout-shift", (e) => { if (!e.hadRecentInput) m.cls += e.value; });
  observar("longtask", (e) => { m.longas.push([e.startTime, e.duration]); });
  observar("paint", (e) => { if (e.name === "first-contentful-paint") m.fcp = e.startTime; });
  document.addEventListener("submit", () => { if (m.envio === null) { m.envio = performance.now(); performance.mark("bench-envio"); } }, true);
  new MutationObserver(() => {
    if (m.envio === null || m.cartoes !== null || !document.querySelector(".dash-cartao-valor")) return;
    m.cartoes = -1;
    // The frame that shows them.
    requestAnimationFrame(() => { m.cartoes = performance.now(); performance.mark("bench-cartoes"); });
  }).observe(document, { childList: true, subtree: true });
})();`;

export async function lerMedidas(p: Page): Promise<MedidasBrutas> {
  return p.evaluate(() => {
    const m = (window as unknown as { __medidas: Omit<MedidasBrutas, "recursos"> }).__medidas;
    const recursos = performance.getEntriesByType("resource").map((r) => [r.startTime, (r as PerformanceResourceTiming).responseEnd, r.name] as [number, number, string]);
    return { ...m, longas: [...m.longas], recursos };
  });
}

/** Total blocking time: what every long task after the first contentful paint spends over 50 ms. */
export function tbt(m: MedidasBrutas): number {
  const desde = m.fcp ?? 0;
  return m.longas.filter(([inicio]) => inicio >= desde).reduce((s, [, d]) => s + Math.max(0, d - 50), 0);
}

interface EventoTrace {
  name: string;
  cat?: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string };
}

/**
 * The page's main-thread tasks (ms, on the page's performance.now() clock) from a Chromium trace
 * taken with CATEGORIAS_TRACE: every top-level task of the renderer's main thread, short ones
 * included (React renders a transition in 5 ms slices that no long-task observer reports). The
 * two clocks are tied by the "bench-envio" mark, which both the trace and the page know.
 */
export function tarefasDoTrace(trace: Buffer, m: MedidasBrutas): [number, number][] {
  const eventos = (JSON.parse(trace.toString("utf8")) as { traceEvents: EventoTrace[] }).traceEvents;
  const marca = eventos.find((e) => e.name === "bench-envio" && e.cat?.includes("user_timing"));
  if (!marca || m.envio === null) return [];
  const principal = eventos.find((e) => e.ph === "M" && e.name === "thread_name" && e.args?.name === "CrRendererMain" && e.pid === marca.pid);
  const deslocamento = marca.ts / 1000 - m.envio;
  return eventos
    .filter((e) => e.ph === "X" && e.pid === marca.pid && (!principal || e.tid === principal.tid) && /RunTask$/.test(e.name) && (e.dur ?? 0) > 0)
    .map((e) => [e.ts / 1000 - deslocamento, (e.ts + e.dur!) / 1000 - deslocamento] as [number, number]);
}

export const CATEGORIAS_TRACE = ["toplevel", "blink.user_timing"];

/**
 * Between submit and cards: the ms with no request in flight and nothing running on the page's
 * main thread (`tarefas` from the trace; without one, only the long tasks count).
 */
export function ocioso(m: MedidasBrutas, tarefas?: [number, number][]): number {
  if (m.envio === null || m.cartoes === null || m.cartoes < 0) return Number.NaN;
  const [de, ate] = [m.envio, m.cartoes];
  const ocupacao = tarefas ?? m.longas.map(([i, d]) => [i, i + d] as [number, number]);
  const ocupados = [...m.recursos.map(([i, f]) => [i, f] as [number, number]), ...ocupacao]
    .map(([i, f]) => [Math.max(i, de), Math.min(f, ate)] as [number, number])
    .filter(([i, f]) => f > i)
    .sort((a, b) => a[0] - b[0]);
  let livre = 0;
  let cursor = de;
  for (const [i, f] of ocupados) {
    if (i > cursor) livre += i - cursor;
    cursor = Math.max(cursor, f);
  }
  return livre + Math.max(0, ate - cursor);
}

export const mediana = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)]!;
