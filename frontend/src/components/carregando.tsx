import { ProgressSpinner } from "primereact/progressspinner";

/** The spinner every screen shows while loading (spec section 2). */
export function Carregando({ texto = "Carregando..." }: { texto?: string }) {
  return (
    <div className="carregando" role="status" aria-live="polite">
      {/* The text next to it says what is loading; the spinner is only its picture (axe: aria-progressbar-name). */}
      <ProgressSpinner style={{ width: 48, height: 48 }} strokeWidth="4" aria-hidden />
      <span>{texto}</span>
    </div>
  );
}
