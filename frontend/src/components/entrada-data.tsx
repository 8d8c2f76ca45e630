/**
 * The one date input: always dd/mm/aaaa (PrimeReact Calendar in pt-BR, typed with a mask or
 * picked), whatever the browser's language. The form keeps the API's "YYYY-MM-DD"; the Date the
 * calendar needs is built from the parts in local time, because `new Date("2026-03-01")` is UTC
 * midnight and would show 28/02 in Brazil.
 */
import { Calendar } from "primereact/calendar";
import { dataIsoValida } from "../../../shared/br/datas";

const paraDate = (iso: string | null | undefined): Date | null => {
  if (!iso || !dataIsoValida(iso)) return null;
  const [a, m, d] = iso.split("-").map(Number) as [number, number, number];
  return new Date(a, m - 1, d);
};

const paraIso = (d: Date | null | undefined): string =>
  d ? `${String(d.getFullYear()).padStart(4, "0")}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}` : "";

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

export function EntradaData({ id, valor, aoMudar, aoSair, classe = "w-full", minimo, maximo, aria }: PropsEntradaData) {
  return (
    <Calendar
      inputId={id}
      value={paraDate(valor)}
      onChange={(e) => aoMudar(paraIso(e.value as Date | null))}
      onBlur={aoSair}
      locale="pt-BR"
      dateFormat="dd/mm/yy"
      mask="99/99/9999"
      placeholder="dd/mm/aaaa"
      showIcon
      icon="pi pi-calendar"
      minDate={paraDate(minimo) ?? undefined}
      maxDate={paraDate(maximo) ?? undefined}
      className={classe}
      inputClassName="w-full"
      pt={{ input: { ...aria }, dropdownButton: { "aria-label": "Abrir calendário" } }}
    />
  );
}
