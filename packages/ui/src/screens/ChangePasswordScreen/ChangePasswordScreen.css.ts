import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** Under the signed-out page's centred title: why the password must be chosen now. */
export const intro = style({
  margin: 0,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.normal,
  textAlign: 'center',
});

/** Inside the app shell: the title, then the form on a card no wider than a form needs. */
export const page = style({ display: 'grid', gap: vars.space.lg, maxWidth: '560px' });

export const card = style({
  padding: vars.space.xl,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
});
