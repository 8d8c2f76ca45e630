/**
 * The browser's sanitiser (DOMPurify, on jsdom's window here) against the server's (sanitize-html):
 * the same policy, so the same document once parsed (the serialisations differ only in spelling,
 * `<br />` vs `<br>`), and the same removals as test/unit/documentos-sanitizar.test.ts.
 */
import createDOMPurify from "dompurify";
import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { criarSanitizador } from "../../frontend/src/features/documentos/sanitizar-navegador";
import { CONTRATO_PADRAO, GARANTIA_PADRAO } from "../../shared/documentos/modelos-padrao";
import { sanitizarHtml as doServidor } from "../../shared/documentos/sanitizar";

const janela = new JSDOM("").window;
const doNavegador = criarSanitizador(createDOMPurify(janela as unknown as Parameters<typeof createDOMPurify>[0]));

/** The markup as the browser would hold it: parsed, then serialised again. */
function normalizar(html: string): string {
  const div = janela.document.createElement("div");
  div.innerHTML = html;
  return div.innerHTML;
}

describe("sanitizarHtml do navegador (DOMPurify)", () => {
  it.each([
    ["parágrafos, títulos e ênfases do editor", "<h1>T</h1><h2>S</h2><h3>s</h3><p><strong>n</strong> <em>i</em> <u>s</u> <s>r</s><br /></p>"],
    ["listas e recuo", '<ol><li>um</li><li class="ql-indent-1">dois</li></ol><ul><li>três</li></ul>'],
    ["alinhamento", '<p class="ql-align-center">c</p><h2 class="ql-align-right">d</h2><li class="ql-align-justify">j</li>'],
    ["cor de texto e de fundo", '<p><span style="color:rgb(230, 0, 0)">r</span><strong style="background-color:#ff0">a</strong></p>'],
    ["links http, https, mailto e relativo", '<p><a href="http://a.com">a</a><a href="https://b.com/x?y=1&amp;z=2">b</a><a href="mailto:c@d.com">c</a><a href="/ajuda">d</a></p>'],
  ])("mantém %s", (_caso, html) => {
    expect(normalizar(doNavegador(html))).toBe(normalizar(html));
  });

  it.each([
    ["script", "<p>a<script>alert(1)</script></p>", "<p>a</p>"],
    ["style", "<style>p{display:none}</style><p>a</p>", "<p>a</p>"],
    ["textarea, option, noscript, title e object com seu texto", "<textarea>t</textarea><select><option>o</option></select><noscript>n</noscript><title>x</title><object>b</object><p>a</p>", "<p>a</p>"],
    ["img com onerror", '<p>a<img src="x" onerror="alert(1)"></p>', "<p>a</p>"],
    ["atributo de evento", '<p onclick="x()" onmouseover="y()">a</p>', "<p>a</p>"],
    ["link javascript:", '<a href="javascript:alert(1)">a</a>', "<a>a</a>"],
    ["link JavaScript: com espaços e entidades", '<a href=" JaVa&#x09;Script:alert(1)">a</a>', "<a>a</a>"],
    ["link data:", '<a href="data:text/html,<script>alert(1)</script>">a</a>', "<a>a</a>"],
    ["link sem esquema (//host)", '<a href="//mal.com/x">a</a>', "<a>a</a>"],
    ["iframe", '<iframe src="https://x.com"></iframe><p>a</p>', "<p>a</p>"],
    ["classe que não é do editor", '<p class="ql-align-center btn fixed">a</p>', '<p class="ql-align-center">a</p>'],
    ["só classes de fora do editor", '<p class="btn">a</p>', "<p>a</p>"],
    ["estilo que não é cor", '<p style="position:fixed;color:#000;background-color:url(javascript:x)">a</p>', '<p style="color:#000">a</p>'],
    ["target e rel", '<a href="https://a.com" target="_blank" rel="opener">a</a>', '<a href="https://a.com">a</a>'],
    ["atributos em br", '<p>a<br class="ql-x" style="color:red">b</p>', "<p>a<br>b</p>"],
    ["tag desconhecida (fica o texto)", "<div><p>a</p>b</div>", "<p>a</p>b"],
    ["svg", '<svg><a href="javascript:x"><text>t</text></a></svg><p>a</p>', "<p>a</p>"],
  ])("remove %s", (_caso, entrada, saida) => {
    expect(normalizar(doNavegador(entrada))).toBe(normalizar(saida));
  });

  it.each([
    ["estilo com espaços e maiúsculas", '<p style=" color : Red ; COLOR: blue; background-color: rgba(1, 2, 3, 0.5) ">a</p>'],
    ["entidades no texto", "<p>a &amp; b &lt;c&gt; &quot;d&quot; &nbsp;e</p>"],
    ["comentários", "<p>a<!-- x --></p>"],
    ["link com & e aspas", '<p><a href="https://a.com/?q=&quot;x&quot;&amp;y=1">a</a></p>'],
    ["o contrato padrão", CONTRATO_PADRAO],
    ["a garantia padrão", GARANTIA_PADRAO],
  ])("dá o mesmo documento que o servidor: %s", (_caso, html) => {
    expect(normalizar(doNavegador(html))).toBe(normalizar(doServidor(html)));
  });

  // Malformed markup is repaired differently by the browser's parser and by the server's
  // (htmlparser2), but the browser only ever sees what the server stored: that passes unchanged.
  it.each([["<p><strong>a<em>b</p>c</strong>"], ['<ul><li class="ql-indent-1 x">a<p>b</ul><a href="javascript:x">c']])("o que o servidor guardou passa igual pelo navegador: %s", (html) => {
    const guardado = doServidor(html);
    expect(normalizar(doNavegador(guardado))).toBe(normalizar(guardado));
  });

  it("é estável: sanitizar duas vezes dá o mesmo resultado", () => {
    const sujo = '<p class="ql-align-center x" style="color: red; top: 0">a &amp; b<script>x</script></p><img onerror=1>';
    expect(doNavegador(doNavegador(sujo))).toBe(doNavegador(sujo));
  });
});
