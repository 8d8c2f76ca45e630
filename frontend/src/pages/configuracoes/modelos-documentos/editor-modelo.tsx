/**
 * The template's rich-text editor (PrimeReact Editor over Quill 2, 300px high) with the
 * placeholder chips of the chosen type. A chip inserts its `{{chave}}` at the cursor (replacing
 * a selection); the editor reports Quill's semantic HTML (real <ul>/<ol>), which is what is saved.
 */
import { Editor } from "primereact/editor";
import type Quill from "quill";
import { useRef, useState } from "react";
import { marcador, placeholdersDoTipo, type TipoDocumento } from "../../../../../shared/documentos/placeholders";
import { BarraEditor, FORMATOS_EDITOR } from "./barra-editor";

interface Props {
  id: string;
  /** id of the visible label: the editable area is named by it. */
  rotuloId: string;
  valorInicial: string;
  tipo: TipoDocumento;
  invalido: boolean;
  descricao?: string;
  onChange: (html: string) => void;
}

/**
 * getSemanticHTML writes every space as &nbsp;, which would stop lines from wrapping in the
 * printed document; a run of n keeps n-1 hard spaces and ends with a breakable one.
 */
function htmlDoEditor(q: Quill): string {
  return q.getSemanticHTML().replace(/(?:&nbsp;)+/g, (run) => `${"&nbsp;".repeat(run.length / 6 - 1)} `);
}

export function EditorModelo({ id, rotuloId, valorInicial, tipo, invalido, descricao, onChange }: Props) {
  const editor = useRef<Editor>(null);
  // Typing moves the cursor without a selection-change event, so only "was it ever focused" is kept;
  // the cursor itself is asked from Quill when a chip is clicked.
  const jaFocado = useRef(false);
  // Quill owns the content after mounting; the value prop is only the starting point.
  const [inicial] = useState(valorInicial);
  const quill = () => editor.current?.getQuill() as Quill | undefined;

  const inserir = (chave: string) => {
    const q = quill();
    if (!q) return;
    const texto = marcador(chave);
    // getSelection(true) keeps or restores the last cursor. Never focused yet: add at the end
    // rather than before the template's first word.
    const sel = (jaFocado.current ? q.getSelection(true) : null) ?? { index: Math.max(q.getLength() - 1, 0), length: 0 };
    if (sel.length > 0) q.deleteText(sel.index, sel.length, "user");
    q.insertText(sel.index, texto, "user");
    q.setSelection(sel.index + texto.length, 0, "user");
  };

  return (
    <div className={`editor-modelo${invalido ? " editor-invalido" : ""}`}>
      <div className="chips-marcadores" role="group" aria-label="Marcadores disponíveis (clique para inserir no cursor)">
        {placeholdersDoTipo(tipo).map((p) => (
          <button
            key={p.chave}
            type="button"
            className="chip-marcador"
            title={`Inserir ${marcador(p.chave)} no cursor`}
            // Keeps the editor's cursor: the click must not take the focus away first.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => inserir(p.chave)}
          >
            <span>{p.descricao}</span>
            <code>{marcador(p.chave)}</code>
          </button>
        ))}
      </div>
      <Editor
        ref={editor}
        id={id}
        value={inicial}
        style={{ height: 300 }}
        headerTemplate={<BarraEditor />}
        formats={FORMATOS_EDITOR}
        placeholder="Escreva o modelo aqui e use os marcadores acima para os dados da venda."
        onLoad={(q: Quill) => {
          q.root.setAttribute("role", "textbox");
          q.root.setAttribute("aria-multiline", "true");
          q.root.setAttribute("aria-labelledby", rotuloId);
          if (descricao) q.root.setAttribute("aria-describedby", descricao);
        }}
        onTextChange={() => {
          const q = quill();
          if (q) onChange(htmlDoEditor(q));
        }}
        onSelectionChange={(e) => {
          if (e.range) jaFocado.current = true;
        }}
      />
    </div>
  );
}
