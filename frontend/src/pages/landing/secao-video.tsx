export default function SecaoVideo() {
  return (
    <section id="demonstracao" className="lp-secao lp-secao-alternada" aria-labelledby="lp-video-titulo">
      <div className="lp-container lp-video-conteudo">
        <header className="lp-secao-cabecalho">
          <p className="lp-sobretitulo">Demonstração</p>
          <h2 id="lp-video-titulo">Veja o sistema funcionando</h2>
          <p>Em poucos minutos: entrada de estoque por IMEI, venda no boleto e bloqueio do aparelho.</p>
        </header>
        <div className="lp-video" data-testid="video-demonstracao">
          <span className="lp-video-play" aria-hidden="true">
            <i className="pi pi-play" />
          </span>
          <span className="lp-video-legenda">Vídeo de demonstração</span>
        </div>
      </div>
    </section>
  );
}
