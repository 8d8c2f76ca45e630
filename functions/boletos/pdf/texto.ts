import type { PDFFont } from "pdf-lib";

/**
 * Text for the standard PDF fonts, which encode WinAnsi (every Portuguese letter, "—", "º").
 * A character outside it (an emoji in a name, a CJK glyph) would make pdf-lib throw and cost
 * the payer their slip: it is folded to its base letter, or replaced by "?".
 */
const alfabetos = new WeakMap<PDFFont, Set<number>>();
/** Latin letters with a stroke have no Unicode decomposition to fold them by. */
const SEM_DECOMPOSICAO: Record<string, string> = { Ł: "L", ł: "l", Đ: "D", đ: "d", Ħ: "H", ħ: "h", ı: "i", Ŧ: "T", ŧ: "t" };

export function textoImprimivel(font: PDFFont, valor: string): string {
  let suportados = alfabetos.get(font);
  if (!suportados) {
    suportados = new Set(font.getCharacterSet());
    alfabetos.set(font, suportados);
  }
  let saida = "";
  for (const c of valor.normalize("NFC").replace(/[\t\r\n]+/g, " ")) {
    const codigo = c.codePointAt(0) ?? 0;
    if (suportados.has(codigo)) {
      saida += c;
      continue;
    }
    const base = SEM_DECOMPOSICAO[c] ?? c.normalize("NFD").replace(/[\u0300-\u036f]/g, "");
    saida += base && [...base].every((b) => suportados.has(b.codePointAt(0) ?? 0)) ? base : "?";
  }
  return saida;
}

/** Cuts a line to `largura` points with an ellipsis, so a long name never runs over a border. */
export function caber(font: PDFFont, tamanho: number, valor: string, largura: number): string {
  if (font.widthOfTextAtSize(valor, tamanho) <= largura) return valor;
  let corte = valor;
  while (corte.length > 0 && font.widthOfTextAtSize(`${corte}…`, tamanho) > largura) corte = corte.slice(0, -1);
  return `${corte.trimEnd()}…`;
}

/** Word wrap into lines of at most `largura` points; a word longer than a line is split. */
export function quebrarLinhas(font: PDFFont, tamanho: number, valor: string, largura: number): string[] {
  const linhas: string[] = [];
  let atual = "";
  for (const palavra of valor.split(/\s+/).filter(Boolean)) {
    const tentativa = atual ? `${atual} ${palavra}` : palavra;
    if (font.widthOfTextAtSize(tentativa, tamanho) <= largura) {
      atual = tentativa;
      continue;
    }
    if (atual) linhas.push(atual);
    atual = palavra;
    while (font.widthOfTextAtSize(atual, tamanho) > largura) {
      let n = atual.length - 1;
      while (n > 1 && font.widthOfTextAtSize(atual.slice(0, n), tamanho) > largura) n -= 1;
      linhas.push(atual.slice(0, n));
      atual = atual.slice(n);
    }
  }
  if (atual) linhas.push(atual);
  return linhas;
}

/** "12.ABC.345/01DE-35": the Receita's mask, which holds for numeric and alphanumeric CNPJs. */
export function formatarCnpjAlfanumerico(cnpj: string): string {
  const c = cnpj.toUpperCase();
  return `${c.slice(0, 2)}.${c.slice(2, 5)}.${c.slice(5, 8)}/${c.slice(8, 12)}-${c.slice(12, 14)}`;
}

export function formatarCep(cep: string): string {
  return `${cep.slice(0, 5)}-${cep.slice(5, 8)}`;
}

/** "Rua X, 10 — CEP 01001-000 — São Paulo/SP", leaving out what is not filled in. */
export function enderecoEmLinha(e: { endereco?: string | null; cep?: string | null; cidade?: string | null; uf?: string | null }): string {
  const cidadeUf = [e.cidade, e.uf].filter(Boolean).join("/");
  return [e.endereco, e.cep ? `CEP ${formatarCep(e.cep)}` : null, cidadeUf || null].filter(Boolean).join(" — ");
}
