/**
 * The one money input: reads amounts the Brazilian way with lerReais (`1.999,90`, `1999,90`,
 * `1999.90`, a pasted `R$ 1.999,90`), keeps exactly what is typed while the user types, and shows
 * it as `1.999,90` once the field is left. It never changes a typed amount into another one:
 * what it cannot read stays on screen and the reason goes to `aoLer`.
 * `aoMudar` gets reais (number), null when empty, or NaN when the text is not a valid amount, so
 * the form's schema refuses to submit it.
 */
import { InputText } from "primereact/inputtext";
import { useEffect, useRef, useState } from "react";
import { formatarNumeroReais, lerReais } from "../../../shared/br/dinheiro";

const mostrar = (v: number | null | undefined) => (typeof v === "number" && Number.isFinite(v) ? formatarNumeroReais(v) : "");

export interface PropsEntradaDinheiro {
  id: string;
  valor: number | null | undefined;
  aoMudar: (reais: number | null) => void;
  aoLer: (motivo: string | null) => void;
  aoSair?: () => void;
  classe?: string;
  /** "%" for a percentual margin: the same reading, another unit. */
  unidade?: "R$" | "%";
  aria?: { "aria-invalid": boolean; "aria-describedby": string | undefined };
  placeholder?: string;
}

export function EntradaDinheiro({ id, valor, aoMudar, aoLer, aoSair, classe = "w-full", unidade = "R$", aria, placeholder = "0,00" }: PropsEntradaDinheiro) {
  const [texto, setTexto] = useState(() => mostrar(valor));
  // The value this input last sent: any other value came from outside (a reset, a pre-filled entry).
  const enviado = useRef<number | null | undefined>(valor);

  useEffect(() => {
    if (Object.is(valor, enviado.current)) return;
    enviado.current = valor;
    setTexto(mostrar(valor));
    aoLer(null);
  }, [valor, aoLer]);

  const mudar = (novo: string) => {
    setTexto(novo);
    const r = lerReais(novo);
    const reais = !r.ok ? Number.NaN : r.vazio ? null : r.centavos / 100;
    aoLer(r.ok ? null : r.motivo);
    enviado.current = reais;
    aoMudar(reais);
  };

  const sair = () => {
    const r = lerReais(texto);
    if (r.ok && !r.vazio) setTexto(formatarNumeroReais(r.centavos / 100));
    aoSair?.();
  };

  return (
    <div className="p-inputgroup entrada-dinheiro">
      {unidade === "R$" && (
        <span className="p-inputgroup-addon" aria-hidden>
          R$
        </span>
      )}
      <InputText
        id={id}
        value={texto}
        inputMode="decimal"
        autoComplete="off"
        placeholder={placeholder}
        // 10.000.000,00 is 13 characters; a pasted "R$ 10.000.000,00" with spaces fits as well.
        maxLength={24}
        className={classe}
        onChange={(e) => mudar(e.target.value)}
        onBlur={sair}
        {...aria}
      />
      {unidade === "%" && (
        <span className="p-inputgroup-addon" aria-hidden>
          %
        </span>
      )}
    </div>
  );
}
