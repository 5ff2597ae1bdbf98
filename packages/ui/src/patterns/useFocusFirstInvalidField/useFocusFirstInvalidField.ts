import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * Widgets mark invalidity in different places: text and number boxes and combo boxes on their
 * input, a Select on its root (its trigger is a button), a RadioGroup on the group, a DatePicker
 * on its group of segments. The first in the form's order wins.
 */
const FIRST_INVALID = [
  'input[aria-invalid="true"]',
  'textarea[aria-invalid="true"]',
  '[data-invalid] > button',
  '[role="radiogroup"][aria-invalid="true"] input',
  '[data-invalid] [role="spinbutton"]',
].join(', ');

/**
 * With validationBehavior="aria" the browser no longer moves focus to the first invalid field on
 * submit, so the form does: a keyboard or screen-reader user lands on the first message. Call the
 * returned function after setting errors; focus moves once they have rendered.
 */
export function useFocusFirstInvalidField(): [RefObject<HTMLFormElement | null>, () => void] {
  const formRef = useRef<HTMLFormElement>(null);
  const [request, setRequest] = useState(0);

  useEffect(() => {
    if (request === 0) return;
    formRef.current?.querySelector<HTMLElement>(FIRST_INVALID)?.focus();
  }, [request]);

  return [formRef, () => setRequest((count) => count + 1)];
}
