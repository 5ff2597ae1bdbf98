/**
 * What a tool pays for one component: Plotline's Button alone, with the style sheets a tool of
 * components alone imports (the theme's and the components'). Built beside button-baseline.tsx,
 * which draws react-aria's own Button with React, so the difference is what Plotline adds.
 */
import { createRoot } from 'react-dom/client';
import { Button } from '@plotline/ui/components';
import '@plotline/ui/theme.css';
import '@plotline/ui/components.css';

createRoot(document.getElementById('root')!).render(<Button variant="primary">Save</Button>);
