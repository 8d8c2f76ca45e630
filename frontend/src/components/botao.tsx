/**
 * A button with PrimeReact's Button markup and classes (same look, same theme) for the pages
 * that must load without PrimeReact's JavaScript: landing, sign-in, sign-up, error page.
 */
import type { ButtonHTMLAttributes } from "react";

interface Props extends ButtonHTMLAttributes<HTMLButtonElement> {
  rotulo: string;
  icone?: string;
  contorno?: boolean;
}

export function Botao({ rotulo, icone, contorno, className, type = "button", ...resto }: Props) {
  const classes = ["p-button p-component", contorno ? "p-button-outlined" : "", resto.disabled ? "p-disabled" : "", className ?? ""].filter(Boolean).join(" ");
  return (
    <button type={type} className={classes} {...resto}>
      {icone && <span className={`p-button-icon p-c p-button-icon-left ${icone}`} aria-hidden />}
      <span className="p-button-label p-c">{rotulo}</span>
    </button>
  );
}
