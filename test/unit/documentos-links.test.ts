/**
 * A clone explains itself: README.md and docs/*.md link only inside the repository, and every
 * relative link names a file or folder that exists. Also the paths written in code spans
 * (`../shared/`): a mention that climbs out of the repository is a link a reader follows too.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const RAIZ = path.resolve(import.meta.dirname, "../..");
const DOCUMENTOS = ["README.md", ...readdirSync(path.join(RAIZ, "docs")).filter((f) => f.endsWith(".md")).map((f) => `docs/${f}`)];

/** Markdown links and images `[texto](alvo)`, without a title; the target as written. */
function links(texto: string): string[] {
  return [...texto.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1]!);
}

/** Paths that climb (`../x`) written anywhere, links or not. */
const subidas = (texto: string): string[] => [...texto.matchAll(/(?<![\w./-])((?:\.\.\/)+[\w.-]*)/g)].map((m) => m[1]!);

const dentroDoRepositorio = (absoluto: string): boolean => absoluto === RAIZ || absoluto.startsWith(RAIZ + path.sep);

/** What is wrong with one target of `arquivo`, or undefined. */
function problemaDoLink(arquivo: string, alvo: string): string | undefined {
  if (/^(mailto:|#)/.test(alvo)) return undefined;
  if (/^[a-z][a-z0-9+.-]*:/i.test(alvo)) {
    // The local stack's own addresses are in the repository's reach; any other site is not.
    return /^https?:\/\/localhost[:/]/.test(alvo) ? undefined : "aponta para fora do repositório";
  }
  if (alvo.startsWith("/")) return "caminho absoluto (fora do repositório)";
  const semAncora = decodeURIComponent(alvo.split("#")[0]!.split("?")[0]!);
  const absoluto = path.resolve(RAIZ, path.dirname(arquivo), semAncora);
  if (!dentroDoRepositorio(absoluto)) return "sai do repositório";
  if (!existsSync(absoluto)) return "não existe";
  return undefined;
}

describe("documentos do repositório", () => {
  it("lê o README e os documentos de docs/", () => {
    expect(DOCUMENTOS).toEqual(expect.arrayContaining(["README.md", "docs/arquitetura.md", "docs/operacao.md", "docs/api.md", "docs/desvios.md", "docs/especificacao.md"]));
  });

  it.each(DOCUMENTOS)("%s: todo link fica no repositório e existe", (arquivo) => {
    const texto = readFileSync(path.join(RAIZ, arquivo), "utf8");
    const ruins = links(texto)
      .map((alvo) => [alvo, problemaDoLink(arquivo, alvo)] as const)
      .filter(([, problema]) => problema)
      .map(([alvo, problema]) => `${alvo}: ${problema}`);
    expect(ruins).toEqual([]);
  });

  it.each(DOCUMENTOS)("%s: nenhum caminho escrito sai do repositório", (arquivo) => {
    const texto = readFileSync(path.join(RAIZ, arquivo), "utf8");
    const fora = subidas(texto).filter((p) => !dentroDoRepositorio(path.resolve(RAIZ, path.dirname(arquivo), p)));
    expect(fora).toEqual([]);
  });

  it("o verificador recusa o que deve recusar", () => {
    expect(problemaDoLink("README.md", "../shared/spec/SPEC.md")).toBe("sai do repositório");
    expect(problemaDoLink("docs/api.md", "../../shared/design/API.md")).toBe("sai do repositório");
    expect(problemaDoLink("docs/api.md", "inexistente.md")).toBe("não existe");
    expect(problemaDoLink("README.md", "/work/shared/spec/SPEC.md")).toMatch(/absoluto/);
    expect(problemaDoLink("README.md", "https://example.com/x")).toMatch(/fora/);
    expect(problemaDoLink("docs/api.md", "../shared/api/routes.ts")).toBeUndefined();
    expect(problemaDoLink("docs/api.md", "desvios.md#cnpj-alfanumérico")).toBeUndefined();
    expect(subidas("veja `../shared/` e [x](../../a)")).toEqual(["../shared", "../../a"]);
  });
});
