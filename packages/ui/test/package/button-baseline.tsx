/** The baseline of button-alone.tsx: React and react-aria-components' own Button, unstyled. */
import { createRoot } from 'react-dom/client';
import { Button } from 'react-aria-components';

createRoot(document.getElementById('root')!).render(<Button>Save</Button>);
