/** Success/failure notices (one PrimeReact Toast per page): render `elemento`, call `sucesso`/`erro` (an optional detail line under the text). */
import { Toast } from "primereact/toast";
import { useCallback, useMemo, useRef } from "react";

export function useAvisos() {
  const ref = useRef<Toast>(null);
  const sucesso = useCallback((texto: string, detalhe?: string) => ref.current?.show({ severity: "success", summary: texto, detail: detalhe, life: 3000 }), []);
  const erro = useCallback((texto: string, detalhe?: string) => ref.current?.show({ severity: "error", summary: texto, detail: detalhe, life: 5000 }), []);
  const elemento = useMemo(() => <Toast ref={ref} position="top-right" />, []);
  return { elemento, sucesso, erro };
}
