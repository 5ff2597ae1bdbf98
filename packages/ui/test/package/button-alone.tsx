/**
 * What a tool pays for one component: Plotline's Button alone, with the style sheet every tool
 * imports. Built beside button-baseline.tsx, which draws react-aria's own Button with React, so
 * the difference is what Plotline adds.
 */
import { createRoot } from 'react-dom/client';
import { Button } from '@plotline/ui/components';
import '@plotline/ui/style.css';

createRoot(document.getElementById('root')!).render(<Button variant="primary">Save</Button>);
