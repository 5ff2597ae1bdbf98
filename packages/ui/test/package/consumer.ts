/**
 * The scratch consumer: what another internal tool writes against the published package. It is
 * type-checked against the packed .d.ts files, then run by Node, which prints the markup and the
 * request bodies it made.
 */
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { Button } from '@plotline/ui/components';
import { AccessDenied } from '@plotline/ui/frame';
import { PageHeader, SearchField } from '@plotline/ui/patterns';
import * as screens from '@plotline/ui/screens';
import {
  DashboardScreen,
  LoginScreen,
  RegisterScreen,
  type LoginOutcome,
} from '@plotline/ui/screens';
import { vars } from '@plotline/ui/theme';
import { dashboard } from './dashboard-fixture.js';
import { requestBodies } from './host-forms.js';

const signIn = async (): Promise<LoginOutcome> => ({ ok: true });
const ignore = () => undefined;

const output = {
  login: renderToString(createElement(LoginScreen, { onSubmit: signIn, onNotify: ignore })),
  register: renderToString(
    createElement(RegisterScreen, { onSubmit: async () => ({ ok: true }), onNotify: ignore }),
  ),
  button: renderToString(createElement(Button, { variant: 'danger' }, 'Delete')),
  listHeader: renderToString(
    createElement(PageHeader, {
      title: 'Plots',
      actions: createElement(SearchField, { label: 'Search Plots' }),
    }),
  ),
  dashboard: renderToString(createElement(DashboardScreen, dashboard)),
  accessDenied: renderToString(createElement(AccessDenied, { reason: 'permission' })),
  themeColour: vars.color.accent,
  bodies: requestBodies(screens),
};
console.log(JSON.stringify(output));
