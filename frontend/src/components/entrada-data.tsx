/**
 * The one date input: always dd/mm/aaaa (PrimeReact Calendar in pt-BR, typed with a mask or
 * picked), whatever the browser's language. The form keeps the API's "YYYY-MM-DD"; the Date the
 * calendar needs is built from the parts in local time, because `new Date("2026-03-01")` is UTC
 * midnight and would show 28/02 in Brazil.
 *
 * A typed date that is not a day (31/02/2026, an unfinished 05/11/20__) is handed on as the text
 * itself (`keepInvalid`): not "YYYY-MM-DD", so the form's schema shows its "invalid date" message
 * under the field, and the text stays for the user to correct. A consumer must validate a value
 * (dataIsoValida) before formatting it; empty stays "".
 */
import { Calendar } from "primereact/calendar";
import { useMemo, useRef } from "react";
import { dataIsoValida } from "../../../shared/br/datas";

const paraDate = (iso: string | null | undefined): Date | null => {
  if (!iso || !dataIsoValida(iso)) return null;
  const [a, m, d] = iso.split("-").map(Number) as [number, number, number];
  return new Date(a, m - 1, d);
};

const paraIso = (d: Date): string =>
  `${String(d.getFullYear()).padStart(4, "0")}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;

/** What the calendar gives (a Date, the kept invalid text, or null) → the form's value. */
const paraValor = (v: unknown): string => {
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? "Data inválida" : paraIso(v);
  return typeof v === "string" ? v.trim() : "";
};

export interface PropsEntradaData {
  id: string;
  valor: string | null | undefined;
  aoMudar: (iso: string) => void;
  aoSair?: () => void;
  classe?: string;
  minimo?: string;
  maximo?: string;
  aria?: { "aria-invalid": boolean; "aria-describedby": string | undefined };
}

/** "dd/mm/aaaa" → "YYYY-MM-DD" when it is a real day, else null. */
const isoDoTexto = (texto: string): string | null => {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(texto);
  const iso = m ? `${m[3]}-${m[2]}-${m[1]}` : null;
  return iso && dataIsoValida(iso) ? iso : null;
};

export function EntradaData({ id, valor, aoMudar, aoSair, classe = "w-full", minimo, maximo, aria }: PropsEntradaData) {
  // What the user typed since the field took focus. On blur the calendar writes its last valid
  // value back into the input (and its mask clears an unfinished one) before onBlur runs, so
  // the text is kept here to hand a wrong date on as a field error instead of losing it.
  const digitado = useRef<string | null>(null);
  // One Date per value: a new Date at every render (a list refetching behind a dialog, a report
  // reloading) is a changed value to the calendar, which rewrote its input and lost what was being typed.
  const valorDoCalendario = useMemo(() => (paraDate(valor) ?? (valor || null)) as Date | null, [valor]);
  const dataMinima = useMemo(() => paraDate(minimo) ?? undefined, [minimo]);
  const dataMaxima = useMemo(() => paraDate(maximo) ?? undefined, [maximo]);
  const sair = () => {
    const texto = digitado.current;
    digitado.current = null;
    // After the calendar's own blur work (its mask and model updates run in the same turn).
    if (texto !== null && /\d/.test(texto) && !isoDoTexto(texto)) setTimeout(() => aoMudar(texto), 0);
    aoSair?.();
  };
  return (
    <Calendar
      inputId={id}
      // The kept invalid text is shown as typed; a valid value as the calendar's Date.
      value={valorDoCalendario}
      onChange={(e) => aoMudar(paraValor(e.value))}
      keepInvalid
      // The panel opens from its button only. Opened on focus, PrimeReact moves the focus to a day
      // of the panel once it is drawn (focusToFirstCell, on `visible`): on a slow machine that lands
      // in the middle of the typing, the rest of the keys go to the panel and the typed date is lost
      // (the payoff dialog's date, issue 27; e2e quitacao). A user typing wants the keyboard, not a panel.
      showOnFocus={false}
      // The calendar also calls this from its mask's blur, after the mask has cleared an unfinished
      // date ("05/11/20__" → ""): that call would overwrite what was typed with nothing, and the
      // date would be wiped without a word (issue 36 item 12). Only the keys count.
      onInput={(e) => {
        if (e.type !== "blur") digitado.current = (e.target as HTMLInputElement).value;
      }}
      onBlur={sair}
      locale="pt-BR"
      dateFormat="dd/mm/yy"
      mask="99/99/9999"
      placeholder="dd/mm/aaaa"
      showIcon
      icon="pi pi-calendar"
      minDate={dataMinima}
      maxDate={dataMaxima}
      className={classe}
      inputClassName="w-full"
      pt={{ input: { ...aria }, dropdownButton: { "aria-label": "Abrir calendário" } }}
    />
  );
}
