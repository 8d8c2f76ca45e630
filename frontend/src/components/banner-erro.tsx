/**
 * The red error banner every screen shows on failure (spec section 2): PrimeReact's inline
 * Message markup and classes, without its JavaScript (the sign-in and sign-up pages use it).
 */
export function BannerErro({ mensagem }: { mensagem: string | null | undefined }) {
  if (!mensagem) return null;
  return (
    <div className="p-inline-message p-component p-inline-message-error banner-erro" role="alert" aria-live="assertive">
      <span className="p-inline-message-icon pi pi-times-circle" aria-hidden />
      <span className="p-inline-message-text">{mensagem}</span>
    </div>
  );
}
