import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * With validationBehavior="aria" the browser no longer moves focus to the first invalid field
 * on submit, so the screen does: a keyboard or screen-reader user lands on the first message.
 * Call the returned function after setting errors; focus moves once they have rendered.
 */
export function useFocusFirstInvalid(): [RefObject<HTMLFormElement | null>, () => void] {
  const formRef = useRef<HTMLFormElement>(null);
  const [request, setRequest] = useState(0);

  useEffect(() => {
    if (request === 0) return;
    formRef.current?.querySelector<HTMLElement>('input[aria-invalid="true"]')?.focus();
  }, [request]);

  return [formRef, () => setRequest((count) => count + 1)];
}
