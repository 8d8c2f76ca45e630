import { describe, expect, it } from "vitest";
import { conteudoVazio } from "../../shared/documentos/conteudo-vazio";
import { sanitizarHtml } from "../../shared/documentos/sanitizar";

describe("sanitizarHtml", () => {
  it.each([
    ["parágrafos, títulos e ênfases do editor", "<h1>T</h1><h2>S</h2><h3>s</h3><p><strong>n</strong> <em>i</em> <u>s</u> <s>r</s><br /></p>"],
    ["listas e recuo", '<ol><li>um</li><li class="ql-indent-1">dois</li></ol><ul><li>três</li></ul>'],
    ["alinhamento", '<p class="ql-align-center">c</p><h2 class="ql-align-right">d</h2><li class="ql-align-justify">j</li>'],
    ["cor de texto e de fundo", '<p><span style="color:rgb(230, 0, 0)">r</span><strong style="background-color:#ff0">a</strong></p>'],
    ["links http, https e mailto", '<p><a href="http://a.com">a</a><a href="https://b.com/x?y=1&amp;z=2">b</a><a href="mailto:c@d.com">c</a></p>'],
  ])("mantém %s", (_caso, html) => {
    expect(sanitizarHtml(html)).toBe(html);
  });

  it.each([
    ["script", "<p>a<script>alert(1)</script></p>", "<p>a</p>"],
    ["style", "<style>p{display:none}</style><p>a</p>", "<p>a</p>"],
    ["img com onerror", '<p>a<img src="x" onerror="alert(1)"></p>', "<p>a</p>"],
    ["atributo de evento", '<p onclick="x()" onmouseover="y()">a</p>', "<p>a</p>"],
    ["link javascript:", '<a href="javascript:alert(1)">a</a>', "<a>a</a>"],
    ["link JavaScript: com espaços e entidades", '<a href=" JaVa&#x09;Script:alert(1)">a</a>', "<a>a</a>"],
    ["link data:", '<a href="data:text/html,<script>alert(1)</script>">a</a>', "<a>a</a>"],
    ["iframe", '<iframe src="https://x.com"></iframe><p>a</p>', "<p>a</p>"],
    ["classe que não é do editor", '<p class="ql-align-center btn fixed">a</p>', '<p class="ql-align-center">a</p>'],
    ["estilo que não é cor", '<p style="position:fixed;color:#000;background-color:url(javascript:x)">a</p>', '<p style="color:#000">a</p>'],
    ["target e rel", '<a href="https://a.com" target="_blank" rel="opener">a</a>', '<a href="https://a.com">a</a>'],
  ])("remove %s", (_caso, entrada, saida) => {
    expect(sanitizarHtml(entrada)).toBe(saida);
  });

  it("é estável: sanitizar duas vezes dá o mesmo resultado", () => {
    const sujo = '<p class="ql-align-center x" style="color: red; top: 0">a &amp; b<script>x</script></p><img onerror=1>';
    expect(sanitizarHtml(sanitizarHtml(sujo))).toBe(sanitizarHtml(sujo));
  });
});

describe("conteudoVazio", () => {
  it.each([[""], ["<p><br></p>"], ["<p></p><p><br /></p>"], ["<p>&nbsp;</p><h1> </h1>"], ["<p>\u00a0\u200b</p>"], ["   "]])("%j conta como vazio", (html) => {
    expect(conteudoVazio(html)).toBe(true);
  });

  it.each([["<p>a</p>"], ["<p><br></p><p>{{cliente_nome}}</p>"], ["texto solto"]])("%j tem conteúdo", (html) => {
    expect(conteudoVazio(html)).toBe(false);
  });
});
