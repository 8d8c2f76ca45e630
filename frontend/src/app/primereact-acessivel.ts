/**
 * Pass-through options applied to every PrimeReact component (given to PrimeReactProvider once).
 *
 * Dropdown renders a visually hidden native <select> next to its focusable input; the input
 * carries the field's label (`inputId` + <label htmlFor>, or `aria-label`), the <select> carries
 * none, so screen readers met an unnamed "combo box" and axe reports it as critical
 * (select-name). The <select> is never focusable (tabIndex -1) and only mirrors the value, so
 * it is hidden from assistive technology instead of being named twice.
 *
 * While focused, Dropdown also puts `aria-activedescendant="dropdownItem_<n>"` on its root <div>,
 * which has no role that allows the attribute and, with the panel closed, points at no element
 * (axe: aria-allowed-attr and aria-valid-attr-value, both critical). The focusable input inside
 * is what assistive technology follows, so the root drops the attribute.
 */
import type { PrimeReactPTOptions } from "primereact/api";

export const PT_ACESSIVEL: PrimeReactPTOptions = {
  dropdown: { select: { "aria-hidden": true }, root: { "aria-activedescendant": undefined } },
};
