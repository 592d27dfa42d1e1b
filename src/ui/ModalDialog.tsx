import { useLayoutEffect, useRef, type ReactNode } from "react";

// What a modal dialog gets from the browser's own style sheet, given to the non-modal first frame too.
const FIXED = "fixed inset-0 z-50 overflow-auto";
// The dialog is the whole viewport, transparent (its content places itself inside), and contained: with
// a size of its own, a change inside it is laid out and painted without the page behind it. Sized by its
// content (the browser's `fit-content`), every frame of a search laid out the whole document.
const VIEWPORT_BOX = "m-0 h-full max-h-none w-full max-w-none bg-transparent p-0 [contain:strict]";

type ModalDialogProps = {
  open: boolean;
  onClose: () => void;
  /** Accessible name of the dialog. */
  label: string;
  /** Classes of the dialog, which fills the viewport: padding, and the backdrop's tint. */
  className?: string;
  children: ReactNode;
};

/**
 * A native modal <dialog>: the browser traps focus, makes the page behind inert, closes on Escape
 * and restores focus to the opener. A click on the backdrop (the dialog element itself, outside its
 * content box) closes it too. It opens in a layout effect, in the same task as the render that asks
 * for it, and focuses the element marked `data-autofocus` at once, so a key pressed right after
 * opening lands in that field.
 *
 * It is first shown without the modal state and made modal once that first frame is painted: making
 * the page inert recalculates the style of every element (about 100 ms at CPU ×4 on a call page, the
 * first time), and the visitor should see the field before the browser does that. Fixed positioning
 * (FIXED) makes both states look the same; only the backdrop's tint arrives a frame later.
 */
export function ModalDialog({ open, onClose, label, className = "", children }: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!open) {
      if (dialog.open) dialog.close();
      return;
    }
    if (dialog.open) return;
    dialog.show();
    focusAutofocus(dialog);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        if (!dialog.open || dialog.matches(":modal")) return;
        const focused = document.activeElement;
        // showModal() refuses a dialog that is already open.
        dialog.close();
        dialog.showModal();
        if (focused instanceof HTMLElement && dialog.contains(focused)) focused.focus();
        else focusAutofocus(dialog);
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [open]);
  return (
    <dialog
      ref={ref}
      aria-label={label}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={(event) => {
        // Escape before the dialog is modal (its first frame): the browser sends no cancel event yet.
        if (event.key === "Escape" && !event.currentTarget.matches(":modal")) onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      className={`${FIXED} ${VIEWPORT_BOX} backdrop:bg-slate-950/60 ${className}`}
    >
      {open && children}
    </dialog>
  );
}

function focusAutofocus(dialog: HTMLDialogElement): void {
  dialog.querySelector<HTMLElement>("[data-autofocus]")?.focus();
}
