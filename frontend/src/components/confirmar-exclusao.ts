/** The delete confirmation of every list (PrimeReact ConfirmDialog; a <ConfirmDialog /> must be mounted). */
import { confirmDialog } from "primereact/confirmdialog";

export function confirmarExclusao(pergunta: string, aoConfirmar: () => void): void {
  confirmDialog({
    header: "Confirmar exclusão",
    message: pergunta,
    icon: "pi pi-exclamation-triangle",
    acceptLabel: "Sim, excluir",
    rejectLabel: "Cancelar",
    acceptClassName: "p-button-danger",
    defaultFocus: "reject",
    accept: aoConfirmar,
  });
}
