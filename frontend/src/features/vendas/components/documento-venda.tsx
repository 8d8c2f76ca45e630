/**
 * The pieces the contract and warranty pages share: the stored document (sanitised again here,
 * defence in depth, before it reaches the DOM), the debug block hidden when printing, and the
 * state panels with their retry button.
 */
import { Button } from "primereact/button";
import { useMemo, type ReactNode } from "react";
import { CSS_DOCUMENTO } from "../../../../../shared/documentos/estilo-documento";
import { sanitizarHtml } from "../../../../../shared/documentos/sanitizar";
import { imprimirDocumento } from "../../documentos/imprimir-documento";

export function useDocumentoSeguro(html: string | undefined): string {
  return useMemo(() => (html ? sanitizarHtml(html) : ""), [html]);
}

export function DocumentoRenderizado({ html, rotulo }: { html: string; rotulo: string }) {
  return (
    <>
      <style>{CSS_DOCUMENTO}</style>
      <article className="documento doc-papel" aria-label={rotulo} dangerouslySetInnerHTML={{ __html: html }} />
    </>
  );
}

export function BotaoImprimir({ rotulo, html, titulo }: { rotulo: string; html: string; titulo: string }) {
  return <Button type="button" label={rotulo} icon="pi pi-print" className="nao-imprimir" onClick={() => imprimirDocumento(html, titulo)} />;
}

/**
 * The spec's debug block (ids, tax id, content size), closed under 'Detalhes técnicos': support
 * asks for it, a shop's user need not see it at first glance (issue 30). Never printed.
 */
export function BlocoDepuracao({ itens }: { itens: [string, ReactNode][] }) {
  return (
    <details className="doc-depuracao nao-imprimir">
      <summary>Detalhes técnicos</summary>
      <section aria-label="Informações de depuração">
        <dl>
          {itens.map(([rotulo, valor]) => (
            <div key={rotulo}>
              <dt>{rotulo}</dt>
              <dd>{valor}</dd>
            </div>
          ))}
        </dl>
      </section>
    </details>
  );
}

/** An error or empty state: a heading, its explanation and one button that loads again. */
export function PainelEstado(p: { tipo: "erro" | "vazio"; titulo: string; textos: string[]; botao: string; aoClicar: () => void; carregando: boolean }) {
  return (
    <section className={`doc-estado doc-estado-${p.tipo} nao-imprimir`} role={p.tipo === "erro" ? "alert" : "status"} aria-label={p.titulo}>
      <i className={p.tipo === "erro" ? "pi pi-times-circle" : "pi pi-inbox"} aria-hidden />
      <h2>{p.titulo}</h2>
      {p.textos.map((t) => (
        <p key={t}>{t}</p>
      ))}
      <Button type="button" label={p.botao} icon="pi pi-refresh" loading={p.carregando} onClick={p.aoClicar} />
    </section>
  );
}

export const simNao = (v: boolean) => (v ? "SIM" : "NÃO");
