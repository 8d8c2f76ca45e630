/**
 * A decimal input typed the Brazilian way ("0,9694", "12,5"; a point also works): shared
 * lerDecimal reads it, and the form gets a number, or NaN while the text is not one (the schema
 * refuses it with the field's message). It keeps what is typed; a value set from outside (a reset,
 * a preset) is shown with the comma. `type="number"` is not used: Chromium reads "0,9694" as empty
 * under an English locale, and the user would see the typed divisor vanish.
 */
import { InputText } from "primereact/inputtext";
import { useEffect, useRef, useState } from "react";
import { lerDecimal, mostrarDecimal } from "../../../shared/br/numero";

export interface PropsEntradaDecimal {
  id: string;
  valor: number | null | undefined;
  aoMudar: (valor: number) => void;
  aoSair?: () => void;
  classe?: string;
  placeholder?: string;
  "aria-label"?: string;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
}

export function EntradaDecimal({ id, valor, aoMudar, aoSair, classe = "", placeholder, ...aria }: PropsEntradaDecimal) {
  const [texto, setTexto] = useState(() => mostrarDecimal(valor));
  // The value this input last sent: any other value came from outside.
  const enviado = useRef<number | null | undefined>(valor);

  useEffect(() => {
    if (Object.is(valor, enviado.current)) return;
    enviado.current = valor;
    setTexto(mostrarDecimal(valor));
  }, [valor]);

  const mudar = (novo: string) => {
    setTexto(novo);
    const n = lerDecimal(novo);
    enviado.current = n;
    aoMudar(n);
  };

  return (
    <InputText
      id={id}
      value={texto}
      inputMode="decimal"
      autoComplete="off"
      maxLength={12}
      placeholder={placeholder}
      className={classe}
      onChange={(e) => mudar(e.target.value)}
      onBlur={aoSair}
      {...aria}
    />
  );
}
