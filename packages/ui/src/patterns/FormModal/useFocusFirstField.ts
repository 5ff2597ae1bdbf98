import { useEffect, type RefObject } from 'react';

/**
 * What a form modal opens on: a control that takes typing or a choice. No button but a Select's,
 * which is its field: not the corner ✕, a row's Remove, nor a password's Show.
 */
const FIELDS = [
  'input:not([type="hidden"])',
  'textarea',
  'select',
  'button[aria-haspopup="listbox"]',
  // A date's first segment.
  '[role="spinbutton"]',
].join(', ');

/**
 * Out of reach, or nothing to fill in: disabled, read-only (the current password), hidden, or
 * out of the Tab order (a radio other than the chosen one, the native select behind a Select,
 * a combo box's button).
 */
const NOT_FILLABLE =
  ':disabled, [readonly], [aria-disabled="true"], [aria-readonly="true"], [tabindex="-1"]';

const isFillable = (field: HTMLElement) =>
  !field.matches(NOT_FILLABLE) && !field.closest('[aria-hidden="true"], [hidden], [inert]');

/** What may bring a field, or make one fillable. */
const FIELD_CHANGES: MutationObserverInit = {
  childList: true,
  subtree: true,
  attributes: true,
  attributeFilter: ['disabled', 'readonly', 'aria-disabled', 'tabindex', 'hidden'],
};

/**
 * The one focus rule of every form modal: it opens with the focus in its first field, so the user
 * types at once. A field that takes the focus itself keeps it (autoFocus for what the modal opened
 * to fill in, e.g. a status change's registration number past its date); react-aria's Dialog
 * focuses itself only when nothing inside has the focus, so it leaves the field be. Fields that
 * come after a load (a checklist waiting for its choices) take the focus as they show, unless the
 * user has put it somewhere in the modal meanwhile.
 *
 * The focus moves a frame after the fields render: a combo box gathers its items on a render
 * after its first, and focused before that it keeps an empty box rather than the chosen item's
 * name (an edited plot's project).
 */
export function useFocusFirstField(formRef: RefObject<HTMLFormElement | null>) {
  useEffect(() => {
    const form = formRef.current;
    const dialog = form?.closest('[role="dialog"]');
    if (!form || !dialog) return;

    let frame = 0;
    const placeFocus = () => {
      const focused = document.activeElement;
      const isPlaced = focused && focused !== dialog && dialog.contains(focused);
      const field = isPlaced
        ? null
        : [...form.querySelectorAll<HTMLElement>(FIELDS)].find(isFillable);
      field?.focus();
      if (isPlaced || field) observer.disconnect();
    };
    const observer = new MutationObserver(() => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(placeFocus);
    });
    frame = requestAnimationFrame(placeFocus);
    observer.observe(form, FIELD_CHANGES);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
    };
  }, [formRef]);
}
