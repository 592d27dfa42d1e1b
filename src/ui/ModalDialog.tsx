import { useLayoutEffect, useRef, type ReactNode } from "react";

type ModalDialogProps = {
  open: boolean;
  onClose: () => void;
  /** Accessible name of the dialog. */
  label: string;
  className?: string;
  children: ReactNode;
};

/**
 * A native <dialog> opened with showModal(): the browser traps focus, makes the page behind inert,
 * closes on Escape and restores focus to the opener. A click on the backdrop (the dialog element
 * itself, outside its content box) closes it too. It opens in a layout effect, in the same task as
 * the render that asks for it, and focuses the element marked `data-autofocus` at once, so a key
 * pressed right after opening lands in that field.
 */
export function ModalDialog({ open, onClose, label, className = "", children }: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      dialog.querySelector<HTMLElement>("[data-autofocus]")?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      aria-label={label}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      className={`m-0 max-h-none max-w-none bg-transparent p-0 backdrop:bg-slate-950/60 ${className}`}
    >
      {open && children}
    </dialog>
  );
}
