/** A red error banner the user can close (the spec's 'Erro ao carregar modelos' is dismissible). */
export function BannerDispensavel({ mensagem, onFechar }: { mensagem: string | null; onFechar: () => void }) {
  if (!mensagem) return null;
  return (
    <div className="p-message p-component p-message-error banner-erro banner-dispensavel" role="alert">
      <div className="p-message-wrapper">
        <span className="p-message-icon pi pi-times-circle" aria-hidden />
        <span className="p-message-text">{mensagem}</span>
        <button type="button" className="banner-fechar" aria-label="Fechar aviso" title="Fechar" onClick={onFechar}>
          <i className="pi pi-times" aria-hidden />
        </button>
      </div>
    </div>
  );
}
