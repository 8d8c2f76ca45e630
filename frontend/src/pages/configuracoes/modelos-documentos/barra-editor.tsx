/**
 * The editor toolbar of the spec (headings 1-3, bold, italic, underline, strike, ordered and
 * bullet lists, alignment, text and background colour, link, clean) as Quill reads it: each
 * control's `ql-<format>` class binds it; empty colour selects get Quill's palette.
 */
export const FORMATOS_EDITOR = ["header", "bold", "italic", "underline", "strike", "list", "indent", "align", "color", "background", "link"];

export function BarraEditor() {
  return (
    <>
      <span className="ql-formats">
        <select className="ql-header" defaultValue="" aria-label="Estilo do parágrafo">
          <option value="1" />
          <option value="2" />
          <option value="3" />
          <option value="" />
        </select>
      </span>
      <span className="ql-formats">
        <button type="button" className="ql-bold" aria-label="Negrito" title="Negrito" />
        <button type="button" className="ql-italic" aria-label="Itálico" title="Itálico" />
        <button type="button" className="ql-underline" aria-label="Sublinhado" title="Sublinhado" />
        <button type="button" className="ql-strike" aria-label="Tachado" title="Tachado" />
      </span>
      <span className="ql-formats">
        <button type="button" className="ql-list" value="ordered" aria-label="Lista numerada" title="Lista numerada" />
        <button type="button" className="ql-list" value="bullet" aria-label="Lista com marcadores" title="Lista com marcadores" />
        <select className="ql-align" defaultValue="" aria-label="Alinhamento">
          <option value="" />
          <option value="center" />
          <option value="right" />
          <option value="justify" />
        </select>
      </span>
      <span className="ql-formats">
        <select className="ql-color" aria-label="Cor do texto" />
        <select className="ql-background" aria-label="Cor de fundo" />
      </span>
      <span className="ql-formats">
        <button type="button" className="ql-link" aria-label="Link" title="Link" />
        <button type="button" className="ql-clean" aria-label="Limpar formatação" title="Limpar formatação" />
      </span>
    </>
  );
}
