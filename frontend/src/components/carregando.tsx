/**
 * The spinner every screen shows while loading (spec section 2). PrimeReact's ProgressSpinner
 * markup written out, so the first paint of any page does not need PrimeReact's JavaScript (its
 * CSS draws and animates it).
 */
export function Carregando({ texto = "Carregando..." }: { texto?: string }) {
  return (
    <div className="carregando" role="status" aria-live="polite">
      {/* The text next to it says what is loading; the spinner is only its picture (axe: aria-progressbar-name). */}
      <div className="p-progress-spinner" style={{ width: 48, height: 48 }} aria-hidden>
        <svg className="p-progress-spinner-svg" viewBox="25 25 50 50" style={{ animationDuration: "2s" }}>
          <circle className="p-progress-spinner-circle" cx="50" cy="50" r="20" fill="none" strokeWidth="4" strokeMiterlimit="10" />
        </svg>
      </div>
      <span>{texto}</span>
    </div>
  );
}
