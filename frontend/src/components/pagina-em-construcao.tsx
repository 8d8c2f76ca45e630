/** Routes of the spec whose screens arrive with later work: the shell, the title, and a clear note. */
export function PaginaEmConstrucao({ titulo }: { titulo: string }) {
  return (
    <section>
      <h1>{titulo}</h1>
      <p className="nota">Esta tela está sendo preparada e ficará disponível em uma próxima versão do sistema.</p>
    </section>
  );
}
