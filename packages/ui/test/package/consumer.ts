/**
 * The scratch consumer: what another internal tool writes against the published package. It is
 * type-checked against the packed .d.ts files, then run by Node, which prints the markup.
 */
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { Button } from '@plotline/ui/components';
import { LoginScreen, RegisterScreen, type LoginOutcome } from '@plotline/ui/screens';
import { vars } from '@plotline/ui/theme';
import { MAX_TOASTS } from '@plotline/ui';

const signIn = async (): Promise<LoginOutcome> => ({ ok: true });
const ignore = () => undefined;

const markup = {
  login: renderToString(createElement(LoginScreen, { onSubmit: signIn, onNotify: ignore })),
  register: renderToString(
    createElement(RegisterScreen, { onSubmit: async () => ({ ok: true }), onNotify: ignore }),
  ),
  button: renderToString(createElement(Button, { variant: 'danger' }, 'Delete')),
  themeColour: vars.color.accent,
  maxToasts: MAX_TOASTS,
};
console.log(JSON.stringify(markup));
