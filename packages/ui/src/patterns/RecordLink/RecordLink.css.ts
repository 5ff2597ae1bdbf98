import { style } from '@vanilla-extract/css';
import { link as textLink } from '../../components/ContactLink/ContactLink.css';
import { vars } from '../../theme/contract.css';

export const strong = style({ fontWeight: vars.fontWeight.bold, whiteSpace: 'nowrap' });

/** A record's name that opens it: the links' look, bold as the name it stands for. */
export const link = style([textLink, strong]);
